import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropTestDatabase, testDatabase, testEngines, type Engine } from '../tests/support/test-server.ts';
import type { DatabaseConfig } from '../kernel/db/storage-engine.ts';
import { initFlags, quorum, withSite } from './spawn-quorum.ts';

const homes: string[] = [];
const serverDatabases: DatabaseConfig[] = [];

/** Installs a site on `engine` through the CLI; MariaDB and PostgreSQL sites get their own database. */
async function installSite(engine: Engine): Promise<string> {
  const home = await mkdtemp(join(tmpdir(), `quorum-cli-dump-${engine}-`));
  homes.push(home);
  const db = ['--db', engine];
  if (engine !== 'sqlite') {
    const database = testDatabase(engine);
    serverDatabases.push(database);
    db.push('--db-name', database.name!);
  }
  const res = quorum(home, ...initFlags(...db));
  expect(res.stderr).toBe('');
  return home;
}

/** Members with text that tests quoting and Unicode, more than one batch of them. */
async function seed(home: string, count: number): Promise<void> {
  await withSite(home, async (k) => {
    const now = k.clock.now();
    const rows = Array.from({ length: count }, (_, i) => ({
      username: `member${i}`, e_mail: `member${i}@cli.test`, pass: '', display_name: `Mémber "${i}" — 成员`, mail_status: 1, role_id: 1,
      avatar: '', bio: `line one\nline 'two' \\ ${i}`, bio_html: `<p>${i}</p>`, created_at: now, updated_at: now,
    }));
    await k.db.batchInsert('user', rows, 200);
    // A search document: PostgreSQL derives a column of it (its tsvector), which a dump leaves out.
    await k.db('search_doc').insert({
      object_id: '10010000000000001', object_type: 1, question_id: '10010000000000001', user_id: '1', title_terms: 'dump restor',
      body_terms: 'everi row', tag_terms: '', created_at: now, active_at: now, vote_count: 0, view_count: 0, answer_count: 0, accepted: 0, hidden: 0,
    });
    await k.host.setEnabled(k.db, 'uploads-local', false, now, k.config?.database.engine);
  });
}

/** A dump's rows per table, in a canonical order so dumps from different engines compare. */
async function readDump(file: string): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const line of (await readFile(file, 'utf8')).trim().split('\n').slice(1, -1)) {
    const chunk = JSON.parse(line) as { table: string; rows: Record<string, unknown>[] };
    const canonical = chunk.rows.map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).sort(([a], [b]) => a.localeCompare(b)))));
    (tables[chunk.table] ??= []).push(...canonical);
  }
  for (const rows of Object.values(tables)) rows.sort();
  return tables;
}

afterAll(async () => {
  await Promise.all(homes.map((home) => rm(home, { recursive: true, force: true })));
  for (const database of serverDatabases) await dropTestDatabase(database);
});

const engines = testEngines();
const directions = engines.flatMap((from) => engines.map((to) => [from, to] as const));

describe.each(directions)('quorum dump on %s, restore on %s', { timeout: 240_000 }, (from, to) => {
  it('carries every row of every table across, batched', async () => {
    const [source, target] = await Promise.all([installSite(from), installSite(to)]);
    await seed(source, 1234);
    const file = join(source, 'site.jsonl');
    const dumped = quorum(source, 'dump', file);
    expect(dumped.stderr).toBe('');
    expect(dumped.stdout).toMatch(/^Dumped \d+ row\(s\) of \d+ tables to .*site\.jsonl\n$/);
    const restored = quorum(target, 'restore', '--force', file);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toContain(`(taken on ${from})`);
    const again = join(target, 'again.jsonl');
    expect(quorum(target, 'dump', again).status).toBe(0);
    const [before, after] = await Promise.all([readDump(file), readDump(again)]);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after).toEqual(before);
    expect(before.user).toHaveLength(1235);
    expect(Object.keys(JSON.parse(before.search_doc![0]!) as object)).not.toContain('terms');
    expect(before.quorum_migration!.length).toBeGreaterThan(0);
    // The restored site boots, with the source's members and plugin states.
    expect(quorum(target, 'check').status).toBe(0);
    await withSite(target, async (k) => {
      expect((await k.users.byUsername('member1233'))?.display_name).toBe('Mémber "1233" — 成员');
      expect(k.host.get('uploads-local')?.status).toBe('disabled');
      // PostgreSQL plans from statistics: a restore gathers them, or the first pages plan for empty tables
      if (to === 'postgres') {
        const { rows } = (await k.db.raw("select reltuples from pg_class where relname = 'user'")) as { rows: { reltuples: number }[] };
        expect(rows[0]!.reltuples).toBe(1235);
        const made = (await k.db.raw("select terms::text as terms from search_doc")) as { rows: { terms: string }[] };
        expect(made.rows).toEqual([{ terms: "'dump':1A 'everi':3B 'restor':2A 'row':4B" }]);
      }
    });
  });
});

