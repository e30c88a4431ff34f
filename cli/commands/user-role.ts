import { withKernel } from '../open-kernel.ts';
import { findUser, roleFromName } from '../user-args.ts';

// The command line acts as no member, so the admin screen's "not on yourself" rule never applies.
const NO_ACTOR = '0';

/** Changes a role through the admin service, which also ends the user's sessions. */
export default async function userRole({ home, args }: { home?: string; args: unknown[] }): Promise<void> {
  const [who, roleName] = args.map(String) as [string, string];
  const role = roleFromName(roleName);
  await withKernel(home, async (kernel) => {
    const user = await findUser(kernel, who);
    if (user.role_id === role) {
      process.stdout.write(`${user.username} already has the role ${roleName}.\n`);
      return;
    }
    await kernel.adminUsers.setRole(NO_ACTOR, String(user.id), role);
    process.stdout.write(`${user.username} now has the role ${roleName}; their sessions have ended.\n`);
  });
}
