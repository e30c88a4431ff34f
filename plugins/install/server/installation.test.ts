import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SERVERS, dropTestDatabase, startTestServer, testEngines, type TestServer } from '../../../tests/support/test-server.ts';
import { siteInstaller } from '../../../tests/support/site-installer.ts';

const base = (over: Record<string, unknown> = {}) => ({
  lang: 'zh_CN', site_name: 'Wizard Site', site_url: 'http://wizard.test', contact_email: 'contact@wizard.test',
  name: 'root', email: 'root@wizard.test', password: 'root-pass-1', login_required: false, ...over,
});

describe.each(testEngines())('installation wizard on %s', (engine) => {
  let server: TestServer;
  const dbName = `quorum_w_${randomBytes(4).toString('hex')}`;
  const db = engine === 'sqlite'
    ? { db_type: 'sqlite', db_file: 'site.db' }
    : { db_type: engine, db_host: '127.0.0.1', db_port: SERVERS[engine].port, db_username: SERVERS[engine].user, db_password: '', db_name: dbName };
  beforeAll(async () => {
    server = await startTestServer({ engine, installed: false });
  });
  afterAll(async () => {
    await server.close();
    await dropTestDatabase({ engine, name: dbName });
  });
  const post = (path: string, body: unknown = {}) => server.api.post(`/installation${path}`, body);

  it('before install only the wizard answers', async () => {
    expect((await server.api.get('/answer/api/v1/siteinfo')).status).toBe(404);
    expect((await server.api.get('/installation/language/options')).data).toEqual([{ label: 'English', value: 'en_US' }, { label: '简体中文', value: 'zh_CN' }]);
    expect((await post('/config-file/check')).data).toEqual({ config_file_exist: false, db_connection_success: false, db_table_exist: false });
  });

  it('reports a database it cannot reach, in the alert shape', async () => {
    const res = await post('/db/check', { db_type: 'mysql', db_host: '127.0.0.1', db_port: 1, db_username: 'root', db_name: 'x' });
    expect(res).toMatchObject({ status: 400, reason: 'error.database.connection_failed', msg: 'Database connection failed', data: { err_type: 'alert' } });
    const missing = await post('/db/check', { db_type: 'mysql' });
    expect((missing.data as { error_field: string }[]).map((f) => f.error_field).sort()).toEqual(['db_host', 'db_name', 'db_username']);
    expect((await post('/db/check', db)).data).toEqual({ connection_success: true });
  });

  it('writes the config, then creates site and admin in one go', async () => {
    expect((await post('/init', db)).code).toBe(200);
    expect((await post('/config-file/check')).data).toMatchObject({ config_file_exist: true, db_connection_success: true, db_table_exist: false });
    const bad = await post('/base-info', base({ site_url: 'not a url', password: 'short', name: 'x' }));
    expect((bad.data as { error_field: string }[]).map((f) => f.error_field).sort()).toEqual(['name', 'password', 'site_url']);
    expect((await post('/base-info', base())).code).toBe(200);
    // The same process now serves the installed site.
    const info = (await server.api.get('/answer/api/v1/siteinfo')).data as { general: { name: string }; interface: { language: string } };
    expect(info.general.name).toBe('Wizard Site');
    expect(info.interface.language).toBe('zh_CN');
    const login = await server.api.post('/answer/api/v1/user/login/email', { e_mail: 'root@wizard.test', pass: 'root-pass-1' });
    expect(login.data).toMatchObject({ role_id: 2, mail_status: 1, username: 'root' });
  });

  it('installing twice is refused with "Already installed"', async () => {
    expect(await post('/init', db)).toMatchObject({ status: 409, msg: 'Already installed', data: { err_type: 'alert' } });
    expect(await post('/base-info', base())).toMatchObject({ status: 409, msg: 'Already installed' });
    expect(await post('/db/check', { db_type: 'mysql', db_host: '10.0.0.1', db_port: 22, db_username: 'x', db_name: 'x' })).toMatchObject({ status: 409, msg: 'Already installed' });
    expect((await post('/config-file/check')).data).toEqual({ config_file_exist: true, db_connection_success: true, db_table_exist: true });
  });
});

describe('the wizard on SQLite', () => {
  it('keeps a file name in QUORUM_HOME as quorum init does, and says why a path cannot work', async () => {
    const server = await startTestServer({ installed: false });
    try {
      const check = (db_file: string, language = 'en_US') => server.api.post('/installation/db/check', { db_type: 'sqlite', db_file }, { language });
      // The path the wizard once prefilled: relative paths start in the data folder, so its folder is missing.
      const nested = await check('data/quorum.db');
      expect(nested).toMatchObject({ status: 400, reason: 'error.database.sqlite_file_unusable' });
      expect(nested.data).toEqual([{
        error_field: 'db_file',
        error_msg: `The folder ${join(server.home, 'data')} does not exist. A relative path starts in the data folder (${server.home}): a file name alone, such as quorum.db, is kept there.`,
      }]);
      expect(((await check('data/quorum.db', 'zh_CN')).data as { error_msg: string }[])[0]!.error_msg).toContain(`文件夹 ${join(server.home, 'data')} 不存在`);
      await mkdir(join(server.home, 'folder.db'));
      expect(((await check('folder.db')).data as { error_msg: string }[])[0]!.error_msg).toBe(`${join(server.home, 'folder.db')} is a folder, not a file. Name a file, such as quorum.db.`);
      await writeFile(join(server.home, 'notes.txt'), 'not a database');
      expect(((await check(join(server.home, 'notes.txt'))).data as { error_msg: string }[])[0]!.error_msg).toBe(`${join(server.home, 'notes.txt')} exists and is not a SQLite database. Choose another file name.`);
      expect(existsSync(join(server.home, 'data'))).toBe(false);
      // The prefilled default works as it is, in the data folder.
      expect((await check('quorum.db')).data).toEqual({ connection_success: true });
      expect((await server.api.post('/installation/init', { db_type: 'sqlite', db_file: 'quorum.db' })).code).toBe(200);
      expect(existsSync(join(server.home, 'quorum.db'))).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('install redirects', () => {
  it('sends / to /install before install and /install to / afterwards', async () => {
    const server = await startTestServer({ installed: false });
    try {
      const before = await fetch(`${server.url}/`, { redirect: 'manual' });
      expect([before.status, before.headers.get('location')]).toEqual([302, '/install']);
      const installer = siteInstaller(server.kernel);
      await installer.writeConfigFile({ engine: 'sqlite', file: 'r.db' });
      await installer.baseInfo(base({ lang: 'en_US' }) as Parameters<typeof installer.baseInfo>[0]);
      const after = await fetch(`${server.url}/install`, { redirect: 'manual' });
      expect([after.status, after.headers.get('location')]).toEqual([302, '/']);
    } finally {
      await server.close();
    }
  });
});
