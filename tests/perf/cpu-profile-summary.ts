/**
 * Where a V8 CPU profile (`.cpuprofile`, from read-cost.ts, write-cost.ts or the bench's
 * BENCH_CPU_PROFILE) spent its time:
 * - by stage: each sample's stack read upwards to the first frame of a known stage (SQLite's
 *   statements, knex, compression, HTTP and sockets, in-process reads, module loading), as a
 *   share of the busy time (idle left out);
 * - by place: each sampled function's own time by where its code lives (a package, a node:
 *   module, the kernel, a plugin, the engine's own work such as the garbage collector);
 * - and the costliest functions.
 * `npx tsx tests/perf/cpu-profile-summary.ts file.cpuprofile [rows] [from:to]` prints them, over
 * the seconds `from` to `to` of the profile when given (a bench run's measured call), after a
 * line of each second's busy share to choose them by; docs/perf.md quotes them for a goal missed.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The part of a V8 profile this reads (Profiler.stop's `profile`). */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  /** Microseconds since the sample before. */
  timeDeltas: number[];
}

export interface ProfileShare { name: string; ms: number; share: number }
export interface ProfileSummary { totalMs: number; busyMs: number; stages: ProfileShare[]; places: ProfileShare[]; functions: ProfileShare[] }
/** Seconds from the profile's start. */
export interface ProfileWindow { from: number; to: number }

type Frame = CpuProfile['nodes'][number]['callFrame'];

const IDLE = '(idle)';
const SOCKET_WRITES = new Set(['writev', 'writeLatin1String', 'writeUtf8String', 'writeBuffer']);

/** Stages a sample is counted in by the first of its frames (from the sampled one up) that is one. */
const STAGES: [string, (frame: Frame) => boolean][] = [
  ['SQLite statements', (f) => f.functionName === '_query' && /sqlite-client\.[jt]s$/.test(f.url)],
  ['knex', (f) => f.url.includes('/node_modules/knex/')],
  ['compression', (f) => /^node:zlib$|\/(compression|spliced-gzip|stream-encoder)\.[jt]s$/.test(f.url)],
  ['HTTP and sockets', (f) => /^node:(_http_|net$|internal\/stream_base_commons|internal\/http)/.test(f.url) || (!f.url && SOCKET_WRITES.has(f.functionName))],
  ['in-process reads', (f) => /\/in-process-reads\.[jt]s$/.test(f.url)],
  ['module loading', (f) => /^node:internal\/(modules|bootstrap)\//.test(f.url)],
];

/** Where a frame's code lives: `pkg knex`, `node zlib`, `kernel`, `plugins/votes`, or V8's own work (`(garbage collector)`). */
export function placeOf(frame: Frame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : `native ${functionName || '(anonymous)'}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `pkg ${pkg[1]}`;
  if (url.startsWith('node:')) return `node ${url.slice('node:'.length).replace(/^internal\//, '')}`;
  const own = /\/(kernel|plugins\/[^/]+|web\/dist-server|dist\/server)\//.exec(url);
  return own ? own[1]! : url.split('/').slice(-2).join('/');
}

function functionOf(frame: Frame): string {
  const file = frame.url.split('/').slice(-2).join('/');
  return `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`;
}

/** The profile's nodes: each one's frame and parent. */
function tree(profile: CpuProfile) {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const parents = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);
  const stages = new Map<number, string>();
  // the first stage up the stack; else V8's own work by its name (`(garbage collector)`), or `other`
  const stageOf = (id: number): string => {
    let found = stages.get(id);
    for (let at: number | undefined = id; !found && at !== undefined; at = parents.get(at)) found = STAGES.find(([, is]) => is(frames.get(at!)!))?.[0];
    const name = frames.get(id)!.functionName;
    found ??= name.startsWith('(') ? name : 'other';
    stages.set(id, found);
    return found;
  };
  return { frames, stageOf };
}

/** Each second's busy share (not idle), from the profile's start. */
export function busyBySecond(profile: CpuProfile): number[] {
  const { frames } = tree(profile);
  const seconds: { busy: number; all: number }[] = [];
  let clock = 0;
  profile.samples.forEach((id, i) => {
    const micros = profile.timeDeltas[i] ?? 0;
    clock += micros;
    const frame = frames.get(id);
    if (!frame) return;
    const second = (seconds[Math.floor(clock / 1e6)] ??= { busy: 0, all: 0 });
    second.all += micros;
    if (frame.functionName !== IDLE) second.busy += micros;
  });
  return Array.from(seconds, (s) => (s?.all ? s.busy / s.all : 0));
}

/**
 * Each stage's, place's and function's time over the profile (or the window of it), costliest
 * first, `rows` of each; stages as shares of the busy time, places and functions of all.
 */
export function summarizeProfile(profile: CpuProfile, rows = 15, window?: ProfileWindow): ProfileSummary {
  const { frames, stageOf } = tree(profile);
  const stages = new Map<string, number>();
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  const add = (m: Map<string, number>, key: string, micros: number) => m.set(key, (m.get(key) ?? 0) + micros);
  let total = 0;
  let busy = 0;
  let clock = 0;
  profile.samples.forEach((id, i) => {
    const micros = profile.timeDeltas[i] ?? 0;
    clock += micros;
    const frame = frames.get(id);
    if (!frame || (window && (clock / 1e6 < window.from || clock / 1e6 >= window.to))) return;
    total += micros;
    add(places, placeOf(frame), micros);
    add(functions, functionOf(frame), micros);
    if (frame.functionName === IDLE) return;
    busy += micros;
    add(stages, stageOf(id), micros);
  });
  const ranked = (m: Map<string, number>, whole: number) =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, rows).map(([name, micros]) => ({ name, ms: micros / 1000, share: whole ? micros / whole : 0 }));
  return { totalMs: total / 1000, busyMs: busy / 1000, stages: ranked(stages, busy), places: ranked(places, total), functions: ranked(functions, total) };
}

/** The summary as Markdown tables. */
export function summaryTables(summary: ProfileSummary): string {
  const table = (title: string, rows: ProfileShare[]) =>
    `| ${title} | time | share |\n|---|---|---|\n${rows.map((r) => `| ${r.name} | ${r.ms.toFixed(r.ms < 10 ? 1 : 0)} ms | ${(r.share * 100).toFixed(1)} % |`).join('\n')}\n`;
  return `${summary.totalMs.toFixed(0)} ms sampled, ${summary.busyMs.toFixed(0)} ms busy\n\n${table('stage (of busy time)', summary.stages)}\n${table('where (own time)', summary.places)}\n${table('function (own time)', summary.functions)}`;
}

/** Stops `inspector`'s profiler, writes its profile as `<dir>/<name>.cpuprofile`, and returns its summary to print. */
export async function keptProfile(inspector: Session, dir: string, name: string): Promise<string> {
  const { profile } = await inspector.post('Profiler.stop');
  await writeFile(join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  return `\n${name}: ${summaryTables(summarizeProfile(profile as CpuProfile))}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, rows, window] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpu-profile-summary.ts file.cpuprofile [rows] [from:to]');
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  const [from, to] = (window ?? '').split(':').map(Number);
  process.stdout.write(`busy share by second: ${busyBySecond(profile).map((s, i) => `${i}:${Math.round(s * 100)}`).join(' ')}\n\n`);
  process.stdout.write(summaryTables(summarizeProfile(profile, Number(rows ?? 15), window ? { from: from!, to: to! } : undefined)));
}
