/**
 * `npm run bench`: installs a site on each engine (a temporary SQLite file, and a database of
 * its own on MariaDB and on PostgreSQL), fills it with the data generator (seed-data.ts), starts
 * Quorum as `npm start` does (the compiled server in a process of its own, built first when
 * stale) and measures the public read path with autocannon from this process, anonymous, 50
 * connections, then again as members (each request as the next of BENCH_MEMBERS signed-in
 * members, each from an address of its own, with the headers their browsers send: the token
 * and the session cookie for an API call, the cookie for a page), and the server's CPU
 * time for one member's request of each page (the requests one at a time). On SQLite the same
 * run starts a bare node:http + better-sqlite3 server on the same file (floor-server.ts, also its own process) and reports Quorum as a ratio of it; the
 * MariaDB and PostgreSQL sites are read with their Redis cache (BENCH_CACHE) in place. Last,
 * on each site, the mixed write load (mixed-load.ts): with one server process, then on MariaDB
 * and PostgreSQL with two (a second `quorum run` on the same site, its read path warmed as the
 * first's was; the writers and readers split evenly between them), each run checking the
 * counters and every process's list totals afterwards. The two-process run writes to the site
 * the one-process run has grown. Prints Markdown tables to paste into docs/perf.md, and each
 * server process's peak RSS and CPU time. The databases and Redis keys it made are removed
 * afterwards. Timings never gate tests.
 *
 * BENCH_ENGINES (sqlite,mysql,postgres: those whose server answers on 127.0.0.1; BENCH_MYSQL=0
 * leaves MariaDB out of that default), BENCH_CACHE (redis://127.0.0.1:6379/15: the MariaDB and
 * PostgreSQL sites' shared cache, written into config.yaml as `quorum init --cache` does, under a
 * key prefix of the bench's own per site; `memory` keeps it in each process, and then no site is
 * served by two), BENCH_PROCESSES (1,2: the mixed load's process counts on MariaDB and
 * PostgreSQL; SQLite stays at one, since a second server refuses a SQLite site),
 * BENCH_QUESTIONS (5000), BENCH_SECONDS (5), BENCH_CONNECTIONS (50), BENCH_WARMUP (1: seconds of
 * load on each call, not counted, before the first is measured), BENCH_MIXED=0 skips the mixed
 * load, BENCH_WRITERS (25), BENCH_READERS (25) and BENCH_MEMBERS (200) size it,
 * BENCH_HOME=dir measures the site `bench:seed --home dir` wrote, on its engine and with its
 * cache (a MariaDB or PostgreSQL site runs its mixed load with two processes only if it was
 * seeded with `--cache`); its database is left as it is,
 * BENCH_ONLY=text measures only the calls whose title contains `text`, BENCH_VISITORS=0 only members' reads,
 * BENCH_CPU_PROFILE=dir writes a V8 CPU profile of each server process over the whole run
 * there (--cpu-prof; BENCH_ONLY and BENCH_MIXED=0 narrow it), BENCH_MEMORY=dir what each one's
 * memory is made of near its peak, from Node's diagnostic reports written there (memory-peak.ts;
 * the reports pause the server, so no other figure of such a run counts). BENCH_SEARCHES (300) members'
 * searches are timed on each site after its index is filled (a site of BENCH_HOME with its index
 * as it is, e.g. filled by `quorum search reindex` beforehand, unless BENCH_REINDEX=1: a million
 * questions take many minutes to index; 0 searches skip it). Last, a table
 * of issue 28's goals, each met or missed by how much (bench-goals.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { Kernel } from '../../kernel/kernel.ts';
import { readConfig } from '../../kernel/config/quorum-home.ts';
import type { CacheConfig } from '../../kernel/ports/cache.ts';
import { startFloorProcess, startQuorumProcess } from './bench-servers.ts';
import { benchCache, benchDatabase, clearBenchCache, engineReachable, ENGINES, type BenchEngine } from './bench-stores.ts';
import { dropDatabase } from '../support/database-servers.ts';
import { goalTable, readGoal, rssGoal, searchGoal, writeGoal, type GoalLine } from './bench-goals.ts';
import { memberSearches, prepareSearch, type SearchFigure } from './bench-search.ts';
import { memberHeaders, type BenchMember } from './bench-member.ts';
import { mixedLoad, signInMembers, type MixedFigure } from './mixed-load.ts';
import { cpuSeconds, statusMb, type ServerProcess } from './server-process.ts';
import { watchMemory } from './memory-peak.ts';
import { WORDS, type SeedResult } from './seed-data.ts';
import { installSeededSite, openSeededSite, prepareServedSite } from './seed-site.ts';

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 1);
const ONLY = process.env.BENCH_ONLY ?? '';
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE ?? '';
const MEMORY_DIR = process.env.BENCH_MEMORY ?? '';
/** A site written by `bench:seed --home DIR` (e.g. a million questions), measured as it is. */
const REUSE_HOME = process.env.BENCH_HOME ?? '';
const MIXED = process.env.BENCH_MIXED !== '0';
const WRITERS = Number(process.env.BENCH_WRITERS ?? 25);
const READERS = Number(process.env.BENCH_READERS ?? 25);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
/** BENCH_VISITORS=0: members' figures alone (a profile of their path without the visitors' requests in it). */
const VISITORS = process.env.BENCH_VISITORS !== '0';
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 300);
const REINDEX = !REUSE_HOME || process.env.BENCH_REINDEX === '1';
/** The MariaDB and PostgreSQL sites' shared cache: a Redis URL, or `memory` for none. */
const CACHE_URL = process.env.BENCH_CACHE ?? 'redis://127.0.0.1:6379/15';
/** How many processes serve a MariaDB or PostgreSQL site in its mixed load runs, fewest first. */
const PROCESSES = [...new Set((process.env.BENCH_PROCESSES ?? '1,2').split(',').map(Number))].sort((a, b) => a - b);
if (!PROCESSES.every((n) => Number.isInteger(n) && n > 0)) throw new Error(`BENCH_PROCESSES must list whole numbers above 0, such as 1,2, not ${process.env.BENCH_PROCESSES}`);

