import { TEST_PASSWORD, type TestUser } from '../../support/test-server.ts';
import type { TestServer } from './server.ts';

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

/**
 * A member made as an admin makes one (admin → add user), then signed in through the API: the
 * seeding path a site's own members go through, never rows written by the test.
 */
export async function addMember(server: TestServer, name: string): Promise<TestUser> {
  const admin = await server.admin();
  const email = `${name.toLowerCase().replace(/\W/g, '')}@example.org`;
  const res = await server.api.post('/answer/admin/api/user', { display_name: name, email, password: 'member-pass-1' }, { token: admin.token });
  if (res.code !== 200) throw new Error(`adding member ${name} failed: ${JSON.stringify(res)}`);
  return server.login(email, 'member-pass-1');
}
