import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask } from '../../../tests/support/posts.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { questionPlugins } from '../../questions/server/routes/question-test-kit.ts';
import { ADMIN, V1, addAdmin, listKeys, makeKey } from './api-key-test-kit.ts';

/**
 * API keys on every engine: made by admins only, shown once and never again (list, log, OpenAPI
 * document), acting as their admin through the routes' own guards, read-only keys refused on
 * writes, and stopped at once by deletion, demotion or suspension.
 */
describe.each(testEngines())('api keys on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  const lines: string[] = [];
  const logger = pino({ level: 'debug' }, new Writable({ write: (chunk: Buffer, _enc, done) => done(void lines.push(chunk.toString())) }));
  const asKey = (key: string) => ({ token: key });

  beforeAll(async () => {
    server = await startTestServer({ engine, logger, plugins: [...questionPlugins(), 'admin', 'api-docs', 'api-keys'] });
    admin = await server.admin();
  });
  afterAll(() => server?.close());

  it('answers admins only', async () => {
    const member = await server.createUser();
    const calls: [string, string, object?][] = [['GET', '/api-key/all'], ['POST', '/api-key', { description: 'x', scope: 'global' }], ['PUT', '/api-key', { id: 1, description: 'x' }], ['DELETE', '/api-key', { id: 1 }]];
    for (const [method, path, body] of calls) {
      expect((await server.api.call(method, `${ADMIN}${path}`, body)).code, `${method} ${path}`).toBe(401);
      expect((await server.api.call(method, `${ADMIN}${path}`, body, { token: member.token })).code, `${method} ${path}`).toBe(403);
    }
  });

  it('shows a new key once; the list, the log and the OpenAPI document never carry it', async () => {
    const key = await makeKey(server, admin, 'read-only', 'Nightly export');
    expect(key).toMatch(/^sk_[0-9a-f]{64}$/);
    const list = await listKeys(server, admin);
    const row = list.find((k) => k.description === 'Nightly export')!;
    expect(row).toMatchObject({ scope: 'read-only', last_used_at: 0, access_key: `${key.slice(0, 7)}********${key.slice(-4)}` });
    expect(row.created_at).toBeGreaterThan(0);
    expect(JSON.stringify(list)).not.toContain(key);
    expect((await server.api.get(`${V1}/siteinfo`, asKey(key))).code).toBe(200);
    const doc = await server.api.get(`${V1}/openapi.json`, { token: admin.token });
    expect(JSON.stringify(doc)).not.toContain(key);
    const paths = (doc as unknown as { paths: Record<string, Record<string, { 'x-quorum-access': string; 'x-quorum-read-only-keys': boolean }>> }).paths;
    expect(paths[`${ADMIN}/api-key/all`]!.get).toMatchObject({ 'x-quorum-access': 'admin', 'x-quorum-read-only-keys': true });
    expect(paths[`${ADMIN}/api-key`]!.post).toMatchObject({ 'x-quorum-access': 'admin', 'x-quorum-read-only-keys': false });
    expect(paths[`${ADMIN}/api-key`]!.delete!['x-quorum-access']).toBe('admin');
    expect(lines.join('')).not.toContain(key.slice(3));
  });

  it('refuses bad bodies field by field', async () => {
    expect(await server.api.post(`${ADMIN}/api-key`, { description: '  ', scope: 'global' }, { token: admin.token })).toMatchObject({ code: 400, data: [{ error_field: 'description' }] });
    expect(await server.api.post(`${ADMIN}/api-key`, { description: 'x', scope: 'everything' }, { token: admin.token })).toMatchObject({ code: 400, data: [{ error_field: 'scope' }] });
    expect((await server.api.put(`${ADMIN}/api-key`, { id: 999999, description: 'x' }, { token: admin.token })).code).toBe(404);
    expect((await server.api.delete(`${ADMIN}/api-key`, { id: 999999 }, { token: admin.token })).code).toBe(404);
  });

  it('a read-only key reads as its admin and is refused on every write with a clear error', async () => {
    const key = await makeKey(server, admin, 'read-only');
    const info = await server.api.get<{ username: string; access_token: string }>(`${V1}/user/info`, asKey(key));
    expect(info.code).toBe(200);
    expect(info.data.username).toBe(admin.username);
    expect(JSON.stringify(info)).not.toContain(key);
    expect((await server.api.get(`${ADMIN}/api-key/all`, asKey(key))).code).toBe(200);
    const refused = await server.api.post(`${V1}/question`, { title: 'Asked through a read-only key', content: 'A body long enough to pass the checks.', tags: [{ slug_name: 'keys' }] }, asKey(key));
    expect(refused).toMatchObject({ code: 403, reason: 'base.read_only_credential' });
    expect(refused.msg).toContain('only read');
    expect((await server.api.post(`${ADMIN}/api-key`, { description: 'escalate', scope: 'global' }, asKey(`Bearer ${key}`))).code).toBe(403);
    const list = await listKeys(server, admin);
    expect(list.some((k) => k.description === 'escalate')).toBe(false);
    expect(list.find((k) => k.access_key.endsWith(key.slice(-4)))!.last_used_at).toBeGreaterThan(0);
  });

  it('a global key writes through the same routes and guards', async () => {
    const key = await makeKey(server, admin, 'global');
    const asked = await server.api.post<{ id: string }>(`${V1}/question`, { title: 'Asked through a global API key', content: 'A body long enough to pass the checks.', tags: [{ slug_name: 'keys', display_name: 'keys' }] }, asKey(`Bearer ${key}`));
    expect(asked.code, JSON.stringify(asked)).toBe(200);
    const page = await server.api.get<{ title: string; operation?: unknown }>(`${V1}/question/info`, { query: { id: asked.data.id }, token: admin.token });
    expect(page.data.title).toBe('Asked through a global API key');
    expect((await server.api.post(`${V1}/question`, { title: 'x' }, asKey(key))).code).toBe(400);
  });

  it('a deleted key fails at once', async () => {
    const key = await makeKey(server, admin, 'global', 'Short-lived');
    expect((await server.api.get(`${ADMIN}/api-key/all`, asKey(key))).code).toBe(200);
    const id = (await listKeys(server, admin)).find((k) => k.description === 'Short-lived')!.id;
    expect((await server.api.delete(`${ADMIN}/api-key`, { id }, { token: admin.token })).code).toBe(200);
    expect((await server.api.get(`${ADMIN}/api-key/all`, asKey(key))).code).toBe(401);
    expect((await server.api.get<{ username?: string } | null>(`${V1}/user/info`, asKey(key))).data?.username).toBeUndefined();
  });

  it('the description changes; the key keeps working', async () => {
    const key = await makeKey(server, admin, 'read-only', 'Before');
    const id = (await listKeys(server, admin)).find((k) => k.description === 'Before')!.id;
    expect((await server.api.put(`${ADMIN}/api-key`, { id, description: 'After' }, { token: admin.token })).code).toBe(200);
    expect((await listKeys(server, admin)).find((k) => k.id === id)!.description).toBe('After');
    expect((await server.api.get(`${ADMIN}/api-key/all`, asKey(key))).code).toBe(200);
  });

  it('a demoted or suspended admin\'s keys stop working', async () => {
    const other = await addAdmin(server, admin, `Keyadmin${engine}`);
    const key = await makeKey(server, other, 'global');
    expect((await server.api.get(`${ADMIN}/api-key/all`, asKey(key))).code).toBe(200);
    expect((await server.api.put(`${ADMIN}/user/role`, { user_id: other.id, role_id: 1 }, { token: admin.token })).code).toBe(200);
    expect((await server.api.get(`${ADMIN}/api-key/all`, asKey(key))).code).toBe(401);
    expect((await server.api.get<{ username?: string } | null>(`${V1}/user/info`, asKey(key))).data?.username).toBeUndefined();

    const third = await addAdmin(server, admin, `Suspadmin${engine}`);
    const second = await makeKey(server, third, 'global');
    expect((await server.api.get(`${ADMIN}/api-key/all`, asKey(second))).code).toBe(200);
    expect((await server.api.put(`${ADMIN}/user/status`, { user_id: third.id, status: 'suspended', suspend_duration: '7d' }, { token: admin.token })).code).toBe(200);
    expect((await server.api.get(`${ADMIN}/api-key/all`, asKey(second))).code).toBe(401);
  });

  it('a questions write with a bad key is refused like a visitor', async () => {
    await ask(server, admin, 'A question so the site has one');
    expect((await server.api.post(`${V1}/question`, { title: 'x' }, asKey(`sk_${'0'.repeat(64)}`))).code).toBe(401);
  });
});