interface Figure { rps: number; p50: number; p99: number; errors: number }

/**
 * What every browser (and Lighthouse) sends: without it a server that compresses its answers on
 * the request's thread looks faster than visitors find it. The floor ignores it (it sends its
 * bytes as they are).
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };


/** An API call or a page a browser loads (which carries the session cookie alone). */
const requestKind = (url: string) => (new URL(url).pathname.startsWith('/answer/') ? 'api' : 'page');

/** `members`: each request as the next of them, as their browsers send it (`memberHeaders`), else anonymous. */
async function measure(url: string, members?: BenchMember[], seconds = SECONDS): Promise<Figure> {
  let next = 0;
  const asMember = (req: object) => {
    const member = members![next++ % members!.length]!;
    return { ...req, headers: { ...BROWSER_HEADERS, ...memberHeaders(member, requestKind(url)) } };
  };
  const requests = members?.length ? [{ method: 'GET' as const, setupRequest: asMember }] : undefined;
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: BROWSER_HEADERS, requests });
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

/**
 * `parts`: each call of a page of several, measured alone (their p99s add up to the page's).
 * `quorum` is absent for what only a member's browser does.
 */
interface Row { title: string; quorum?: Figure; members: Figure; memberCpuMs: number; floor?: Figure; parts?: { path: string; figure: Figure }[] }

/** A measured page: its calls on Quorum, the floor's one; `membersOnly`, what only a member's browser requests. */
interface ReadCall { title: string; quorum: string[]; floor: string; membersOnly?: boolean }

/** Requests of each call made one after another to time the server's CPU for a member's. */
const CPU_SAMPLES = 300;

/**
 * The server's CPU time (ms) for one member's request of each of `urls`, summed: the requests go
 * one at a time, each as the next member, so the figure is the work a page costs the server,
 * whatever else the machine runs (a rate is not).
 */
