/**
 * `npm run bench:compiled`: the production server's memory under load. Installs a site with
 * `quorum init` (SQLite, every plugin), fills it with the data generator (BENCH_QUESTIONS,
 * default 5,000), starts `quorum run` on it as `npm start` does (compiled JavaScript from
 * dist/server), drives the bench's public calls
 * with autocannon (anonymous, BENCH_CONNECTIONS 50, BENCH_SECONDS 5 a call) and reports the
 * server process's own peak RSS (VmHWM) and its cold start. A measurement, never a test.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { pino } from 'pino';
import { QUORUM_BIN, initFlags, quorum } from '../../cli/spawn-quorum.ts';
import { Kernel } from '../../kernel/kernel.ts';
import { seedSite } from './seed-data.ts';
import { npmStartNodeFlags, statusMb } from './server-process.ts';

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

const home = await mkdtemp(join(tmpdir(), 'quorum-rss-'));
// a site with every plugin (as `quorum run` boots them), then the generator's data written into it
const init = quorum(home, ...initFlags());
if (init.status !== 0) throw new Error(`quorum init failed: ${init.stderr.slice(0, 500)}`);
const kernel = new Kernel({ home, logger: pino({ level: 'silent' }), webDist: false });
await kernel.boot();
const seeded = await seedSite(kernel.db, { questions: QUESTIONS });
await kernel.close();

const env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' };
delete env.NODE_OPTIONS;
// Node's own flags as `npm start` gives them (`node <flags> bin/quorum.mjs run`), or BENCH_NODE_FLAGS.
const nodeFlags = process.env.BENCH_NODE_FLAGS !== undefined ? process.env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean) : npmStartNodeFlags();
const started = performance.now();
const server = spawn(process.execPath, [...nodeFlags, QUORUM_BIN, '-C', home, 'run', '--port', '0'], { env: { ...env, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'inherit'] });
const serving = await new Promise<{ port: number; startup_cpu_ms: number }>((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const line = out.split('\n').find((l) => l.includes('"msg":"Quorum is serving"'));
    if (line) resolve(JSON.parse(line));
  });
  server.once('exit', (code) => reject(new Error(`quorum run exited with ${code}: ${out}`)));
});
const base = `http://127.0.0.1:${serving.port}`;
const first = await fetch(`${base}/answer/api/v1/siteinfo`);
const coldStart = Math.round(performance.now() - started);
server.stdout.resume();
const idle = statusMb(server.pid!, 'VmRSS');

const q = seeded.showcaseId;
// the question page at its canonical address (the bare id answers 301 to it)
const questionPage = (await fetch(`${base}/questions/${q}`, { redirect: 'manual' })).headers.get('location') ?? `/questions/${q}`;
const calls = [
  '/answer/api/v1/question/page?page=1', '/answer/api/v1/question/page?page=50',
  `/answer/api/v1/question/info?id=${q}`, `/answer/api/v1/answer/page?question_id=${q}&page=1&page_size=10`, `/answer/api/v1/comment/page?object_id=${q}&page=1&page_size=20`,
  `/answer/api/v1/tag?name=${seeded.topTag}`, `/answer/api/v1/question/page?tag=${seeded.topTag}&order=newest`,
  '/questions', new URL(questionPage, base).pathname,
];
process.stdout.write(`compiled server${nodeFlags.length ? ` (node ${nodeFlags.join(' ')})` : ''}, ${QUESTIONS} questions (SQLite), ${CONNECTIONS} connections, ${SECONDS} s a call, anonymous\n`);
process.stdout.write(`cold start to the first 200: ${coldStart} ms (status ${first.status}; ${serving.startup_cpu_ms} ms of CPU to listening); RSS when idle: ${idle} MB\n\n`);
process.stdout.write('| call | req/s | p99 ms | errors | server RSS after, MB |\n|---|---|---|---|---|\n');
for (const path of calls) {
  const r = await autocannon({ url: base + path, connections: CONNECTIONS, duration: SECONDS });
  process.stdout.write(`| ${path.replace(String(q), '{id}')} | ${Math.round(r.requests.average)} | ${r.latency.p99} | ${r.errors + r.non2xx} | ${statusMb(server.pid!, 'VmRSS')} |\n`);
}
process.stdout.write(`\npeak RSS of the server process (VmHWM): ${statusMb(server.pid!, 'VmHWM')} MB\n`);
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));
await rm(home, { recursive: true, force: true });
