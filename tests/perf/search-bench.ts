/**
 * `npx tsx tests/perf/search-bench.ts`: search on a generated site of BENCH_POSTS questions
 * (default 1,000,000) on SQLite and on MariaDB when reachable (BENCH_MYSQL=0 skips it).
 * Questions are written straight into the table (the API would take hours) with Zipf-distributed
 * words, then `search.reindex` builds the index, timed. Measured, one request at a time from a
 * client in this process: the first page of a common, a medium and a rare word, a tag filter and
 * a phrase (p50/p95 of BENCH_SEARCHES requests each); then asking questions through the API with
 * search-sql enabled and disabled, to see what indexing costs writes. Prints Markdown for
 * docs/perf.md; timings never gate tests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { Kernel } from '../../kernel/kernel.ts';
import { MaintenanceTaskPoint } from '../../kernel/ports/maintenance.ts';
import type { DatabaseConfig } from '../../kernel/db/storage-engine.ts';
import type { RateLimit } from '../../kernel/guards/rate-limit.ts';
import { fillListTotals } from '../../plugins/questions/server/questions/list-totals.ts';
import { quantile, tenths } from './quantile.ts';
import { seededRandom } from '../support/seeded-random.ts';
import { siteInstaller } from '../support/site-installer.ts';

const POSTS = Number(process.env.BENCH_POSTS ?? 1_000_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 200);
const WRITES = Number(process.env.BENCH_WRITES ?? 200);
/** Write rounds, each one with search-sql on and one off. */
const WRITE_ROUNDS = Number(process.env.BENCH_WRITE_ROUNDS ?? 3);
const VOCABULARY = 20_000;
const TAGS = 50;
/** BENCH_KEEP=1 leaves the SQLite site in place (its path is printed) to look at query plans. */
const KEEP = process.env.BENCH_KEEP === '1';
/** BENCH_REUSE=<home> measures a kept SQLite site again, without writing or indexing it. */
const REUSE = process.env.BENCH_REUSE ?? '';
/** BENCH_REUSE_MYSQL=<home> likewise for a kept MariaDB site (BENCH_KEEP=1 keeps both engines' sites). */
const REUSE_MYSQL = process.env.BENCH_REUSE_MYSQL ?? '';

/** Pseudo-words that Porter leaves alone (consonant endings, no English suffixes). */
function word(rank: number): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let out = 'k';
  for (let n = rank; n > 0; n = Math.floor(n / letters.length)) out += letters[n % letters.length];
  return `${out}o${letters[rank % letters.length]}`;
}

