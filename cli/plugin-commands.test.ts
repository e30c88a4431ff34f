import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../kernel/paths.ts';
import { ApiClient } from '../tests/support/api-client.ts';
import { responseContract } from '../tests/support/response-contract.ts';
import { initFlags, quorum, withSite } from './spawn-quorum.ts';

const FIXTURES = join(REPO_ROOT, 'tests', 'fixtures', 'plugins');
const GREETING = '/answer/api/v1/shout-box/greeting';
const SETTINGS = '/answer/admin/api/shout-box/settings';

/** Every leaf key of a catalogue, dotted. */
const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (v && typeof v === 'object' ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();

describe('quorum plugin new | add | remove', { timeout: 180_000 }, () => {
  let home: string;
  let scratch: string;
  beforeAll(async () => {
    [home, scratch] = await Promise.all([mkdtemp(join(tmpdir(), 'quorum-cli-plugin-')), mkdtemp(join(tmpdir(), 'quorum-cli-scaffold-'))]);
    expect(quorum(home, ...initFlags()).status).toBe(0);
  });
  afterAll(() => Promise.all([rm(home, { recursive: true, force: true }), rm(scratch, { recursive: true, force: true })]));

  const fails = (args: string[], line: string | RegExp) => {
    const res = quorum(home, ...args);
    expect(res.status).toBe(1);
    expect(res.stdout).toBe('');
    if (typeof line === 'string') expect(res.stderr).toBe(`quorum: ${line}\n`);
    else expect(res.stderr).toMatch(line);
  };

  /** Boots the installed site on a free port; every response is checked against its route's response schema. */
  const withApi = (fn: (api: ApiClient, url: string) => Promise<void>) =>
    withSite(home, async (k) => {
      const url = `http://127.0.0.1:${await k.listen(0, '127.0.0.1')}`;
      await fn(new ApiClient(url, responseContract(k)), url);
    });

  it('scaffolds a feature plugin: route and schemas shared by both halves, settings group, extension point, footer fill, catalogues, test', async () => {
    const res = quorum(home, 'plugin', 'new', 'shout-box', '--dir', scratch);
    expect(res.stderr).toBe('');
    expect(res.stdout).toBe(`Created plugin shout-box in ${join(scratch, 'shout-box')}\n`);
    const files = (await readdir(join(scratch, 'shout-box'), { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    expect(files.map((e) => relative(join(scratch, 'shout-box'), join(e.parentPath, e.name))).sort()).toEqual([
      'README.md', 'locales/en_US.json', 'locales/zh_CN.json', 'package.json', 'plugin.json', 'schemas/greeting.ts', 'schemas/settings.ts',
      'server/api.ts', 'server/greeting-route.ts', 'server/index.test.ts', 'server/index.ts', 'tsconfig.json', 'vitest.config.mjs',
      'web/api.ts', 'web/footer-greeting.tsx', 'web/index.tsx', 'web/locales/en_US.json', 'web/locales/zh_CN.json',
    ]);
    expect(JSON.parse(await readFile(join(scratch, 'shout-box', 'plugin.json'), 'utf8'))).toMatchObject({ id: 'shout-box', name: 'Shout Box', kernel: '^5', sdk: '^2', kind: 'feature' });
    const web = await readFile(join(scratch, 'shout-box', 'web', 'index.tsx'), 'utf8');
    // outside the repository it imports the SDK by its package names, never a path into the repository
    expect(web).toContain("from '@quorum/sdk/web'");
    expect(await readFile(join(scratch, 'shout-box', 'server', 'index.ts'), 'utf8')).toContain("from '@quorum/sdk'");
    expect(web).toContain('slots: [fill(FooterSlot, FooterGreeting)]');
    // the web catalogues and the server ones hold the same keys in both languages
    for (const folder of ['locales', 'web/locales']) {
      const [en, zh] = await Promise.all(['en_US', 'zh_CN'].map(async (l) => JSON.parse(await readFile(join(scratch, 'shout-box', folder, `${l}.json`), 'utf8'))));
      expect(keysOf(zh)).toEqual(keysOf(en));
    }
  });

  it('refuses a bad id or an existing folder', () => {
    fails(['plugin', 'new', 'Shout_Box', '--dir', scratch], 'invalid plugin id "Shout_Box": a lower-case letter, then 1 to 63 lower-case letters, digits or "-"');
    fails(['plugin', 'new', 'shout-box', '--dir', scratch], `${join(scratch, 'shout-box')} already exists`);
  });

  it('adds a plugin folder to QUORUM_HOME/plugins and runs its migrations', async () => {
    const hello = quorum(home, 'plugin', 'add', join(FIXTURES, 'hello'));
    expect(hello.stderr).toBe('');
    expect(hello.stdout).toBe(`Added hello 1.0.0 in ${join(home, 'plugins', 'hello')} (enabled); applied 1 migration(s).\n`);
    await withSite(home, async (k) => expect(await k.db.schema.hasTable('hello_greeting')).toBe(true));
  });

  it('adds the scaffolded plugin; enabled, the site serves its route in both languages, its settings and its OpenAPI entry', async () => {
    expect(quorum(home, 'plugin', 'add', join(scratch, 'shout-box')).stdout).toBe(`Added shout-box 0.1.0 in ${join(home, 'plugins', 'shout-box')} (enabled); applied 0 migration(s).\n`);
    expect(quorum(home, 'plugin', 'disable', 'shout-box').stdout).toBe('shout-box disabled\n');
    await withApi(async (api) => {
      expect((await api.get(GREETING)).code).toBe(404);
      expect((await api.get<Record<string, unknown>>('/answer/api/v1/siteinfo')).data).not.toHaveProperty('shout_box');
    });
    expect(quorum(home, 'plugin', 'enable', 'shout-box').stdout).toBe('shout-box enabled\n');
    expect(quorum(home, 'plugin', 'list').stdout).toMatch(/shout-box\s+0\.1\.0\s+feature\s+enabled/);
    await withApi(async (api, url) => {
      expect((await api.get(GREETING)).data).toEqual({ greetings: ['Hello, visitor, from Shout Box.'] });
      expect((await api.get(GREETING, { language: 'zh_CN', query: { name: 'Ada' } })).data).toEqual({ greetings: ['Ada，你好！来自 Shout Box 的问候。'] });
      const login = await api.post<{ access_token: string }>('/answer/api/v1/user/login/email', { e_mail: 'boss@cli.test', pass: 'boss-pass-1' });
      const token = login.data.access_token;
      expect((await api.get(SETTINGS, { token })).data).toEqual({ audience: 'visitor', moderator_note: '' });
      expect((await api.put(SETTINGS, { audience: 'friends', moderator_note: 'staff only' }, { token })).code).toBe(200);
      expect((await api.get<Record<string, unknown>>('/answer/api/v1/siteinfo')).data.shout_box).toEqual({ audience: 'friends' });
      expect((await api.get(GREETING)).data).toEqual({ greetings: ['Hello, friends, from Shout Box.'] });
      const doc = (await (await fetch(`${url}/answer/api/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, { tags: string[]; parameters?: { name: string }[] }>> };
      expect(doc.paths['/answer/api/v1/shout-box/greeting']?.get).toMatchObject({ tags: ['shout-box'], parameters: [{ name: 'name', in: 'query' }] });
      expect(Object.keys(doc.paths['/answer/admin/api/shout-box/settings'] ?? {}).sort()).toEqual(['get', 'put']);
    });
  });

  it('refuses a folder that is not a plugin, a bad manifest, a duplicate and a plugin that cannot start, copying nothing', async () => {
    fails(['plugin', 'add', scratch], `${scratch} is not a plugin folder: it has no plugin.json`);
    const misnamed = join(scratch, 'misnamed');
    await cp(join(FIXTURES, 'hello'), misnamed, { recursive: true });
    fails(['plugin', 'add', misnamed], /^quorum: .*misnamed\/plugin\.json: id "hello" must equal its folder name "misnamed"\n$/);
    await writeFile(join(misnamed, 'plugin.json'), '{"id": "misnamed"}');
    fails(['plugin', 'add', misnamed], /^quorum: .*misnamed\/plugin\.json is not a valid plugin manifest: /);
    fails(['plugin', 'add', join(FIXTURES, 'hello')], `plugin hello 1.0.0 is already installed (${join(home, 'plugins', 'hello')}); pass --force to install it again`);
    const lonely = join(scratch, 'lonely-addon');
    await cp(join(FIXTURES, 'hello-addon'), lonely, { recursive: true });
    await writeFile(join(lonely, 'plugin.json'), JSON.stringify({ id: 'lonely-addon', name: 'Lonely', version: '1.0.0', description: '', kernel: '^5', kind: 'feature', requires: ['absent'] }));
    fails(['plugin', 'add', lonely], 'plugin lonely-addon cannot start: plugin "lonely-addon" requires "absent", which is not installed');
    expect((await readdir(join(home, 'plugins'))).sort()).toEqual(['hello', 'package.json', 'shout-box']);
    // a folder in the way that holds no plugin is left alone, not merged into
    const stray = join(scratch, 'stray');
    await cp(join(FIXTURES, 'hello'), stray, { recursive: true });
    await writeFile(join(stray, 'plugin.json'), JSON.stringify({ id: 'stray', name: 'Stray', version: '1.0.0', description: '', kernel: '^5', kind: 'feature', requires: [] }));
    await mkdir(join(home, 'plugins', 'stray', 'keep'), { recursive: true });
    fails(['plugin', 'add', stray], `${join(home, 'plugins', 'stray')} already exists; move it away first`);
    expect(await readdir(join(home, 'plugins', 'stray'))).toEqual(['keep']);
    await rm(join(home, 'plugins', 'stray'), { recursive: true });
  });

  it('removes only added plugins that nothing requires', async () => {
    expect(quorum(home, 'plugin', 'add', join(FIXTURES, 'hello-addon')).status).toBe(0);
    fails(['plugin', 'remove', 'questions'], 'questions is a core plugin and cannot be removed');
    fails(['plugin', 'remove', 'uploads-local'], `uploads-local ships with Quorum (${join(REPO_ROOT, 'plugins', 'uploads-local')}), not added with \`quorum plugin add\`; it cannot be removed, only disabled: quorum plugin disable uploads-local`);
    fails(['plugin', 'remove', 'hello'], 'hello is required by hello-addon; remove those first');
    fails(['plugin', 'remove', 'nope'], 'Plugin not found.');
    expect(existsSync(join(REPO_ROOT, 'plugins', 'uploads-local'))).toBe(true);
    for (const id of ['hello-addon', 'hello']) {
      const res = quorum(home, 'plugin', 'remove', id);
      expect(res.stderr).toBe('');
      expect(res.stdout).toBe(`Removed ${id} (${join(home, 'plugins', id)}); its tables and data stay in the database.\n`);
    }
    expect((await readdir(join(home, 'plugins'))).sort()).toEqual(['package.json', 'shout-box']);
    expect(quorum(home, 'check').status).toBe(0);
    await withSite(home, async (k) => expect(await k.db.schema.hasTable('hello_greeting')).toBe(true));
  });
});