async function memberCpuMs(server: ServerProcess, urls: string[], members: BenchMember[]): Promise<number> {
  const before = cpuSeconds(server.pid);
  for (let i = 0; i < CPU_SAMPLES; i += 1) {
    const member = members[i % members.length]!;
    for (const url of urls) await (await fetch(url, { headers: { ...BROWSER_HEADERS, ...memberHeaders(member, requestKind(url)) } })).arrayBuffer();
  }
  return ((cpuSeconds(server.pid) - before) * 1000) / CPU_SAMPLES;
}

/** One measured mixed load: the site's engine, how many processes served it and its cache. */
interface MixedRun { engine: BenchEngine; processes: number; cache: string }

const mixedResults: ((MixedRun & { figure: MixedFigure }) | (MixedRun & { failed: string }))[] = [];
/** Peak RSS (VmHWM, MB) and CPU time of each server process, read just before it stops. */
const peaks: string[] = [];
const searchResults: { engine: BenchEngine; figure: SearchFigure }[] = [];
/** BENCH_MEMORY: each server process's memory watcher, and what it found near the peak. */
const memoryWatches = new Map<ServerProcess, ReturnType<typeof watchMemory>>();
const memoryNotes: string[] = [];
/** Issue 28's goals against this run's figures, printed last. */
const goals: GoalLine[] = [];

/** A site the bench installed, with the bench's own kernel on it and the server processes serving it. */
interface BenchSite {
  engine: BenchEngine;
  home: string;
  /** The bench's own: it wrote the data, and signs the mixed load's members in and recounts. */
  kernel: Kernel;
  seeded: Pick<SeedResult, 'showcaseId' | 'topTag'>;
  cache?: CacheConfig;
  servers: ServerProcess[];
}

