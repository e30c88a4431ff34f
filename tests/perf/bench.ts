/**
 * `npm run bench`: boots a site on a temporary SQLite file (and MariaDB when reachable),
 * fills it with generated members, and measures the hot API paths with autocannon.
 * Prints a Markdown table to paste into docs/perf.md. Timings never gate tests.
 *
 * BENCH_ONLY=text measures only the calls whose title contains `text`; BENCH_CPU_PROFILE=dir
 * writes a V8 CPU profile of each measured call there (open it in Chrome DevTools), so the
 * profile holds the requests and not the data generation. BENCH_BODY=long asks questions with
 * ~1 KB bodies (paragraphs, a list, a code block) instead of one short line.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { pino } from 'pino';
import { Kernel } from '../../kernel/kernel.ts';
import { hashPassword } from '../../kernel/auth/password-hasher.ts';
import type { DatabaseConfig } from '../../kernel/db/storage-engine.ts';
import { DEFAULT_RATE_LIMITS } from '../../kernel/guards/rate-limit.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 5000);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ONLY = process.env.BENCH_ONLY ?? '';
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE ?? '';
const LONG_BODY = process.env.BENCH_BODY === 'long';

function questionBody(i: number): string {
  if (!LONG_BODY) return `Body **${i}** with $x^2$ and some text to render.`;
  const para = `Question ${i}: the **reverse proxy** serves \`/answer\` from a sub-path, but the [docs](https://example.com/docs) do not say which header to set, and $x^2$ renders fine. `;
  return [para.repeat(2), '- first thing tried\n- second thing tried', '```js\nconst proxy = createProxy({ prefix: "/answer" });\nproxy.listen(8080);\n```', para.repeat(3)].join('\n\n');
}

async function generateMembers(kernel: Kernel, count: number): Promise<void> {
  const pass = await hashPassword('bench-password');
  const now = kernel.clock.now();
  for (let i = 0; i < count; i += 500) {
    const rows = Array.from({ length: Math.min(500, count - i) }, (_, j) => ({
      username: `bench${i + j}`, e_mail: `bench${i + j}@bench.test`, pass, display_name: `Bench ${i + j}`,
      mail_status: 1, role_id: 1, avatar: '', bio: '', bio_html: '', created_at: now, updated_at: now,
    }));
    await kernel.db('user').insert(rows);
  }
}

/** Asks questions through the API (markdown rendered, tags attached), one answer on each fifth. */
async function generateQuestions(base: string, token: string, count: number): Promise<string> {
  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${base}/answer/api/v1${path}`, { method, headers: { 'content-type': 'application/json', authorization: token }, body: JSON.stringify(body) });
    const json = (await res.json()) as { code: number; data: { id: string }; msg: string };
    if (json.code !== 200) throw new Error(`${path}: ${json.msg}`);
    return json.data;
  };
  let last = '';
  for (let i = 0; i < count; i++) {
    const tags = [{ slug_name: `tag${i % 25}`, display_name: `tag${i % 25}` }];
    last = (await call('POST', '/question', { title: `Generated question number ${i} about things`, content: questionBody(i), tags })).id;
    if (i % 5 === 0) await call('POST', '/answer', { question_id: last, content: `An answer to question ${i}, long enough.` });
  }
  return last;
}

async function profiled<T>(name: string, run: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR) return run();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    await mkdir(PROFILE_DIR, { recursive: true });
    await writeFile(join(PROFILE_DIR, `${name.replace(/[^\w]+/g, '-')}.cpuprofile`), JSON.stringify(profile));
  }
}

async function measure(engine: string, url: string, title: string, opts: Partial<autocannon.Options> = {}) {
  if (!title.includes(ONLY)) return undefined;
  const result = await profiled(`${engine} ${title}`, () => autocannon({ url, connections: 20, duration: SECONDS, ...opts }));
  return { title, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function benchEngine(database: DatabaseConfig) {
  const home = await mkdtemp(join(tmpdir(), 'quorum-bench-'));
  const unlimited = Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((a) => [a, { limit: 1e9, windowSeconds: 60 }]));
  const kernel = new Kernel({
    home, logger: pino({ level: 'silent' }), webDist: false, rateLimits: unlimited,
    plugins: ['storage-sqlite', 'storage-mysql', 'install', 'markdown', 'tags', 'questions', 'votes', 'comments'],
  });
  await kernel.boot();
  await kernel.installer.writeConfigFile(database);
  await kernel.installer.baseInfo({ lang: 'en_US', site_name: 'Bench', site_url: 'http://bench.test', contact_email: 'b@bench.test', name: 'admin', email: 'admin@bench.test', password: 'bench-password' });
  await generateMembers(kernel, MEMBERS);
  const port = await kernel.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/answer/api/v1/user/login/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ e_mail: 'admin@bench.test', pass: 'bench-password' }) });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const questionId = await generateQuestions(base, token, QUESTIONS);
  const on = database.engine;
  const rows = [
    await measure(on, `${base}/answer/api/v1/question/page?order=active&page=3`, `GET question/page active (${QUESTIONS} questions)`),
    await measure(on, `${base}/answer/api/v1/question/page?order=frequent&page_size=6`, 'GET question/page hot card'),
    await measure(on, `${base}/answer/api/v1/question/info?id=${questionId}`, 'GET question/info (counts a view)'),
    await measure(on, `${base}/answer/api/v1/answer/page?question_id=${questionId}`, 'GET answer/page'),
    await measure(on, `${base}/answer/api/v1/siteinfo`, 'GET siteinfo (visitor)'),
    await measure(on, `${base}/answer/api/v1/user/info`, 'GET user/info (token → session → user)', { headers: { authorization: token } }),
    await measure(on, `${base}/answer/admin/api/users/page?page=5&page_size=20`, `GET admin users/page (${MEMBERS} members)`, { headers: { authorization: token } }),
    await measure(on, `${base}/answer/admin/api/users/page?query=bench42&page_size=20`, 'GET admin users/page search', { headers: { authorization: token } }),
  ].filter((r) => r !== undefined);
  await kernel.close();
  await rm(home, { recursive: true, force: true });
  if (database.engine === 'mysql') {
    const { default: knex } = await import('knex');
    const admin = knex({ client: 'mysql2', connection: { host: '127.0.0.1', user: 'root', password: '' } });
    await admin.raw(`DROP DATABASE IF EXISTS \`${database.name}\``);
    await admin.destroy();
  }
  return rows;
}

const engines: DatabaseConfig[] = [{ engine: 'sqlite', file: 'bench.db' }];
if (process.env.BENCH_MYSQL !== '0') engines.push({ engine: 'mysql', host: '127.0.0.1', port: 3306, user: 'root', password: '', name: `quorum_bench_${process.pid}` });
process.stdout.write(`| engine | call | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|---|\n`);
for (const database of engines) {
  try {
    for (const r of await benchEngine(database)) process.stdout.write(`| ${database.engine} | ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |\n`);
  } catch (err) {
    process.stdout.write(`| ${database.engine} | not measured: ${(err as Error).message.split('\n')[0]} | | | | |\n`);
  }
}
