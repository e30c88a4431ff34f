import { join } from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../kernel/kernel.ts';
import { LANGUAGES } from '../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import type { AdminPlugin } from '../../../schemas/api/plugins.ts';

const ADMIN = '/answer/admin/api';

describe('built-in plugin manifests', () => {
  it('each says what it is for in every language the site speaks', () => {
    for (const id of readdirSync(join(REPO_ROOT, 'plugins'))) {
      const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'plugins', id, 'plugin.json'), 'utf8')) as { summary?: Record<string, unknown> };
      expect(Object.keys(manifest.summary ?? {}).sort(), id).toEqual([...LANGUAGES].sort());
    }
  });
});

describe.each(testEngines())('the plugins page on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  const list = async (language = 'en_US') =>
    new Map((await server.api.get<AdminPlugin[]>(`${ADMIN}/plugins`, { token: admin.token, language })).data.map((p) => [p.slug_name, p]));
  const setEnabled = (slug: string, enabled: boolean) => server.api.put(`${ADMIN}/plugin/status`, { plugin_slug_name: slug, enabled }, { token: admin.token });
  beforeAll(async () => {
    server = await startTestServer({
      engine, plugins: ['tags', 'questions', 'revisions', 'review', 'reviewer-basic', 'hello'],
      extraPluginRoots: [join(REPO_ROOT, 'tests', 'fixtures', 'plugins')],
    });
    admin = await server.admin();
  });
  afterAll(() => server.close());

  it("names each built-in plugin and its purpose in the admin's language; another plugin keeps its manifest's words", async () => {
    const en = await list();
    expect(en.get('tags')).toMatchObject({ name: 'Tags', description: 'Topics that organise questions, with descriptions and synonyms.' });
    const zh = await list('zh_CN');
    expect(zh.get('tags')).toMatchObject({ name: '标签', description: '用于组织问题的主题，可以有简介和同义词。' });
    expect(zh.get('hello')).toMatchObject({ name: 'Hello', description: 'Test fixture: a route, a table, a config form.' });
  });

  it('says which plugins cannot be disabled and why', async () => {
    const plugins = await list('zh_CN');
    const running = `storage-${engine}`;
    const other = engine === 'sqlite' ? 'storage-mysql' : 'storage-sqlite';
    expect(plugins.get(running)).toMatchObject({ enabled: true, lock: 'storage', required_by: [] });
    expect(plugins.get(other)).toMatchObject({ lock: '' });
    expect(plugins.get('install')).toMatchObject({ lock: 'core' });
    expect(plugins.get('review')).toMatchObject({ enabled: true, lock: 'required', required_by: ['基础审核'] });
    expect(plugins.get('reviewer-basic')).toMatchObject({ lock: '', required_by: [] });
  });

  it('refuses to disable the storage engine the site runs on, a core plugin or one others need, and keeps them on', async () => {
    expect(await setEnabled(`storage-${engine}`, false)).toMatchObject({ status: 400, reason: 'error.plugin.active_storage', msg: `storage-${engine} stores this site and cannot be disabled.` });
    expect(await setEnabled('tags', false)).toMatchObject({ status: 400, reason: 'error.plugin.core_cannot_disable' });
    expect(await setEnabled('review', false)).toMatchObject({ status: 400, reason: 'error.plugin.required_by', msg: 'review is required by reviewer-basic; disable those first.' });
    const after = await list();
    expect([after.get(`storage-${engine}`)?.enabled, after.get('tags')?.enabled, after.get('review')?.enabled]).toEqual([true, true, true]);
    // Once nothing needs it, review may go.
    expect((await setEnabled('reviewer-basic', false)).code).toBe(200);
    expect((await list()).get('review')).toMatchObject({ lock: '', required_by: [] });
    expect((await setEnabled('review', false)).code).toBe(200);
    expect((await setEnabled('review', true)).code).toBe(200);
    expect((await setEnabled('reviewer-basic', true)).code).toBe(200);
  });
});
