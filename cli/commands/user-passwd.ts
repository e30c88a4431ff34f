import { createInterface } from 'node:readline/promises';
import { stdin, stdout } from 'node:process';
import { withKernel } from '../open-kernel.ts';
import { CliError } from '../run-action.ts';

/** Sets a password from the command line (e.g. a locked-out admin); the user's sessions end. */
export default async function userPasswd({ home, options }: { home?: string; options: Record<string, unknown> }): Promise<void> {
  let password = options.password as string | undefined;
  if (!password) {
    const rl = createInterface({ input: stdin, terminal: false });
    stdout.write('New password (8-32 characters): ');
    const next = await rl[Symbol.asyncIterator]().next();
    password = next.done ? '' : String(next.value).trim();
    rl.close();
  }
  if (password.length < 8 || password.length > 32) throw new CliError('the password must be 8 to 32 characters');
  await withKernel(home, async (kernel) => {
    const user = await kernel.users.byEmail(String(options.email));
    if (!user) throw new CliError(`no user with e-mail ${String(options.email)}`);
    await kernel.accountAdmin.setPassword(String(user.id), password!);
    process.stdout.write(`Password of ${user.username} changed; their sessions have ended.\n`);
  });
}
