/**
 * `npx tsx tests/perf/read-cost.ts`: what one signed-in member's read of each kind the bench
 * measures costs the server, one at a time: SQL statements (knex's query events) and the
 * process's CPU, on a SQLite site of READ_COST_QUESTIONS generated questions (default 5,000) with
 * every plugin a fresh install enables, as the bench serves it. Members are given kept answers
 * where a route says how (`visitorCache.members`: the same answer, or their part laid over it),
 * after the first read drew it; the rest is drawn per member: the path issue 28 is about. The server runs in this process (its CPU includes the
 * client's fetch, the same for every kind and run). READ_COST_N reads of each kind (default 300)
 * after READ_COST_WARMUP (default 100), each as the next of 200 members from its own address.
 * `page` is the question page's server-rendered HTML with the session in its cookie, as a browser
 * asks for it (it needs the built web: `npm run build`). READ_COST_KINDS=list,info measures only those; READ_COST_PROFILE=dir writes a V8 CPU profile
 * of each kind's measured reads (<kind>.cpuprofile) and prints where it went (cpu-profile-summary.ts); READ_COST_SQL=1 prints one read's SQL.
 * A measurement, never a test: CPU figures compare runs of one machine state back to back.
 */
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { keptProfile } from './cpu-profile-summary.ts';
import { SERVER_BUNDLE_DIR, WEB_DIST } from '../e2e/support/server.ts';
import { builtInPlugins } from '../support/built-in-plugins.ts';
import { startTestServer } from '../support/test-server.ts';
import { seedSite } from './seed-data.ts';
import { signInMembers } from './mixed-load.ts';
import { memberHeaders } from './bench-member.ts';

const QUESTIONS = Number(process.env.READ_COST_QUESTIONS ?? 5000);
const N = Number(process.env.READ_COST_N ?? 300);
const WARMUP = Number(process.env.READ_COST_WARMUP ?? 100);
const PROFILE_DIR = process.env.READ_COST_PROFILE ?? '';
const PRINT_SQL = process.env.READ_COST_SQL === '1';
const KINDS = (process.env.READ_COST_KINDS ?? '').split(',').filter(Boolean);

// The built web (`npm run build`, or the bench's own build) for the `page` kind's server render.
const server = await startTestServer({ plugins: builtInPlugins().filter((id) => id !== 'captcha-basic'), webDist: WEB_DIST, serverBundle: join(SERVER_BUNDLE_DIR, 'entry-server.js') });
const { kernel } = server;
const seeded = await seedSite(kernel.db, { questions: QUESTIONS });
const members = await signInMembers(kernel, 200);
// The showcase's asker, whose profile the bench reads: a member with questions and answers of their own.
const asker = ((await (await fetch(`${server.url}/answer/api/v1/question/info?id=${seeded.showcaseId}`)).json()) as { data: { user_info: { username: string } } }).data.user_info.username;

const kinds: Record<string, string> = {
  list: '/question/page?page=1&page_size=20&order=newest',
  list50: '/question/page?page=50&page_size=20&order=newest',
  info: `/question/info?id=${seeded.showcaseId}`,
  answers: `/answer/page?question_id=${seeded.showcaseId}&page=1&page_size=10&order=default`,
  comments: `/comment/page?object_id=${seeded.showcaseId}&page=1&page_size=20`,
  tag: `/tag?name=${seeded.topTag}`,
  tagList: `/question/page?page=1&page_size=20&order=newest&tag=${seeded.topTag}`,
  userInfo: '/user/info',
  profileInfo: `/personal/user/info?username=${asker}`,
  profileTop: `/personal/qa/top?username=${asker}`,
  /** The question page's server-rendered HTML, as a browser asks for it: the session in its cookie. */
  page: `/questions/${seeded.showcaseId}`,
};
/** Kinds that are pages, not API calls. */
const PAGES = new Set(['page']);

let statements = 0;
let printed: string[] | undefined;
kernel.db.on('query', (q: { sql: string }) => {
  statements += 1;
  printed?.push(q.sql);
});

let next = 0;
async function read(kind: string): Promise<void> {
  const member = members[next++ % members.length]!;
  const url = PAGES.has(kind) ? `${server.url}${kinds[kind]}` : `${server.url}/answer/api/v1${kinds[kind]}`;
  const res = await fetch(url, { headers: { ...memberHeaders(member, PAGES.has(kind) ? 'page' : 'api'), 'accept-encoding': 'gzip, deflate, br' } });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${kind} answered ${res.status}: ${text}`);
}

const inspector = new Session();
inspector.connect();
/** Each kind's profile summary, printed after the table. */
const summaries: string[] = [];
await inspector.post('Profiler.enable');
process.stdout.write(`| kind | statements / read | CPU ms / read | wall ms / read |\n|---|---|---|---|\n`);
for (const kind of Object.keys(kinds).filter((k) => KINDS.length === 0 || KINDS.includes(k))) {
  for (let i = 0; i < WARMUP; i += 1) await read(kind);
  if (PRINT_SQL) {
    printed = [];
    await read(kind);
    process.stdout.write(`\n${kind}: ${printed.length} statements\n${printed.map((sql) => `  ${sql}`).join('\n')}\n\n`);
    printed = undefined;
  }
  if (PROFILE_DIR) await inspector.post('Profiler.start');
  const before = { statements, cpu: process.cpuUsage(), wall: performance.now() };
  for (let i = 0; i < N; i += 1) await read(kind);
  const wall = performance.now() - before.wall;
  const cpu = process.cpuUsage(before.cpu);
  if (PROFILE_DIR) summaries.push(await keptProfile(inspector, PROFILE_DIR, kind));
  process.stdout.write(`| ${kind} | ${((statements - before.statements) / N).toFixed(1)} | ${((cpu.user + cpu.system) / 1000 / N).toFixed(2)} | ${(wall / N).toFixed(2)} |\n`);
}
process.stdout.write(summaries.join(''));
await server.close();
