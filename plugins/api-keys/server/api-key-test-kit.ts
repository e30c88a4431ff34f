import { expect } from 'vitest';
import type { TestServer, TestUser } from '../../../tests/support/test-server.ts';
import type { ApiKey, ApiKeyCreated, ApiKeyScope } from '../schemas/api-key.ts';

export const ADMIN = '/answer/admin/api';
export const V1 = '/answer/api/v1';

/** A key an admin makes through the admin call; answers the key shown once. */
export async function makeKey(server: TestServer, admin: TestUser, scope: ApiKeyScope, description = `${scope} key`): Promise<string> {
  const res = await server.api.post<ApiKeyCreated>(`${ADMIN}/api-key`, { description, scope }, { token: admin.token });
  expect(res.code, JSON.stringify(res)).toBe(200);
  return res.data.access_key;
}

export async function listKeys(server: TestServer, admin: TestUser): Promise<ApiKey[]> {
  const res = await server.api.get<ApiKey[]>(`${ADMIN}/api-key/all`, { token: admin.token });
  expect(res.code).toBe(200);
  return res.data;
}

/** A second admin, added and promoted the way a site's admin does it. */
export async function addAdmin(server: TestServer, admin: TestUser, name: string): Promise<TestUser> {
  const email = `${name.toLowerCase()}@example.org`;
  expect((await server.api.post(`${ADMIN}/user`, { display_name: name, email, password: 'admin-pass-1' }, { token: admin.token })).code).toBe(200);
  const made = await server.login(email, 'admin-pass-1');
  expect((await server.api.put(`${ADMIN}/user/role`, { user_id: made.id, role_id: 2 }, { token: admin.token })).code).toBe(200);
  return server.login(email, 'admin-pass-1');
}
