/**
 * `npx tsx tests/perf/write-cost.ts`: what one write of each kind the mixed load sends (ask,
 * answer, vote, comment) costs the server, one at a time: SQL statements (knex's query events,
 * after-commit work included) and main-thread CPU, on a SQLite site of WRITE_COST_QUESTIONS
 * generated questions (default 5,000) with every plugin a fresh install enables except
 * captcha-basic, as the bench serves it. The server runs in this process, so CPU is the
 * process's (process.cpuUsage; the client's fetch is in it, the same for every kind and run).
 * WRITE_COST_N writes of each kind (default 300) after WRITE_COST_WARMUP (default 100).
 * CPU figures compare runs of one machine state back to back; statement counts are exact.
 * WRITE_COST_KINDS=ask,vote measures only those; WRITE_COST_WITHOUT=a,b leaves those plugins out. WRITE_COST_PROFILE=dir writes a V8 CPU profile of each kind's measured writes there
 * (<kind>.cpuprofile) and prints where it went (cpu-profile-summary.ts). WRITE_COST_SQL=1 prints the SQL one write of each kind ran (after warm-up,
 * after-commit work included), to see which statements a change removes. A measurement, never a test.
 */
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import { keptProfile } from './cpu-profile-summary.ts';
import { builtInPlugins } from '../support/built-in-plugins.ts';
import { startTestServer } from '../support/test-server.ts';
import { seededRandom } from '../support/seeded-random.ts';
import { seedSite } from './seed-data.ts';
import { mixedTargets, signInMembers } from './mixed-load.ts';

const QUESTIONS = Number(process.env.WRITE_COST_QUESTIONS ?? 5000);
const N = Number(process.env.WRITE_COST_N ?? 300);
const WARMUP = Number(process.env.WRITE_COST_WARMUP ?? 100);
const PROFILE_DIR = process.env.WRITE_COST_PROFILE ?? '';
const PRINT_SQL = process.env.WRITE_COST_SQL === '1';
/** The kinds measured (comma-separated), all by default. */
const KINDS = (process.env.WRITE_COST_KINDS ?? '').split(',').filter(Boolean);
/** Plugins left out (comma-separated), to see what each one's work costs a write. */
const WITHOUT = new Set(['captcha-basic', ...(process.env.WRITE_COST_WITHOUT ?? '').split(',').filter(Boolean)]);

const server = await startTestServer({ plugins: builtInPlugins().filter((id) => !WITHOUT.has(id)) });
const { kernel } = server;
const seeded = await seedSite(kernel.db, { questions: QUESTIONS });
const members = await signInMembers(kernel, 200);
const { questions, answers } = await mixedTargets(kernel.db);
const random = seededRandom(13);
const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
let asked = 0;

const kinds: Record<string, () => { path: string; body: object }> = {
  ask: () => ({ path: '/question', body: { title: `Write cost question number ${(asked += 1)} about ${pick(['caching', 'indexes', 'proxies'])}`, content: 'A body long enough to pass the rules.', tags: [{ slug_name: seeded.topTag }, { slug_name: `mixed-${asked % 50}` }] } }),
  answer: () => ({ path: '/answer', body: { question_id: pick(questions), content: 'An answer long enough to pass the rules.' } }),
  vote: () => ({ path: random() < 0.5 ? '/vote/up' : '/vote/down', body: { object_id: random() < 0.5 ? pick(questions) : pick(answers) } }),
  comment: () => ({ path: '/comment', body: { object_id: pick(questions), original_text: 'A comment long enough to pass.' } }),
};

let statements = 0;
/** The SQL of the write being printed (WRITE_COST_SQL), undefined while none is. */
let printed: string[] | undefined;
kernel.db.on('query', (q: { sql: string }) => {
  statements += 1;
  printed?.push(q.sql);
});

async function write(kind: string): Promise<void> {
  const { path, body } = kinds[kind]!();
  const member = pick(members);
  const res = await fetch(`${server.url}/answer/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: member.token, 'x-forwarded-for': member.ip }, body: JSON.stringify(body) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${kind} answered ${res.status}: ${text}`);
}

/** After-commit work still running: statements keep coming. */
async function settled(): Promise<void> {
  for (let last = -1; last !== statements; ) {
    last = statements;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const inspector = new Session();
inspector.connect();
/** Each kind's profile summary, printed after the table. */
const summaries: string[] = [];
await inspector.post('Profiler.enable');
process.stdout.write(`| kind | statements / write | CPU ms / write | wall ms / write |\n|---|---|---|---|\n`);
for (const kind of Object.keys(kinds).filter((k) => KINDS.length === 0 || KINDS.includes(k))) {
  for (let i = 0; i < WARMUP; i += 1) await write(kind);
  await settled();
  if (PRINT_SQL) {
    printed = [];
    await write(kind);
    await settled();
    process.stdout.write(`\n${kind}: ${printed.length} statements\n${printed.map((sql) => `  ${sql}`).join('\n')}\n\n`);
    printed = undefined;
  }
  if (PROFILE_DIR) await inspector.post('Profiler.start');
  const before = { statements, cpu: process.cpuUsage(), wall: performance.now() };
  for (let i = 0; i < N; i += 1) await write(kind);
  const wall = performance.now() - before.wall;
  await settled();
  const cpu = process.cpuUsage(before.cpu);
  if (PROFILE_DIR) summaries.push(await keptProfile(inspector, PROFILE_DIR, kind));
  process.stdout.write(`| ${kind} | ${((statements - before.statements) / N).toFixed(1)} | ${((cpu.user + cpu.system) / 1000 / N).toFixed(2)} | ${(wall / N).toFixed(2)} |\n`);
}
process.stdout.write(summaries.join(''));
await server.close();