/** Zipf (s = 1) sampling over the vocabulary by a cumulative table and binary search. */
const cumulative = (() => {
  const weights = Array.from({ length: VOCABULARY }, (_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  let sum = 0;
  return weights.map((w) => (sum += w / total));
})();
/**
 * Seeded, and seeded again before each engine's site is written, so every run and every engine
 * gets the same posts (one stream for both engines gave MariaDB different text than SQLite).
 */
const SEED = 42;
let random = seededRandom(SEED);
function sample(): number {
  const x = random();
  let lo = 0;
  let hi = VOCABULARY - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo + 1;
}
const text = (n: number) => Array.from({ length: n }, () => word(sample())).join(' ');

async function generate(kernel: Kernel, adminId: string): Promise<void> {
  const db = kernel.db;
  const now = kernel.clock.now();
  const tagIds: string[] = [];
  for (let t = 0; t < TAGS; t += 1) {
    const id = `1003${String(t + 1).padStart(13, '0')}`;
    await db('tag').insert({ id, slug_name: `tag${t}`, display_name: `tag${t}`, original_text: '', parsed_text: '', created_at: now, updated_at: now });
    tagIds.push(id);
  }
  const batch = 200;
  for (let i = 0; i < POSTS; i += batch) {
    const rows: Record<string, unknown>[] = [];
    const links: Record<string, unknown>[] = [];
    for (let j = i; j < Math.min(POSTS, i + batch); j += 1) {
      const id = `1001${String(j + 1_000_000).padStart(13, '0')}`;
      // A fixed phrase in one question of 50, so the phrase query has work to do.
      const body = `${text(40)}${j % 50 === 0 ? ` ${word(7)} ${word(300)}` : ''}`;
      rows.push({ id, user_id: adminId, title: text(7), original_text: body, parsed_text: `<p>${body}</p>`, description: body.slice(0, 200), operator_id: adminId, created_at: now - (POSTS - j), updated_at: now, post_update_time: now - (POSTS - j) });
      links.push({ object_id: id, tag_id: tagIds[j % TAGS]!, status: 1, created_at: now });
    }
    await db.transaction(async (trx) => {
      await trx('question').insert(rows);
      await trx('tag_rel').insert(links);
    });
    if (i % 100_000 === 0) process.stderr.write(`generated ${i}/${POSTS}\n`);
  }
  // Written past the questions repository, which keeps the list totals.
  await fillListTotals(db);
}

async function latency(url: string): Promise<{ p50: number; p95: number; count: number }> {
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < SEARCHES; i += 1) {
    const start = performance.now();
    const res = (await (await fetch(url)).json()) as { code: number; data: { count: number } };
    times.push(performance.now() - start);
    if (res.code !== 200) throw new Error(`${url}: ${JSON.stringify(res)}`);
    count = res.data.count;
  }
  return { p50: tenths(quantile(times, 0.5)), p95: tenths(quantile(times, 0.95)), count };
}

/**
 * Asks WRITES questions through the API, four at a time; questions per second. Each client
 * asks under its own tag, so asks under one tag queueing for its row (tags lock it while their
 * links change) are not what this measures.
 */
async function writes(base: string, token: string, label: string): Promise<number> {
  const start = performance.now();
  let next = 0;
  const worker = async (client: number) => {
    while (next < WRITES) {
      const i = next++;
      const res = await fetch(`${base}/answer/api/v1/question`, {
        method: 'POST', headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ title: `${label} question ${i} ${text(5)}`, content: `${text(40)} long enough`, tags: [{ slug_name: `tag${client + 1}` }] }),
      });
      const json = (await res.json()) as { code: number; msg: string };
      if (json.code !== 200) throw new Error(`ask: ${json.msg}`);
    }
  };
  await Promise.all([0, 1, 2, 3].map(worker));
  return Math.round((WRITES / (performance.now() - start)) * 1000);
}

async function fill(kernel: Kernel, database: DatabaseConfig, lines: string[]): Promise<void> {
  random = seededRandom(SEED);
  const installer = siteInstaller(kernel);
  await installer.writeConfigFile(database);
  await installer.baseInfo({ lang: 'en_US', site_name: 'Bench', site_url: 'http://bench.test', contact_email: 'b@bench.test', name: 'admin', email: 'admin@bench.test', password: 'bench-password' });
  const admin = (await kernel.db('user').where({ username: 'admin' }).first('id')) as { id: number | string };
  let start = performance.now();
  await generate(kernel, String(admin.id));
  const generated = (performance.now() - start) / 1000;
  const task = kernel.host.extensions.all(MaintenanceTaskPoint).find((t) => t.name === 'search.reindex')!;
  start = performance.now();
  await task.run(() => undefined);
  const indexed = (performance.now() - start) / 1000;
  lines.push(`| ${database.engine} | rows written in ${Math.round(generated)} s; \`search.reindex\` of ${POSTS.toLocaleString('en')} questions | ${Math.round(indexed)} s (${Math.round(POSTS / indexed)} questions/s) | | |`);
}

