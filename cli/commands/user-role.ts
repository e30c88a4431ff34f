import { withKernel } from '../open-kernel.ts';
import { findUser, roleFromName } from '../user-args.ts';

/** Changes a role through the kernel's account changes, which also end the user's sessions (no "not on yourself" rule here). */
export default async function userRole({ home, args }: { home?: string; args: unknown[] }): Promise<void> {
  const [who, roleName] = args.map(String) as [string, string];
  const role = roleFromName(roleName);
  await withKernel(home, async (kernel) => {
    const user = await findUser(kernel, who);
    if (user.role_id === role) {
      process.stdout.write(`${user.username} already has the role ${roleName}.\n`);
      return;
    }
    await kernel.accountAdmin.change(user.id, { role_id: role });
    process.stdout.write(`${user.username} now has the role ${roleName}; their sessions have ended.\n`);
  });
}
