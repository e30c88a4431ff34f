import { randomInt } from 'node:crypto';
import { ACCOUNT_LIMITS, USERNAME_CHARACTERS } from '../../schemas/api/account-bodies.ts';

/** A whole username: the allowed characters, 1 to 30 of them. */
export const USERNAME_PATTERN = new RegExp(`^[${USERNAME_CHARACTERS}]{1,${ACCOUNT_LIMITS.usernameMax}}$`);

/** A username made from a display name: lower case, allowed characters only, at most 30. */
function usernameFrom(displayName: string): string {
  const base = displayName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 24);
  return base.length >= 2 ? base : `user${base}`;
}

/** Tries the plain name first, then the name with a random numeric suffix. */
export async function uniqueUsername(displayName: string, taken: (name: string) => Promise<boolean>): Promise<string> {
  const base = usernameFrom(displayName);
  if (!(await taken(base))) return base;
  for (let i = 0; i < 20; i++) {
    const candidate = `${base}-${randomInt(1000, 999999)}`.slice(0, 30);
    if (!(await taken(candidate))) return candidate;
  }
  throw new Error('could not find a free username');
}