async function benchEngine(engine: BenchEngine): Promise<Row[]> {
  const database = benchDatabase(engine);
  const cache = REUSE_HOME ? (await readConfig(REUSE_HOME))!.cache : engine !== 'sqlite' && CACHE_URL !== 'memory' ? benchCache(CACHE_URL, engine) : undefined;
  // Redis answers (and holds nothing under the prefix) before anything is installed.
  if (cache) await clearBenchCache(cache);
  const home = REUSE_HOME || (await mkdtemp(join(tmpdir(), 'quorum-bench-')));
  const started = Date.now();
  try {
    const { kernel, seeded } = REUSE_HOME ? await openSeededSite(home) : await installSeededSite(home, database, QUESTIONS, { cache });
    const site: BenchSite = { engine, home, kernel, seeded, cache, servers: [] };
    try {
      await prepareServedSite(home);
      const searching = SEARCHES > 0 && 'members search'.includes(ONLY) && (await prepareSearch(home, REINDEX));
      process.stderr.write(`${engine}: site ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      site.servers.push(await startServer(site));
      const members = await signInMembers(kernel, MEMBERS);
      const rows = await measureSite(engine, site.servers[0]!, home, seeded, members);
      if (searching) searchResults.push({ engine, figure: await memberSearches(`${site.servers[0]!.url}/answer/api/v1`, members, SEARCHES) });
      // Last: it writes to the site the pages above were measured on.
      if (MIXED) await measureMixed(site);
      return rows;
    } finally {
      for (const [i, server] of site.servers.entries()) {
        const label = `${engine}${site.servers.length > 1 ? ` process ${i + 1}` : ''}`;
        const peak = statusMb(server.pid, 'VmHWM');
        peaks.push(`${label} ${peak} MB (CPU ${cpuSeconds(server.pid).toFixed(1)} s)`);
        goals.push(rssGoal(label, peak));
        const watch = memoryWatches.get(server);
        if (watch) memoryNotes.push(`${label} (peak ${peak} MB), ${(await watch.stop()).join('\n  ')}`);
        await server.stop();
      }
      await kernel.close();
    }
  } finally {
    if (!REUSE_HOME) await rm(home, { recursive: true, force: true });
    if (!REUSE_HOME) await dropDatabase(database);
    if (cache) await clearBenchCache(cache);
  }
}

/**
 * The mixed load on `site`, once per process count (SQLite: one); a process the site lacks is
 * started and its read path warmed as the first one's was, so it does not pay V8's first compiles.
 */
async function measureMixed(site: BenchSite): Promise<void> {
  for (const processes of site.engine === 'sqlite' ? [1] : PROCESSES) {
    const run = { engine: site.engine, processes, cache: site.cache ? 'redis' : 'memory' };
    if (processes > 1 && !site.cache) {
      mixedResults.push({ ...run, failed: 'processes share a site only through a shared cache (BENCH_CACHE)' });
      continue;
    }
    try {
      while (site.servers.length < processes) {
        const server = await startServer(site);
        site.servers.push(server);
        await warmUp((await readCalls(server.url, site.seeded)).flatMap((c) => c.quorum));
      }
      const bases = site.servers.slice(0, processes).map((s) => `${s.url}/answer/api/v1`);
      const figure = await mixedLoad(site.kernel, { bases, seconds: SECONDS, writers: WRITERS, readers: READERS, members: MEMBERS, topTag: site.seeded.topTag });
      mixedResults.push({ ...run, figure });
    } catch (err) {
      mixedResults.push({ ...run, failed: (err as Error).message.split('\n')[0]! });
    }
  }
}

/** One more `quorum run` on the site (the first builds what is stale; the others reuse it), its memory watched under BENCH_MEMORY. */
async function startServer(site: BenchSite): Promise<ServerProcess> {
  const n = site.servers.length + 1;
  const profile = PROFILE_DIR ? { dir: PROFILE_DIR, name: `quorum-${site.engine}${n > 1 ? `-${n}` : ''}` } : undefined;
  const server = await startQuorumProcess(site.home, { profile, reportDir: MEMORY_DIR || undefined });
  if (MEMORY_DIR) memoryWatches.set(server, watchMemory(server.pid, MEMORY_DIR));
  return server;
}

/** Fresh processes: V8 compiles each route's code on its first requests, which no long-running server pays. */
async function warmUp(urls: string[]): Promise<void> {
  if (WARMUP <= 0) return;
  for (const url of urls) await autocannon({ url, connections: CONNECTIONS, duration: WARMUP, headers: BROWSER_HEADERS });
}

/** The read path's pages (those BENCH_ONLY names) on the server at `site`, and the floor's address of each. */
async function readCalls(site: string, seeded: Pick<SeedResult, 'showcaseId' | 'topTag'>): Promise<ReadCall[]> {
  const base = `${site}/answer/api/v1`;
  const q = seeded.showcaseId;
  // The question page as a visitor from a search engine opens it: its canonical address (the bare id answers 301 to it).
  const pagePath = new URL((await fetch(`${site}/questions/${q}`, { redirect: 'manual' })).headers.get('location') ?? `/questions/${q}`, site).pathname;
  // The showcase's asker: a member with questions and answers of their own.
  const asker = ((await (await fetch(`${base}/question/info?id=${q}`)).json()) as { data: { user_info: { username: string } } }).data.user_info.username;
  // A member is sent the visitors' page with their own part (the page's reads made as them);
  // once hydrated, their browser reads only what no visitor's page holds, the reads a browser
  // made in tests/e2e/server-render.e2e.test.ts.
  const memberReads = [`/draft?object_type=answer&object_id=${q}`, '/notification/status'].map((path) => base + path);
  const calls: ReadCall[] = [
    { title: 'question list, page 1', quorum: [`${base}/question/page?page=1`], floor: '/list?page=1' },
    { title: 'question list, page 50', quorum: [`${base}/question/page?page=50`], floor: '/list?page=50' },
    { title: 'question page, server-rendered HTML (one request)', quorum: [site + pagePath], floor: `/question-page?id=${q}` },
    { title: `question page as a member's browser loads it (the HTML, then its ${memberReads.length} reads as them)`, quorum: [site + pagePath, ...memberReads], floor: `/question-page?id=${q}`, membersOnly: true },
    { title: 'question page, 3 API calls (info, 10 answers, 20 comments)', quorum: [`${base}/question/info?id=${q}`, `${base}/answer/page?question_id=${q}&page=1&page_size=10`, `${base}/comment/page?object_id=${q}&page=1&page_size=20`], floor: `/question?id=${q}` },
    { title: `tag page (${seeded.topTag})`, quorum: [`${base}/tag?name=${seeded.topTag}`, `${base}/question/page?tag=${seeded.topTag}&order=newest`], floor: `/tag?slug=${seeded.topTag}` },
    { title: 'profile (info, top posts)', quorum: [`${base}/personal/user/info?username=${asker}`, `${base}/personal/qa/top?username=${asker}`], floor: `/profile?username=${asker}` },
  ];
  return calls.filter((c) => c.title.includes(ONLY));
}

async function measureSite(engine: BenchEngine, server: ServerProcess, home: string, seeded: Pick<SeedResult, 'showcaseId' | 'topTag'>, members: BenchMember[]): Promise<Row[]> {
  const floor = engine === 'sqlite' ? await startFloorProcess(join(home, 'quorum.db')) : undefined;
  const measured = await readCalls(server.url, seeded);
  const rows: Row[] = [];
  try {
    await warmUp(measured.flatMap((c) => [...c.quorum, ...(floor ? [floor.url + c.floor] : [])]));
    for (const url of measured.flatMap((c) => c.quorum)) if (WARMUP > 0) await measure(url, members, WARMUP);
    for (const call of measured) {
      const parts: Figure[] = [];
      const visitorsToo = !call.membersOnly && VISITORS;
      if (visitorsToo) for (const url of call.quorum) parts.push(await measure(url));
      const memberParts: Figure[] = [];
      for (const url of call.quorum) memberParts.push(await measure(url, members));
      rows.push({
        title: call.title,
        quorum: visitorsToo ? page(parts) : undefined,
        members: page(memberParts),
        memberCpuMs: await memberCpuMs(server, call.quorum, members),
        floor: floor ? await measure(floor.url + call.floor) : undefined,
        // what only members request: their figures (a visitor's otherwise, as every page's own rows)
        parts: call.quorum.length > 1 ? (visitorsToo ? parts : memberParts).map((figure, i) => ({ path: new URL(call.quorum[i]!).pathname.replace(/^\/answer\/api\/v1/, ''), figure })) : undefined,
      });
    }
    if (floor) peaks.push(`floor ${statusMb(floor.pid, 'VmHWM')} MB`);
  } finally {
    await floor?.stop();
  }
  return rows;
}

/** BENCH_ENGINES as listed, else every engine whose server answers (a site written by bench:seed: its own). */
async function enginesToMeasure(): Promise<BenchEngine[]> {
  if (REUSE_HOME) {
    const config = await readConfig(REUSE_HOME);
    if (!config) throw new Error(`BENCH_HOME: ${REUSE_HOME} has no config.yaml (write it with npm run bench:seed -- --home ${REUSE_HOME})`);
    return [config.database.engine as BenchEngine];
  }
  const listed = process.env.BENCH_ENGINES?.split(',').map((e) => e.trim()).filter(Boolean);
  if (listed?.length) {
    const unknown = listed.filter((e) => !(ENGINES as readonly string[]).includes(e));
    if (unknown.length) throw new Error(`BENCH_ENGINES: ${unknown.join(', ')} is not one of ${ENGINES.join(', ')}`);
    return listed as BenchEngine[];
  }
  const found: BenchEngine[] = [];
  for (const engine of ENGINES.filter((e) => !(e === 'mysql' && process.env.BENCH_MYSQL === '0'))) {
    if (await engineReachable(engine)) found.push(engine);
    else process.stderr.write(`${engine}: no server on 127.0.0.1, left out\n`);
  }
  return found;
}

const engines = await enginesToMeasure();
process.stdout.write(`${REUSE_HOME ? `the site in ${REUSE_HOME}` : `${QUESTIONS} questions`}, ${CONNECTIONS} connections, ${SECONDS} s a call; visitors (anonymous), then members (each request as the next of ${MEMBERS} signed-in members, each from an address of its own)\n\n`);
process.stdout.write('| engine | page | req/s | p50 ms | p99 ms | errors | members req/s | members p50 ms | members p99 ms | members CPU ms | floor req/s | floor p99 ms | ratio | members ratio |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n');
for (const engine of engines) {
  try {
    for (const r of await benchEngine(engine)) {
      const f = r.floor;
      const m = r.members;
      const ratio = (x: Figure | undefined) => (x && f && f.rps > 0 ? (x.rps / f.rps).toFixed(2) : '–');
      if (f) goals.push(...readGoal(r.title, m.rps, f.rps, m.p99));
      const v = r.quorum;
      process.stdout.write(`| ${engine} | ${r.title} | ${v?.rps ?? '–'} | ${v?.p50 ?? '–'} | ${v?.p99 ?? '–'} | ${(v?.errors ?? 0) + m.errors} | ${m.rps} | ${m.p50} | ${m.p99} | ${r.memberCpuMs.toFixed(2)} | ${f?.rps ?? '–'} | ${f?.p99 ?? '–'} | ${ratio(v)} | ${ratio(m)} |\n`);
      // a page of several calls: each call's own figures too (the page's p99 above is their sum)
      for (const part of r.parts ?? []) process.stdout.write(`| ${engine} | ↳ ${part.path} alone | ${part.figure.rps} | ${part.figure.p50} | ${part.figure.p99} | ${part.figure.errors} | | | | | | | | |\n`);
    }
  } catch (err) {
    process.stdout.write(`| ${engine} | not measured: ${(err as Error).message.split('\n')[0]} | | | | | | | | | | | | |\n`);
  }
}
if (mixedResults.length > 0) {
  process.stdout.write(`\nMixed load: ${WRITERS} member connections writing (ask, answer, vote, comment in turn; ${MEMBERS} members, each its own address), ${READERS} visitor connections reading, ${SECONDS} s; with several processes each gets an even share of both\n\n`);
  process.stdout.write('| engine | processes | cache | writes/s | write p99 ms | reads/s | read p99 ms | errors | refused | counters |\n|---|---|---|---|---|---|---|---|---|---|\n');
  for (const result of mixedResults) {
    const { engine, processes, cache } = result;
    if ('failed' in result) {
      process.stdout.write(`| ${engine} | ${processes} | ${cache} | not measured: ${result.failed} | | | | | | |\n`);
      continue;
    }
    const m = result.figure;
    const refused = Object.entries(m.refused).map(([k, n]) => `${k}: ${n}`).join(', ') || 'none';
    const wrong = Object.entries(m.wrongCounters).map(([k, n]) => `${k} wrong: ${n}`).join(', ') || 'all exact';
    if (engine === 'sqlite') goals.push(...writeGoal(m.writesPerSecond, Object.keys(m.wrongCounters).length === 0));
    process.stdout.write(`| ${engine} | ${processes} | ${cache} | ${m.writesPerSecond} | ${m.writeP99} | ${m.readsPerSecond} | ${m.readP99} | ${m.errors} | ${refused} | ${wrong} |\n`);
  }
}
if (searchResults.length > 0) {
  process.stdout.write(`\nMembers' search: ${SEARCHES} searches one at a time, "${WORDS[0]}" with a second word that changes each time, pages 1–3, each as the next member\n\n| engine | p50 ms | p95 ms | refused | fewest results |\n|---|---|---|---|---|\n`);
  for (const { engine, figure } of searchResults) {
    process.stdout.write(`| ${engine} | ${figure.p50} | ${figure.p95} | ${figure.errors} | ${figure.fewestHits} |\n`);
    goals.push(searchGoal(engine, figure.p95, figure.errors));
  }
}
// maxRSS is in kB.
process.stdout.write(`\npeak RSS (VmHWM) of each server process: ${peaks.join(', ')}; of the bench process (autocannon, the mixed load's clients and its own kernel): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB\n`);
if (memoryNotes.length) process.stdout.write(`\nmemory near each server process's peak (BENCH_MEMORY):\n${memoryNotes.map((note) => `- ${note}`).join('\n')}\n`);
process.stdout.write(`\n${goalTable(goals)}`);
process.exit(0);
