/**
 * Where a V8 CPU profile (`.cpuprofile`, from read-cost.ts, write-cost.ts or the bench's
 * BENCH_CPU_PROFILE) spent its time, by each sampled function's own time: grouped by where its
 * code lives (a package, a node: module, the kernel, a plugin, the engine's own work such as the
 * garbage collector), and the costliest functions. `npx tsx tests/perf/cpu-profile-summary.ts
 * file.cpuprofile [rows]` prints both; docs/perf.md quotes them for a goal missed.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The part of a V8 profile this reads (Profiler.stop's `profile`). */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  /** Microseconds since the sample before. */
  timeDeltas: number[];
}

export interface ProfileShare { name: string; ms: number; share: number }
export interface ProfileSummary { totalMs: number; places: ProfileShare[]; functions: ProfileShare[] }

type Frame = CpuProfile['nodes'][number]['callFrame'];

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

/** Each place's and function's own time, costliest first, `rows` of each. */
export function summarizeProfile(profile: CpuProfile, rows = 15): ProfileSummary {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const micros = profile.timeDeltas[i] ?? 0;
    const frame = frames.get(id);
    if (!frame) return;
    total += micros;
    const place = placeOf(frame);
    places.set(place, (places.get(place) ?? 0) + micros);
    const fn = functionOf(frame);
    functions.set(fn, (functions.get(fn) ?? 0) + micros);
  });
  const ranked = (m: Map<string, number>) =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, rows).map(([name, micros]) => ({ name, ms: micros / 1000, share: total ? micros / total : 0 }));
  return { totalMs: total / 1000, places: ranked(places), functions: ranked(functions) };
}

/** The summary as two Markdown tables. */
export function summaryTables(summary: ProfileSummary): string {
  const table = (title: string, rows: ProfileShare[]) =>
    `| ${title} | own time | share |\n|---|---|---|\n${rows.map((r) => `| ${r.name} | ${r.ms.toFixed(r.ms < 10 ? 1 : 0)} ms | ${(r.share * 100).toFixed(1)} % |`).join('\n')}\n`;
  return `${summary.totalMs.toFixed(0)} ms sampled\n\n${table('where', summary.places)}\n${table('function', summary.functions)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, rows] = process.argv.slice(2);
  if (!file) throw new Error('usage: cpu-profile-summary.ts file.cpuprofile [rows]');
  const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile;
  process.stdout.write(summaryTables(summarizeProfile(profile, Number(rows ?? 15))));
}
