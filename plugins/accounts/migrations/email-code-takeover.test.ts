import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import knexFactory from 'knex';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { Kernel, REPO_ROOT } from '../../../kernel/kernel.ts';
import { Migrator, loadMigrationFolder } from '../../../kernel/db/migrator.ts';
import { scratchDatabase, startTestServer, testEngines, type TestServer } from '../../../tests/support/test-server.ts';

describe('the kernel\'s own migrations', () => {
  it('make the accounts and sessions but no e-mail codes: those are the accounts plugin\'s', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'quorum-kernel-migrations-'));
    const db = knexFactory({ client: 'better-sqlite3', connection: { filename: join(dir, 'kernel.db') }, useNullAsDefault: true });
    try {
      const migrations = await loadMigrationFolder(join(REPO_ROOT, 'kernel', 'db', 'migrations'));
      await new Migrator(db).latest([{ owner: 'kernel', migrations }]);
      expect(await db.schema.hasTable('user')).toBe(true);
      expect(await db.schema.hasTable('session')).toBe(true);
      expect(await db.schema.hasTable('email_code')).toBe(false);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** A site installed while the kernel's migration 001 made `email_code` keeps the table, and its codes still work. */
describe.each(testEngines())('accounts takes the e-mail codes over from the kernel on %s', (engine) => {
  let server: TestServer | undefined;
  let upgraded: Kernel | undefined;
  afterAll(async () => {
    await upgraded?.close();
    await server?.close();
  });

  it('a new site gets the table from the accounts plugin', async () => {
    server = await startTestServer({ engine });
    const applied = await new Migrator(server.kernel.db).applied();
    expect(applied).toContain('accounts/001_email_code');
    expect(await server.kernel.db.schema.hasTable('email_code')).toBe(true);
  });

  it('an upgraded site keeps its table and rows, and a reset link sent before the upgrade still works', async () => {
    const member = await server!.createUser();
    const now = server!.kernel.clock.now();
    const code = 'code-sent-before-the-upgrade';
    await server!.kernel.db('email_code').insert({ code, user_id: Number(member.id), action: 'password_reset', payload: '{}', created_at: now, expires_at: now + 600 });
    // What a site looked like before the move: the table (the kernel's), no accounts migration.
    await server!.kernel.db('quorum_migration').where({ owner: 'accounts', name: '001_email_code' }).delete();
    const before = await server!.kernel.db('email_code').select('*');
    await server!.kernel.close();

    upgraded = new Kernel({
      home: server!.home, plugins: ['storage-sqlite', 'storage-mysql', 'storage-postgres', 'install', 'accounts'],
      logger: pino({ level: 'silent' }), webDist: false, pluginRoots: [join(REPO_ROOT, 'plugins')],
    });
    await upgraded.boot({ migrate: true });
    expect(upgraded.appliedMigrations).toEqual(['accounts/001_email_code']);
    expect(await upgraded.db('email_code').select('*')).toEqual(before);

    const port = await upgraded.listen(0, '127.0.0.1');
    const post = (path: string, body: unknown) =>
      fetch(`http://127.0.0.1:${port}/answer/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ code: number }>);
    expect((await post('/user/password/replacement', { code, pass: 'recovered-pass' })).code).toBe(200);
    expect((await post('/user/login/email', { e_mail: member.email, pass: 'recovered-pass' })).code).toBe(200);
  });
});

/**
 * The kernel's 001 rolled back while `email_code` is still there (an upgraded site, or the
 * accounts migration not rolled back first): the table's key to `user` refused the drop on MariaDB.
 */
describe.each(testEngines())('rolling the accounts tables back on %s', (engine) => {
  it('the kernel\'s 001 goes down with e-mail codes still present, and the accounts migration after it', async () => {
    const { db, drop } = await scratchDatabase(engine);
    try {
      const kernel = await loadMigrationFolder(join(REPO_ROOT, 'kernel', 'db', 'migrations'));
      const accounts = await loadMigrationFolder(join(REPO_ROOT, 'plugins', 'accounts', 'migrations'));
      await new Migrator(db).latest([{ owner: 'kernel', migrations: kernel }, { owner: 'accounts', migrations: accounts }]);
      await db('user').insert({ username: 'coded', e_mail: 'coded@example.test', display_name: 'Coded', avatar: '', bio: '', bio_html: '', created_at: 1, updated_at: 1 });
      const { id } = await db('user').where({ username: 'coded' }).first('id');
      await db('email_code').insert({ code: 'a-code', user_id: Number(id), action: 'password_reset', payload: '{}', created_at: 1, expires_at: 2 });

      for (const m of kernel.slice().reverse()) await m.down!(db);
      for (const table of ['email_code', 'session', 'user']) expect(await db.schema.hasTable(table)).toBe(false);
      await accounts[0]!.down!(db);
    } finally {
      await drop();
    }
  });
});
