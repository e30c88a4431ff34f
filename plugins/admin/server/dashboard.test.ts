import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { FileStorePoint } from '../../uploads-local/server/api.ts';
import type { Dashboard } from '../../../schemas/api/dashboard.ts';
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
    expect(await info()).toMatchObject({ user_count: before + 1, question_count: 0, report_count: 0, resolved_rate: '0.00', smtp: 'not_configured' });
  });

  it("takes the uploads' size from the enabled file store", async () => {
    expect(await info()).toMatchObject({ uploading_files: true, occupying_storage_space: '0 B' });
    await server.kernel.host.extensions.one(FileStorePoint)!.save('post', Buffer.alloc(3000, 1), 'png');
    expect((await info()).occupying_storage_space).toBe(formatBytes(3000));
  });
});
