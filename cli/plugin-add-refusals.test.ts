import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KERNEL_MAJOR, SDK_MAJOR } from '../kernel/version.ts';
import { initFlags, quorum, withSite } from './spawn-quorum.ts';

/**
 * `quorum plugin add` refuses, with one line and nothing copied into the site: an archive with a
 * path outside its folder or a link, a manifest that does not validate, an id the site has, a
 * plugin written for another kernel or SDK. An `npm pack` archive of a good plugin is added.
 */
describe('quorum plugin add refusals, and remove with or without its tables', { timeout: 240_000 }, () => {
  let home: string;
  let scratch: string;

  /** A scaffolded plugin `id` in scratch, its manifest changed by `edit`. */
  const plugin = async (id: string, edit: (manifest: Record<string, unknown>) => void = () => undefined): Promise<string> => {
    const dir = join(scratch, id);
    expect(quorum(home, 'plugin', 'new', id, '--dir', scratch).status).toBe(0);
    const file = join(dir, 'plugin.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    edit(manifest);
    await writeFile(file, JSON.stringify(manifest));
    return dir;
  };
  const refused = (source: string, id: string, message: RegExp) => {
    const result = quorum(home, 'plugin', 'add', source);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(existsSync(join(home, 'plugins', id))).toBe(false);
  };
  const tar = (cwd: string, ...args: string[]) => expect(spawnSync('tar', args, { cwd, encoding: 'utf8' }).status).toBe(0);

  beforeAll(async () => {
    [home, scratch] = await Promise.all([mkdtemp(join(tmpdir(), 'quorum-add-')), mkdtemp(join(tmpdir(), 'quorum-add-src-'))]);
    expect(quorum(home, ...initFlags()).status).toBe(0);
  });
  afterAll(() => Promise.all([rm(home, { recursive: true, force: true }), rm(scratch, { recursive: true, force: true })]));

  it('refuses an archive with a path outside its folder, or a link', async () => {
    const dir = await plugin('escaper');
    await writeFile(join(scratch, 'outside.txt'), 'x');
    tar(dir, '-czPf', join(scratch, 'escaper.tgz'), '.', '../outside.txt');
    refused(join(scratch, 'escaper.tgz'), 'escaper', /escaper\.tgz holds a path outside its folder \(\.\.\/outside\.txt\); nothing was added/);
    spawnSync('ln', ['-s', '/etc/passwd', join(dir, 'web', 'passwd')]);
    tar(scratch, '-czf', join(scratch, 'linker.tgz'), 'escaper');
    refused(join(scratch, 'linker.tgz'), 'escaper', /linker\.tgz holds a link or device \(escaper\/web\/passwd\)/);
  });

  it('refuses a manifest that does not validate, a taken id, another kernel or SDK', async () => {
    refused(await plugin('kindless', (m) => delete m.kind), 'kindless', /kindless\/plugin\.json is not a valid plugin manifest: /);
    // a plugin written for the kernel before this one
    const older = KERNEL_MAJOR - 1;
    refused(await plugin('old-kernel', (m) => (m.kernel = `^${older}`)), 'old-kernel', new RegExp(`old-kernel/plugin\\.json: written for kernel \\^${older}, this kernel is ${KERNEL_MAJOR}$`, 'm'));
    // and one written for an SDK after this site's
    const newer = SDK_MAJOR + 1;
    refused(await plugin('new-sdk', (m) => (m.sdk = `^${newer}`)), 'new-sdk', new RegExp(`new-sdk/plugin\\.json: written for SDK \\^${newer}, this site's SDK is ${SDK_MAJOR}$`, 'm'));
    const taken = join(scratch, 'taken');
    await mkdir(taken);
    await cp(await plugin('questions'), join(taken, 'questions'), { recursive: true });
    refused(join(taken, 'questions'), 'questions', /^quorum: plugin questions is already installed \(.*plugins\/questions\)$/m);
  });

  it('refuses migrations its manifest does not declare, and a privileged capability its operator does not grant', async () => {
    const tableless = await plugin('tableless');
    await mkdir(join(tableless, 'migrations'));
    await writeFile(join(tableless, 'migrations', '001_notes.ts'), "export async function up(): Promise<void> {}\n");
    refused(tableless, 'tableless', /^quorum: plugin "tableless" has migrations\/ but its plugin\.json does not declare the capability "tables"$/m);

    const signer = await plugin('signer', (m) => (m.capabilities = ['routes', 'web', 'sign-in']));
    const entry = join(signer, 'server', 'index.ts');
    // register() reaches for what the capability lends: granted, it starts; otherwise it would be quarantined
    await writeFile(entry, readFileSync(entry, 'utf8').replace('register(ctx) {', 'register(ctx) {\n    void ctx.credentials;'));
    refused(signer, 'signer', /^quorum: plugin signer asks for sign-in \(a privileged capability\); add it with --grant sign-in if you trust it with that$/m);
    const granted = quorum(home, 'plugin', 'add', signer, '--grant', 'sign-in');
    expect(granted.stderr).toBe('');
    expect(granted.stdout).toMatch(/^Added signer 0\.1\.0 in .* \(enabled\)/);
    const grants = () => JSON.parse(readFileSync(join(home, 'plugins', 'grants.json'), 'utf8')) as Record<string, string[]>;
    expect(grants().signer).toEqual(['sign-in']);
    expect(quorum(home, 'plugin', 'add', signer, '--grant', 'everything').stderr).toBe('quorum: --grant takes sign-in, accounts, site, plugins, storage; not everything\n');
    expect(quorum(home, 'plugin', 'remove', 'signer').status).toBe(0);
    expect(grants()).not.toHaveProperty('signer');
  });

  it("adds an npm pack archive (one top folder, `package/`), its web half built beside it", async () => {
    const dir = await plugin('packed');
    const packing = join(scratch, 'packing');
    await cp(dir, join(packing, 'package'), { recursive: true });
    tar(packing, '-czf', join(scratch, 'packed-0.1.0.tgz'), 'package');
    const result = quorum(home, 'plugin', 'add', join(scratch, 'packed-0.1.0.tgz'));
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Added packed 0\.1\.0 in .*plugins\/packed \(enabled\)/);
    const { entry } = JSON.parse(readFileSync(join(home, 'plugins', 'packed', 'web-dist', 'entry.json'), 'utf8')) as { entry: string };
    const module = readFileSync(join(home, 'plugins', 'packed', 'web-dist', entry), 'utf8');
    // the shell's copies, never a bundled React
    expect(module).toContain('__quorumShared');
    expect(module).not.toMatch(/react\.production|__SECRET_INTERNALS|ReactCurrentDispatcher/);
    expect(existsSync(join(home, 'plugins', 'packed', 'web-dist', `${entry}.br`))).toBe(true);
  });

  it('removes a plugin keeping its tables, or dropping them through its down steps; refuses to drop without a down step', async () => {
    const migration = (table: string, down: boolean) => `import type { Knex } from 'knex';

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('${table}', (t) => {
    t.string('id', 20).primary();
  });
}
${down ? `\nexport async function down(db: Knex): Promise<void> {\n  await db.schema.dropTable('${table}');\n}\n` : ''}`;
    const tables = (...names: string[]) => withSite(home, async (k) => Promise.all(names.map((n) => k.db.schema.hasTable(n))));
    for (const [id, down] of [['keeper', true], ['dropper', true], ['stuck', false]] as const) {
      const dir = await plugin(id, (m) => (m.capabilities = ['tables', 'routes', 'web']));
      await mkdir(join(dir, 'migrations'));
      await writeFile(join(dir, 'migrations', '001_notes.ts'), migration(`${id.replace('-', '_')}_note`, down));
      expect(quorum(home, 'plugin', 'add', dir).stderr).toBe('');
    }
    expect(await tables('keeper_note', 'dropper_note', 'stuck_note')).toEqual([true, true, true]);

    // nobody at a terminal to ask: the tables stay
    expect(quorum(home, 'plugin', 'remove', 'keeper').stdout).toMatch(/^Removed keeper \(.*\); its tables and data stay in the database\.\n$/);
    expect(quorum(home, 'plugin', 'remove', 'dropper', '--drop-tables').stdout).toMatch(/^Removed dropper \(.*\) and dropped its tables \(1 migration\(s\) undone\)\.\n$/);
    const stuck = quorum(home, 'plugin', 'remove', 'stuck', '--drop-tables');
    expect(stuck.stderr).toBe("quorum: migration stuck/001_notes has no down step, so stuck's tables cannot be dropped; stuck is disabled and its folder kept\n");
    expect(existsSync(join(home, 'plugins', 'stuck'))).toBe(true);
    expect(existsSync(join(home, 'plugins', 'dropper'))).toBe(false);
    expect(await tables('keeper_note', 'dropper_note', 'stuck_note')).toEqual([true, false, true]);
    // dropped means forgotten: adding it again creates its table anew
    expect(quorum(home, 'plugin', 'add', join(scratch, 'dropper')).stdout).toMatch(/applied 1 migration\(s\)\.\n$/);
    expect(await tables('dropper_note')).toEqual([true]);
  });
});
