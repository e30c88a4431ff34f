/**
 * `npm run bench`: installs a site on a temporary SQLite file (and MariaDB when reachable),
 * fills it with the data generator (seed-data.ts), starts Quorum as `npm start` does (the
 * compiled server in a process of its own, built first when stale) and measures the public
 * read path with autocannon from this process, anonymous, 50 connections. On SQLite the same
 * run starts a bare node:http + better-sqlite3 server on the same file (floor-server.ts, also
 * its own process) and reports Quorum as a ratio of it. Prints Markdown tables to paste into
 * docs/perf.md, and the server process's peak RSS. Timings never gate tests.
 *
 * BENCH_QUESTIONS (5000), BENCH_SECONDS (5), BENCH_CONNECTIONS (50), BENCH_WARMUP (1: seconds of
 * load on each call, not counted, before the first is measured), BENCH_MYSQL=0 skips
 * MariaDB, BENCH_HOME=dir measures a SQLite site `bench:seed --home dir` wrote (SQLite only),
 * BENCH_ONLY=text measures only the calls whose title contains `text`,
 * BENCH_CPU_PROFILE=dir writes a V8 CPU profile of the server process over the whole run
 * there (--cpu-prof; BENCH_ONLY and BENCH_MIXED=0 narrow it).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { DatabaseConfig } from '../../kernel/db/storage-engine.ts';
import type { Kernel } from '../../kernel/kernel.ts';
import { startFloorProcess, startQuorumProcess } from './bench-servers.ts';
import { mixedLoad, type MixedFigure } from './mixed-load.ts';
import { cpuSeconds, statusMb } from './server-process.ts';
import type { SeedResult } from './seed-data.ts';
import { installSeededSite, openSeededSite, prepareServedSite } from './seed-site.ts';

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const ONLY = process.env.BENCH_ONLY ?? '';
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE ?? '';
/** A SQLite site written by `bench:seed --home DIR` (e.g. a million questions), measured as it is. */
const REUSE_HOME = process.env.BENCH_HOME ?? '';
const MIXED = process.env.BENCH_MIXED !== '0';
const WRITERS = Number(process.env.BENCH_WRITERS ?? 25);
const READERS = Number(process.env.BENCH_READERS ?? 25);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);

interface Figure { rps: number; p50: number; p99: number; errors: number }

/**
 * What every browser (and Lighthouse) sends: without it a server that compresses its answers on
 * the request's thread looks faster than visitors find it. The floor ignores it (it sends its
 * bytes as they are).
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function measure(url: string): Promise<Figure> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: BROWSER_HEADERS });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

/** A page made of several calls: its rate is one over the sum of each call's time per request. */
function page(parts: Figure[]): Figure {
  return {
    rps: Math.round(1 / parts.reduce((s, p) => s + 1 / Math.max(p.rps, 1), 0)),
    p50: parts.reduce((s, p) => s + p.p50, 0),
    p99: parts.reduce((s, p) => s + p.p99, 0),
    errors: parts.reduce((s, p) => s + p.errors, 0),
  };
}

/** `parts`: each call of a page of several, measured alone (their p99s add up to the page's). */
interface Row { title: string; quorum: Figure; floor?: Figure; parts?: { path: string; figure: Figure }[] }

const mixedResults: ({ engine: string; figure: MixedFigure } | { engine: string; failed: string })[] = [];
/** Peak RSS (VmHWM, MB) and CPU time of each server process, read just before it stops. */
const peaks: string[] = [];

async function benchEngine(database: DatabaseConfig): Promise<Row[]> {
  const home = REUSE_HOME || (await mkdtemp(join(tmpdir(), 'quorum-bench-')));
  const started = Date.now();
  // The bench's own kernel on the site: it writes the data, then signs the mixed load's members in and recounts.
  const { kernel, seeded } = REUSE_HOME ? await openSeededSite(home) : await installSeededSite(home, database, QUESTIONS);
  try {
    await prepareServedSite(home);
    process.stderr.write(`${database.engine}: site ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    const server = await startQuorumProcess(home, PROFILE_DIR ? { dir: PROFILE_DIR, name: `quorum-${database.engine}` } : undefined);
    try {
      return await measureSite(database.engine, server.url, home, kernel, seeded);
    } finally {
      peaks.push(`${database.engine} ${statusMb(server.pid, 'VmHWM')} MB (CPU ${cpuSeconds(server.pid).toFixed(1)} s)`);
      await server.stop();
    }
  } finally {
    await kernel.close();
    if (!REUSE_HOME) await rm(home, { recursive: true, force: true });
    if (database.engine === 'mysql') {
      const { default: knex } = await import('knex');
      const admin = knex({ client: 'mysql2', connection: { host: '127.0.0.1', user: 'root', password: '' } });
      await admin.raw(`DROP DATABASE IF EXISTS \`${database.name}\``);
      await admin.destroy();
    }
  }
}

