import { readdir, readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { statusKb } from './server-process.ts';

/**
 * What a server process's memory is made of near its peak, for `npm run bench` with
 * BENCH_MEMORY=dir. The server runs with Node's diagnostic report on SIGUSR2 (`reportFlags`);
 * `watchMemory` reads its RSS from /proc every `intervalMs` and, each time it has climbed `stepMb`
 * past the last report, asks for another. The last report is then within `stepMb` and one interval
 * of the peak, and says how much of it is V8's heap, what V8 holds outside it and what neither
 * accounts for (SQLite's page caches, the C allocator's free lists, thread stacks). A report
 * stops the server's thread for a few milliseconds: a diagnosis, not a measured run.
 */

/** Node's flags for a server `watchMemory` can ask for reports, written into `dir`. */
export const reportFlags = (dir: string) => ['--report-on-signal', '--report-signal=SIGUSR2', `--report-directory=${dir}`];

/** The part of a Node diagnostic report this reads. */
export interface MemoryReport {
  javascriptHeap: {
    totalCommittedMemory: number;
    usedMemory: number;
    externalMemory?: number;
    mallocedMemory: number;
    heapSpaces: Record<string, { committedMemory: number; used: number }>;
  };
  resourceUsage: { rss: number | string };
}

/** /proc's split of a sample's resident memory, kB. */
export interface ResidentSplit {
  anonKb: number;
  fileKb: number;
}

const mb = (bytes: number) => Math.round(bytes / 1048576);

/** A report's memory as lines to print: resident, file-backed and anonymous, V8's heap by space, and the rest. */
export function memoryLines(report: MemoryReport, split: ResidentSplit): string[] {
  const heap = report.javascriptHeap;
  const rss = Number(report.resourceUsage.rss);
  const anon = split.anonKb * 1024;
  const external = heap.externalMemory ?? 0;
  const spaces = Object.entries(heap.heapSpaces)
    .filter(([, space]) => space.committedMemory >= 1048576)
    .sort(([, a], [, b]) => b.committedMemory - a.committedMemory)
    .map(([name, space]) => `${name} ${mb(space.committedMemory)} (${mb(space.used)} used)`);
  const rest = anon - heap.totalCommittedMemory - external - heap.mallocedMemory;
  return [
    `resident ${mb(rss)} MB: file-backed ${mb(split.fileKb * 1024)} MB (node and its native modules' code), anonymous ${mb(anon)} MB`,
    `V8's heap ${mb(heap.totalCommittedMemory)} MB committed, ${mb(heap.usedMemory)} MB of it live or not yet collected: ${spaces.join(', ')}`,
    `outside V8's heap: external ${mb(external)} MB (buffers, strings made outside it), malloc'd by V8 ${mb(heap.mallocedMemory)} MB`,
    `the rest of the anonymous memory: ${mb(rest)} MB (SQLite's page caches and statements, the C allocator's free lists, thread stacks)`,
  ];
}

/** Watches `pid`'s RSS, asking for a report (written into `dir`) whenever it has climbed `stepMb` past the last. */
export function watchMemory(pid: number, dir: string, { stepMb = 4, intervalMs = 100 } = {}): { stop(): Promise<string[]> } {
  let reportedKb = 0;
  let split: ResidentSplit | undefined;
  const timer = setInterval(() => {
    let status: string;
    try {
      status = readFileSync(`/proc/${pid}/status`, 'utf8');
    } catch {
      return; // the process has gone
    }
    const rss = statusKb(status, 'VmRSS');
    if (rss < reportedKb + stepMb * 1024) return;
    reportedKb = rss;
    split = { anonKb: statusKb(status, 'RssAnon'), fileKb: statusKb(status, 'RssFile') };
    process.kill(pid, 'SIGUSR2');
  }, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      const names = (await readdir(dir)).filter((name) => name.startsWith(`report.`) && name.includes(`.${pid}.`) && name.endsWith('.json')).sort();
      const last = names.at(-1);
      if (!last || !split) return ['no report was written'];
      const report = JSON.parse(await readFile(join(dir, last), 'utf8')) as MemoryReport;
      return [`the last report (${last}), asked for at ${Math.round(reportedKb / 1024)} MB:`, ...memoryLines(report, split)];
    },
  };
}
