import type { Kernel } from '../kernel/kernel.ts';
import { ROLE_NAMES } from '../schemas/api/admin-users.ts';
import type { RoleId } from '../kernel/auth/session-user.ts';
import type { UserRow } from '../kernel/auth/user-repository.ts';
import { CliError } from './run-action.ts';

/** The role names the CLI takes: the admin screen's names, lower case. */
export const ROLE_CHOICES = Object.values(ROLE_NAMES).map((name) => name.toLowerCase());

export function roleFromName(name: string): RoleId {
  const found = Object.entries(ROLE_NAMES).find(([, n]) => n.toLowerCase() === name);
  if (!found) throw new CliError(`the role must be one of ${ROLE_CHOICES.join(', ')}, got "${name}"`);
  return Number(found[0]) as RoleId;
}

/** A user named by e-mail (anything with an @) or username. */
export async function findUser(kernel: Kernel, who: string): Promise<UserRow> {
  const user = who.includes('@') ? await kernel.users.byEmail(who) : await kernel.users.byUsername(who);
  if (!user) throw new CliError(`no user with ${who.includes('@') ? 'e-mail' : 'username'} ${who}`);
  return user;
}