async function benchEngine(database: DatabaseConfig): Promise<string[]> {
  const reuse = database.engine === 'sqlite' ? REUSE !== '' : REUSE_MYSQL !== '';
  const home = reuse ? (database.engine === 'sqlite' ? REUSE : REUSE_MYSQL) : await mkdtemp(join(tmpdir(), 'quorum-search-bench-'));
  const unlimited = (limits: Record<string, RateLimit>) => Object.fromEntries(Object.keys(limits).map((a) => [a, { limit: 1e9, windowSeconds: 60 }]));
  const kernel = new Kernel({
    home, logger: pino({ level: 'silent' }), webDist: false, rateLimits: unlimited,
    plugins: ['storage-sqlite', 'storage-mysql', 'storage-postgres', 'install', 'markdown', 'tags', 'questions', 'search', 'search-sql'],
  });
  const lines: string[] = [];
  try {
    await kernel.boot();
    if (!reuse) await fill(kernel, database, lines);
    const port = await kernel.listen(0, '127.0.0.1');
    const base = `http://127.0.0.1:${port}`;
    const search = (q: string) => `${base}/answer/api/v1/search?q=${encodeURIComponent(q)}&size=20`;
    const queries: [string, string][] = [
      ['common word', word(1)], ['medium word', word(100)], ['rare word', word(10_000)],
      ['tag filter', '[tag7]'], ['tag filter and a word', `[tag7] ${word(100)}`], ['phrase', `"${word(7)} ${word(300)}"`],
      ['two words', `${word(3)} ${word(60)}`],
    ];
    for (const [label, q] of queries) {
      const r = await latency(search(q));
      lines.push(`| ${database.engine} | ${label} \`${q}\` | ${r.count.toLocaleString('en')} | ${r.p50} | ${r.p95} |`);
    }

    if (WRITES === 0) return lines;
    const login = await fetch(`${base}/answer/api/v1/user/login/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ e_mail: 'admin@bench.test', pass: 'bench-password' }) });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    // Rounds alternate on and off, so a shared machine's drift falls on both sides alike.
    const on: number[] = [];
    const off: number[] = [];
    for (let round = 0; round < WRITE_ROUNDS; round += 1) {
      on.push(await writes(base, token, `indexed${round}`));
      await kernel.host.setEnabled(kernel.db, 'search-sql', false, kernel.clock.now());
      off.push(await writes(base, token, `plain${round}`));
      await kernel.host.setEnabled(kernel.db, 'search-sql', true, kernel.clock.now());
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const cost = Math.round((1 - median(on) / median(off)) * 100);
    lines.push(`| ${database.engine} | asking through the API, 4 at a time, ${WRITES} per round: questions/s with search-sql on / off, rounds ${on.map((x, i) => `${x}/${off[i]}`).join(', ')} | median ${median(on)} / ${median(off)} (${cost}% fewer) | | |`);
  } finally {
    await kernel.close();
    if (reuse || KEEP) process.stderr.write(`kept ${database.engine} site ${home}\n`);
    else await rm(home, { recursive: true, force: true });
    if (database.engine === 'mysql' && !reuse && !KEEP) {
      const { default: knex } = await import('knex');
      const root = knex({ client: 'mysql2', connection: { host: '127.0.0.1', user: 'root', password: '' } });
      await root.raw(`DROP DATABASE IF EXISTS \`${database.name}\``);
      await root.destroy();
    }
  }
  return lines;
}

const engines: DatabaseConfig[] = [];
if (process.env.BENCH_SQLITE !== '0') engines.push({ engine: 'sqlite', file: 'bench.db' });
if (process.env.BENCH_MYSQL !== '0') engines.push({ engine: 'mysql', host: '127.0.0.1', port: 3306, user: 'root', password: '', name: `quorum_sbench_${process.pid}` });
process.stdout.write('| engine | query | hits | p50 ms | p95 ms |\n|---|---|---|---|---|\n');
for (const database of engines) {
  try {
    for (const line of await benchEngine(database)) process.stdout.write(`${line}\n`);
  } catch (err) {
    process.stdout.write(`| ${database.engine} | not measured: ${(err as Error).message.split('\n')[0]} | | | |\n`);
  }
}
