import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStorePoint } from '../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import type { Dashboard, NextSteps } from '../../../schemas/api/dashboard.ts';
import { QUORUM_VERSION } from '../../../kernel/api.ts';
import { formatBytes } from './dashboard-service.ts';

const ADMIN = '/answer/admin/api';
const BYTES = /^(\d+ B|\d+\.\d (KB|MB|GB|TB))$/;

describe('formatBytes', () => {
  it('prints bytes as Answer does', () => {
    expect([0, 1023, 1024, 1536, 12 * 1024 * 1024].map(formatBytes)).toEqual(['0 B', '1023 B', '1.0 KB', '1.5 KB', '12.0 MB']);
  });
});

describe.each(testEngines())('admin dashboard on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  const info = async () => (await server.api.get<Dashboard>(`${ADMIN}/dashboard`, { token: admin.token })).data.info;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['admin', 'uploads-local'] });
    admin = await server.admin();
  });
  afterAll(() => server.close());

  it('is for admins only', async () => {
    const member = await server.createUser();
    expect((await server.api.get(`${ADMIN}/dashboard`, { token: member.token })).status).toBe(403);
    expect((await server.api.get(`${ADMIN}/dashboard`)).status).toBe(401);
  });

  it("reports the database's engine, version and size", async () => {
    const { database_version, database_size } = await info();
    expect(database_version).toMatch({ sqlite: /^SQLite \d/, mysql: /^MySQL \d/, postgres: /^PostgreSQL \d/ }[engine]);
    expect(database_size).toMatch(BYTES);
    // the installed schema alone takes more than a kilobyte on either engine
    expect(database_size).not.toMatch(/^\d+ B$/);
  });

  it('counts members, and shows 0 for content no enabled plugin counts', async () => {
    const before = (await info()).user_count;
    await server.createUser();
    expect(await info()).toMatchObject({ user_count: before + 1, question_count: 0, report_count: 0, resolved_rate: '0.00', unanswered_rate: '0.00', smtp: 'not_configured' });
  });

  it("takes the uploads' size from the enabled file stores", async () => {
    expect(await info()).toMatchObject({ uploading_files: true, occupying_storage_space: '0 B' });
    await server.kernel.host.extensions.all(FileStorePoint)[0]!.put(`post/2026/01/${'a'.repeat(32)}.png`, Buffer.alloc(3000, 1), 'image/png');
    expect((await info()).occupying_storage_space).toBe(formatBytes(3000));
  });
});

describe('the admin dashboard\'s next steps', () => {
  let server: TestServer;
  let admin: TestUser;
  const steps = async (token = admin.token) => server.api.get<NextSteps>(`${ADMIN}/dashboard/next-steps`, { token });
  const done = async () => Object.fromEntries((await steps()).data.steps.map((s) => [s.step, s.done]));
  beforeAll(async () => {
    server = await startTestServer({ plugins: ['tags', 'questions', 'reputation', 'mail-smtp'] });
    admin = await server.admin();
  });
  afterAll(() => server.close());

  it('is for admins only', async () => {
    expect((await steps((await server.createUser()).token)).status).toBe(403);
    expect((await server.api.get(`${ADMIN}/dashboard/next-steps`)).status).toBe(401);
  });

  it('lists tags, mail, branding and privileges, each ticked as the admin sets it up', async () => {
    expect((await steps()).data.steps.map((s) => s.step)).toEqual(['tags', 'smtp', 'branding', 'privileges']);
    expect(await done()).toEqual({ tags: false, smtp: false, branding: false, privileges: false });
    expect((await server.api.post('/answer/api/v1/tag', { slug_name: 'python', display_name: 'Python' }, { token: admin.token })).code).toBe(200);
    expect(await done()).toEqual({ tags: true, smtp: false, branding: false, privileges: false });
    const smtp = await server.api.put(`${ADMIN}/setting/smtp`, {
      from_email: 'noreply@q.example', from_name: 'Quorum', smtp_host: 'smtp.q.example', smtp_port: 25,
      encryption: '', smtp_authentication: false, smtp_username: '', smtp_password: '',
    }, { token: admin.token });
    expect(smtp.code).toBe(200);
    expect((await server.api.put(`${ADMIN}/siteinfo/branding`, { logo: '/uploads/logo.png' }, { token: admin.token })).code).toBe(200);
    expect(await done()).toEqual({ tags: true, smtp: true, branding: true, privileges: false });
    expect((await server.api.put(`${ADMIN}/setting/privileges`, { level: 1 }, { token: admin.token })).code).toBe(200);
    expect(await done()).toEqual({ tags: true, smtp: true, branding: true, privileges: true });
    expect((await server.api.get<Dashboard>(`${ADMIN}/dashboard`, { token: admin.token })).data.info).toMatchObject({
      tag_count: 1, version_info: { version: QUORUM_VERSION },
    });
  });
});
