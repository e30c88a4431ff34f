import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../kernel/paths.ts';
import { startTestServer } from '../tests/support/test-server.ts';
import { initFlags, quorum, withSite } from './spawn-quorum.ts';

const FIXTURES = join(REPO_ROOT, 'tests', 'fixtures', 'plugins');

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

  it('scaffolds a plugin that discovery loads and that answers in both languages', async () => {
    const res = quorum(home, 'plugin', 'new', 'shout-box', '--dir', scratch);
    expect(res.stderr).toBe('');
    expect(res.stdout).toBe(`Created plugin shout-box in ${join(scratch, 'shout-box')}\n`);
    const files = (await readdir(join(scratch, 'shout-box'), { recursive: true })).sort();
    expect(files).toEqual(['README.md', 'locales', 'locales/en_US.json', 'locales/zh_CN.json', 'plugin.json', 'server', 'server/index.test.ts', 'server/index.ts']);
    expect(JSON.parse(await readFile(join(scratch, 'shout-box', 'plugin.json'), 'utf8'))).toMatchObject({ id: 'shout-box', name: 'Shout Box', kernel: '^1', kind: 'feature' });
    const server = await startTestServer({ plugins: ['shout-box'], extraPluginRoots: [scratch] });
    try {
      expect(server.kernel.host.get('shout-box')?.status).toBe('enabled');
      expect((await server.api.get('/answer/api/v1/shout-box/hello')).data).toEqual({ message: 'Hello from Shout Box.' });
      expect((await server.api.get('/answer/api/v1/shout-box/hello', { language: 'zh_CN' })).data).toEqual({ message: '来自 Shout Box 的问候。' });
    } finally {
      await server.close();
    }
  });

  it('refuses a bad id or an existing folder', () => {
    fails(['plugin', 'new', 'Shout_Box', '--dir', scratch], 'invalid plugin id "Shout_Box": a lower-case letter, then 1 to 63 lower-case letters, digits or "-"');
    fails(['plugin', 'new', 'shout-box', '--dir', scratch], `${join(scratch, 'shout-box')} already exists`);
  });

  it('adds a plugin folder to QUORUM_HOME/plugins, running its migrations, and serves it', async () => {
    const hello = quorum(home, 'plugin', 'add', join(FIXTURES, 'hello'));
    expect(hello.stderr).toBe('');
    expect(hello.stdout).toBe(`Added hello 1.0.0 in ${join(home, 'plugins', 'hello')} (enabled); applied 1 migration(s).\n`);
    expect(quorum(home, 'plugin', 'add', join(scratch, 'shout-box')).status).toBe(0);
    expect(quorum(home, 'plugin', 'list').stdout).toMatch(/shout-box\s+0\.1\.0\s+feature\s+enabled/);
    await withSite(home, async (k) => {
      expect(await k.db.schema.hasTable('hello_greeting')).toBe(true);
      const port = await k.listen(0, '127.0.0.1');
      const res = await fetch(`http://127.0.0.1:${port}/answer/api/v1/shout-box/hello`);
      expect(((await res.json()) as { data: unknown }).data).toEqual({ message: 'Hello from Shout Box.' });
    });
  });

  it('refuses a folder that is not a plugin, a bad manifest, a duplicate and a plugin that cannot start, copying nothing', async () => {
    fails(['plugin', 'add', scratch], `${scratch} is not a plugin folder: it has no plugin.json`);
    const misnamed = join(scratch, 'misnamed');
    await cp(join(FIXTURES, 'hello'), misnamed, { recursive: true });
    fails(['plugin', 'add', misnamed], /^quorum: .*misnamed\/plugin\.json: id "hello" must equal its folder name "misnamed"\n$/);
    await writeFile(join(misnamed, 'plugin.json'), '{"id": "misnamed"}');
    fails(['plugin', 'add', misnamed], /^quorum: .*misnamed\/plugin\.json is not a valid plugin manifest: /);
    fails(['plugin', 'add', join(FIXTURES, 'hello')], `plugin hello is already installed (${join(home, 'plugins', 'hello')})`);
    const lonely = join(scratch, 'lonely-addon');
    await cp(join(FIXTURES, 'hello-addon'), lonely, { recursive: true });
    await writeFile(join(lonely, 'plugin.json'), JSON.stringify({ id: 'lonely-addon', name: 'Lonely', version: '1.0.0', description: '', kernel: '^1', kind: 'feature', requires: ['absent'] }));
    fails(['plugin', 'add', lonely], 'plugin lonely-addon cannot start: plugin "lonely-addon" requires "absent", which is not installed');
    expect((await readdir(join(home, 'plugins'))).sort()).toEqual(['hello', 'package.json', 'shout-box']);
    // a folder in the way that holds no plugin is left alone, not merged into
    const stray = join(scratch, 'stray');
    await cp(join(FIXTURES, 'hello'), stray, { recursive: true });
    await writeFile(join(stray, 'plugin.json'), JSON.stringify({ id: 'stray', name: 'Stray', version: '1.0.0', description: '', kernel: '^1', kind: 'feature', requires: [] }));
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