async function measureSite(engine: string, site: string, home: string, kernel: Kernel, seeded: Pick<SeedResult, 'showcaseId' | 'topTag'>): Promise<Row[]> {
  const base = `${site}/answer/api/v1`;
  const floor = engine === 'sqlite' ? await startFloorProcess(join(home, 'quorum.db')) : undefined;
  const q = seeded.showcaseId;
  // The question page as a visitor from a search engine opens it: its canonical address (the bare id answers 301 to it).
  const pagePath = new URL((await fetch(`${site}/questions/${q}`, { redirect: 'manual' })).headers.get('location') ?? `/questions/${q}`, site).pathname;
  const calls: { title: string; quorum: string[]; floor: string }[] = [
    { title: 'question list, page 1', quorum: [`${base}/question/page?page=1`], floor: '/list?page=1' },
    { title: 'question list, page 50', quorum: [`${base}/question/page?page=50`], floor: '/list?page=50' },
    { title: 'question page, server-rendered HTML (one request)', quorum: [site + pagePath], floor: `/question-page?id=${q}` },
    { title: 'question page, 3 API calls (info, 10 answers, 20 comments)', quorum: [`${base}/question/info?id=${q}`, `${base}/answer/page?question_id=${q}&page=1&page_size=10`, `${base}/comment/page?object_id=${q}&page=1&page_size=20`], floor: `/question?id=${q}` },
    { title: `tag page (${seeded.topTag})`, quorum: [`${base}/tag?name=${seeded.topTag}`, `${base}/question/page?tag=${seeded.topTag}&order=newest`], floor: `/tag?slug=${seeded.topTag}` },
  ];
  const measured = calls.filter((c) => c.title.includes(ONLY));
  const rows: Row[] = [];
  try {
    // Fresh processes: V8 compiles each route's code on its first requests, which no long-running server pays.
    if (WARMUP > 0) {
      for (const url of measured.flatMap((c) => [...c.quorum, ...(floor ? [floor.url + c.floor] : [])])) {
        await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, headers: BROWSER_HEADERS });
      }
    }
    for (const call of measured) {
      const parts: Figure[] = [];
      for (const url of call.quorum) parts.push(await measure(url));
      rows.push({
        title: call.title,
        quorum: page(parts),
        floor: floor ? await measure(floor.url + call.floor) : undefined,
        parts: parts.length > 1 ? parts.map((figure, i) => ({ path: new URL(call.quorum[i]!).pathname.replace(/^\/answer\/api\/v1/, ''), figure })) : undefined,
      });
    }
    if (floor) peaks.push(`floor ${statusMb(floor.pid, 'VmHWM')} MB`);
  } finally {
    await floor?.stop();
  }
  // Last: it writes to the site the pages above were measured on.
  if (MIXED) {
    try {
      const figure = await mixedLoad(kernel, { base, seconds: SECONDS, writers: WRITERS, readers: READERS, members: MEMBERS, topTag: seeded.topTag });
      mixedResults.push({ engine, figure });
    } catch (err) {
      mixedResults.push({ engine, failed: (err as Error).message.split('\n')[0] });
    }
  }
  return rows;
}

const engines: DatabaseConfig[] = [{ engine: 'sqlite', file: 'quorum.db' }];
if (process.env.BENCH_MYSQL !== '0' && !REUSE_HOME) engines.push({ engine: 'mysql', host: '127.0.0.1', port: 3306, user: 'root', password: '', name: `quorum_bench_${process.pid}` });
process.stdout.write(`${REUSE_HOME ? `the site in ${REUSE_HOME}` : `${QUESTIONS} questions`}, ${CONNECTIONS} connections, ${SECONDS} s a call, anonymous\n\n`);
process.stdout.write('| engine | page | req/s | p50 ms | p99 ms | errors | floor req/s | floor p99 ms | ratio |\n|---|---|---|---|---|---|---|---|---|\n');
for (const database of engines) {
  try {
    for (const r of await benchEngine(database)) {
      const f = r.floor;
      process.stdout.write(`| ${database.engine} | ${r.title} | ${r.quorum.rps} | ${r.quorum.p50} | ${r.quorum.p99} | ${r.quorum.errors} | ${f?.rps ?? '–'} | ${f?.p99 ?? '–'} | ${f && f.rps > 0 ? (r.quorum.rps / f.rps).toFixed(2) : '–'} |\n`);
      // a page of several calls: each call's own figures too (the page's p99 above is their sum)
      for (const part of r.parts ?? []) process.stdout.write(`| ${database.engine} | ↳ ${part.path} alone | ${part.figure.rps} | ${part.figure.p50} | ${part.figure.p99} | ${part.figure.errors} | | | |\n`);
    }
  } catch (err) {
    process.stdout.write(`| ${database.engine} | not measured: ${(err as Error).message.split('\n')[0]} | | | | | | | |\n`);
  }
}
if (mixedResults.length > 0) {
  process.stdout.write(`\nMixed load: ${WRITERS} member connections writing (ask, answer, vote, comment in turn; ${MEMBERS} members, each its own address), ${READERS} visitor connections reading, ${SECONDS} s\n\n`);
  process.stdout.write('| engine | writes/s | write p99 ms | reads/s | read p99 ms | errors | refused | counters |\n|---|---|---|---|---|---|---|---|\n');
  for (const result of mixedResults) {
    if ('failed' in result) {
      process.stdout.write(`| ${result.engine} | not measured: ${result.failed} | | | | | | |\n`);
      continue;
    }
    const { engine, figure: m } = result;
    const refused = Object.entries(m.refused).map(([k, n]) => `${k}: ${n}`).join(', ') || 'none';
    const wrong = Object.entries(m.wrongCounters).map(([k, n]) => `${k} wrong: ${n}`).join(', ') || 'all exact';
    process.stdout.write(`| ${engine} | ${m.writesPerSecond} | ${m.writeP99} | ${m.readsPerSecond} | ${m.readP99} | ${m.errors} | ${refused} | ${wrong} |\n`);
  }
}
// maxRSS is in kB.
process.stdout.write(`\npeak RSS (VmHWM) of each server process: ${peaks.join(', ')}; of the bench process (autocannon, the mixed load's clients and its own kernel): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB\n`);
process.exit(0);
