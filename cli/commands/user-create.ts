import { withKernel } from '../open-kernel.ts';
import { roleFromName } from '../user-args.ts';
import { createUserBody } from '../../schemas/api/admin-users.ts';

interface CreateOptions {
  username: string;
  email: string;
  password: string;
  displayName?: string;
  role: string;
}

/** An activated account, checked by the same schema and service as the admin "add user" dialog. */
export default async function userCreate({ home, options }: { home?: string; options: Record<string, unknown> }): Promise<void> {
  const o = options as unknown as CreateOptions;
  const role_id = roleFromName(o.role);
  const input = { display_name: o.displayName ?? o.username, email: o.email, password: o.password };
  await withKernel(home, async (kernel) => {
    kernel.validator.check(createUserBody, input);
    const id = await kernel.accountAdmin.create({ ...input, username: o.username, role_id });
    process.stdout.write(`Created ${o.role} ${o.username} <${o.email}> (id ${id}).\n`);
  });
}
