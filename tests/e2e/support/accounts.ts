import { TEST_PASSWORD } from '../../support/test-server.ts';

/** The administrator an installed test server is seeded with. */
export const ADMIN = {
  email: 'admin@quorum.test',
  password: TEST_PASSWORD,
};

let counter = 0;

/** A unique member for one journey (display names are at most 30 characters). */
export function newMember(tag: string) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    name: `${tag} ${id}`.slice(0, 30),
    email: `${tag.toLowerCase()}-${id}@example.com`,
    password: 'member-password-1',
  };
}
