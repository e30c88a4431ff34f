import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { Kernel, PendingMigrationsError, REPO_ROOT } from '../kernel/kernel.ts';
import { QUORUM_BIN as BIN, initFlags as flags, quorum } from './spawn-quorum.ts';

const initFlags = flags();

/** The first line of `quorum run`'s stdout that is not a JSON log line, once the server listens. */
function plainLine(child: ChildProcess): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').slice(0, -1).find((l) => l && !l.startsWith('{'));
      if (line) resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`run exited with ${code}: ${out}`)));
  });
}

// Each test spawns `quorum` (a fresh Node process booting every plugin): give them room on a busy machine.
describe('quorum CLI', { timeout: 180_000 }, () => {
  let home: string;
  beforeAll(async () => {
    home = await mkdtemp(join(tmpdir(), 'quorum-cli-'));
  });
  afterAll(() => rm(home, { recursive: true, force: true }));

  it('prints help for each command', () => {
    const help = quorum(home, 'init', '--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--admin-password');
    const plugin = quorum(home, 'plugin', '--help').stdout;
    for (const command of ['enable <id>', 'new [options] <id>', 'add [options] <folder>', 'remove [options] <id>']) expect(plugin).toContain(command);
    const top = quorum(home, '--help').stdout;
    for (const command of ['dump [file]', 'restore [options] <file>']) expect(top).toContain(command);
    expect(quorum(home, 'user', '--help').stdout).toContain('role <user> <role>');
  });

  it('fails with one clear line on missing flags', () => {
    const res = quorum(home, 'init', '--yes', '--site-name', 'X');
    expect(res.status).toBe(1);
    expect(res.stderr.trim()).toBe('quorum: missing --contact-email, --admin-name, --admin-email, --admin-password');
  });

  it('refuses commands before install', () => {
    const res = quorum(home, 'plugin', 'list');
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/^quorum: no installed site in .*; run `quorum init` first\n$/);
  });

  it('`run` before install prints the wizard\'s address in plain words', async () => {
    const fresh = await mkdtemp(join(tmpdir(), 'quorum-cli-run-'));
    const child = spawn(process.execPath, [BIN, '-C', fresh, 'run', '--port', '0', '--no-build'], { env: { ...process.env, LOG_LEVEL: 'info' } });
    try {
      const line = await plainLine(child);
      const port = Number(line.match(/localhost:(\d+)/)?.[1]);
      expect(line).toBe(`Quorum is not installed yet: open http://localhost:${port}/install in a browser to install it.`);
      expect((await fetch(`http://127.0.0.1:${port}/install`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await rm(fresh, { recursive: true, force: true });
    }
  });

  it('installs unattended, checks, and refuses a second install', () => {
    const res = quorum(home, ...initFlags);
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('Installed "CLI Site"');
    const check = quorum(home, 'check');
    expect(check.status).toBe(0);
    expect(check.stdout).toMatch(/ok {4}database: SQLite/);
    expect(check.stdout).toContain('migrations: up to date');
    const again = quorum(home, ...initFlags);
    expect(again.status).toBe(1);
    expect(again.stderr.trim()).toBe('quorum: Already installed');
  });

  it('lists, disables and enables plugins, refusing core ones', () => {
    const listed = quorum(home, 'plugin', 'list').stdout;
    expect(listed).toMatch(/install\s+1\.0\.0\s+install\s+core\s+enabled/);
    // A fresh install signs people in: the account flows are a core plugin every site runs.
    expect(listed).toMatch(/accounts\s+1\.0\.0\s+feature\s+core\s+enabled/);
    // …and a theme: Answer's UI and every page read siteinfo.theme, which the theme-default plugin declares.
    expect(listed).toMatch(/theme-default\s+1\.0\.0\s+theme\s+core\s+enabled/);
    const core = quorum(home, 'plugin', 'disable', 'install');
    expect(core.status).toBe(1);
    expect(core.stderr.trim()).toBe('quorum: install is a core plugin and cannot be disabled.');
    expect(quorum(home, 'plugin', 'disable', 'storage-mysql').status).toBe(0);
    expect(quorum(home, 'plugin', 'list').stdout).toMatch(/storage-mysql.*disabled/);
    expect(quorum(home, 'plugin', 'enable', 'storage-mysql').status).toBe(0);
    expect(quorum(home, 'plugin', 'enable', 'nope').stderr.trim()).toBe('quorum: Plugin not found.');
  });

  it('sets a password', () => {
    expect(quorum(home, 'user', 'passwd', '-e', 'boss@cli.test', '-p', 'short').stderr.trim()).toBe('quorum: the password must be 8 to 32 characters');
    expect(quorum(home, 'user', 'passwd', '-e', 'boss@cli.test', '-p', 'new-boss-pass').status).toBe(0);
  });

  it('serves the installed site with `run`', async () => {
    const child = spawn(process.execPath, [BIN, '-C', home, 'run', '--port', '0', '--no-build'], { env: { ...process.env, LOG_LEVEL: 'info' } });
    try {
      const line = await plainLine(child);
      const port = Number(line.match(/localhost:(\d+)/)?.[1]);
      expect(line).toBe(`Quorum is serving: open http://localhost:${port}/ in a browser.`);
      const res = await fetch(`http://127.0.0.1:${port}/answer/api/v1/siteinfo`);
      const info = ((await res.json()) as { data: { general: { name: string }; theme: { theme: string } } }).data;
      expect(info.general.name).toBe('CLI Site');
      expect(info.theme.theme).toBe('default');
      const login = await fetch(`http://127.0.0.1:${port}/answer/api/v1/user/login/email`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ e_mail: 'boss@cli.test', pass: 'new-boss-pass' }),
      });
      expect(login.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('a server with pending migrations refuses to start and names the command', async () => {
    const kernel = new Kernel({
      home, logger: pino({ level: 'silent' }), webDist: false,
      pluginRoots: [join(REPO_ROOT, 'plugins'), join(REPO_ROOT, 'tests', 'fixtures', 'plugins')],
      plugins: ['storage-sqlite', 'storage-mysql', 'storage-postgres', 'install', 'hello'],
    });
    const booted = kernel.boot();
    await expect(booted).rejects.toBeInstanceOf(PendingMigrationsError);
    await expect(booted).rejects.toThrow('run `quorum upgrade` first');
    await kernel.close();
    const upgraded = new Kernel({ home, logger: pino({ level: 'silent' }), webDist: false, pluginRoots: kernel.options.pluginRoots, plugins: kernel.options.plugins });
    await upgraded.boot({ migrate: true });
    expect(upgraded.appliedMigrations).toEqual(['hello/001_greeting']);
    await upgraded.close();
  });
});

describe('quorum init, interactive', { timeout: 180_000 }, () => {
  it('asks for each value and installs', async () => {
    const home = await mkdtemp(join(tmpdir(), 'quorum-cli-i-'));
    try {
      const answers = ['zh_CN', 'sqlite', '', 'Prompted Site', 'http://prompt.test', 'c@prompt.test', 'chief', 'chief@prompt.test', 'chief-pass-1', 'y'].join('\n') + '\n';
      const res = spawnSync(process.execPath, [BIN, '-C', home, 'init'], { input: answers, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' }, timeout: 120_000 });
      expect(res.stderr).toBe('');
      expect(res.stdout).toContain('Site name');
      expect(res.stdout).toContain('Installed "Prompted Site"');
      const kernel = new Kernel({ home, logger: pino({ level: 'silent' }), webDist: false });
      await kernel.boot();
      expect((await kernel.settings.get<{ language: string }>('interface')).language).toBe('zh_CN');
      expect((await kernel.settings.get<{ login_required: boolean }>('login')).login_required).toBe(true);
      await kernel.close();
    } finally {
      await rm(home, { recursive: true, force: true });
    }
  });
});