describe.each(engines)('quorum dump | restore refusals on %s', { timeout: 240_000 }, (engine) => {
  let home: string;
  let dump: string;
  let lines: string[];
  beforeAll(async () => {
    home = await installSite(engine);
    const res = quorum(home, 'dump');
    expect(res.status).toBe(0);
    const [name] = await readdir(join(home, 'dumps'));
    expect(name).toMatch(/^quorum-\d{8}-\d{6}\.jsonl$/);
    dump = join(home, 'dumps', name!);
    lines = (await readFile(dump, 'utf8')).trim().split('\n');
    // Something the dump does not hold, to show a failed restore leaves the site as it was.
    expect(quorum(home, 'user', 'create', '-u', 'keeper', '-e', 'keeper@cli.test', '-p', 'keeper-pass-1').status).toBe(0);
  });

  const variant = async (name: string, content: string[]) => {
    const file = join(home, name);
    await writeFile(file, `${content.join('\n')}\n`);
    return file;
  };
  const refuses = async (args: string[], line: string | RegExp) => {
    const res = quorum(home, ...args);
    expect(res.status).toBe(1);
    expect(res.stdout).toBe('');
    if (typeof line === 'string') expect(res.stderr).toBe(`quorum: ${line}\n`);
    else expect(res.stderr).toMatch(line);
    expect(res.stderr.split('\n')).toHaveLength(2);
    expect(await withSite(home, (k) => k.users.byUsername('keeper'))).toBeDefined();
  };

  it('documents --force and the rules in --help', () => {
    const help = quorum(home, 'restore', '--help');
    expect(help.stdout).toContain('--force');
    expect(help.stdout).toContain('same Quorum version and plugins');
    expect(quorum(home, 'dump', '--help').stdout).toContain('QUORUM_HOME/dumps/quorum-<UTC time>.jsonl');
  });

  it('will not replace a site that holds data without --force', async () => {
    await refuses(['restore', dump], /^quorum: the site in .* holds \d+ row\(s\); restore replaces all of them: run it again with --force\n$/);
  });

  it('refuses a damaged, cut-off, foreign or missing file in one line and changes nothing', async () => {
    const user = lines.findIndex((l) => l.startsWith('{"table":"user"'));
    await refuses(['restore', '--force', await variant('garbled.jsonl', [...lines.slice(0, user), '{"table":"user","rows":[{"id":', ...lines.slice(user + 1)])],
      new RegExp(`^quorum: .*garbled\\.jsonl:${user + 1}: not a JSON line; the dump is damaged\\n$`));
    await refuses(['restore', '--force', await variant('cut.jsonl', lines.slice(0, -1))], /^quorum: .*cut\.jsonl ends early \(line \d+\): the dump is incomplete\n$/);
    await refuses(['restore', '--force', await variant('short.jsonl', [...lines.slice(0, user), ...lines.slice(user + 1)])], /^quorum: .*short\.jsonl: row counts differ from its header: user \(0 of 1\); the dump is damaged\n$/);
    await refuses(['restore', '--force', await variant('other.json', ['{"hello":"world"}'])], /^quorum: .*other\.json:1: not a Quorum dump \(no "format": "quorum-dump" header\)\n$/);
    await refuses(['restore', '--force', await variant('empty.jsonl', [])], /^quorum: .*empty\.jsonl:1: not a JSON line; the dump is damaged\n$/);
    await refuses(['restore', '--force', join(home, 'nope.jsonl')], /^quorum: cannot read .*nope\.jsonl: ENOENT/);
  });

  it('refuses rows the database rejects, and dumps of another schema', async () => {
    const badRow = lines.map((l) => (l.startsWith('{"table":"user"') ? l.replace('"username":', '"no_such_column":1,"username":') : l));
    await refuses(['restore', '--force', await variant('bad-row.jsonl', badRow)], /^quorum: .*bad-row\.jsonl:\d+: user: .*no_such_column/);
    const header = JSON.parse(lines[0]!) as { migrations: string[] };
    header.migrations.push('future/001_plan');
    await refuses(['restore', '--force', await variant('future.jsonl', [JSON.stringify(header), ...lines.slice(1)])],
      /^quorum: .*future\.jsonl was taken at another schema \(not applied here: future\/001_plan\); restore into a site with the same Quorum version and plugins\n$/);
  });

  it('never overwrites an existing dump file, and says in one line when it cannot write one', async () => {
    await refuses(['dump', dump], /^quorum: .* already exists; name another file\n$/);
    expect((await readFile(dump, 'utf8')).trim().split('\n')).toEqual(lines);
    await mkdir(join(home, 'blocked.jsonl.partial'));
    await refuses(['dump', join(home, 'blocked.jsonl')], /^quorum: EISDIR: .*blocked\.jsonl\.partial'\n$/);
  });

  it('restores with --force, dropping what the dump does not hold', async () => {
    expect(quorum(home, 'restore', '--force', dump).status).toBe(0);
    expect(await withSite(home, (k) => k.users.byUsername('keeper'))).toBeUndefined();
  });
});
