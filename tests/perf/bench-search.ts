import { performance } from 'node:perf_hooks';
import { withKernel } from '../../cli/open-kernel.ts';
import { MaintenanceTaskPoint } from '../../kernel/ports/maintenance.ts';
import { quantile, tenths } from './quantile.ts';
import { WORDS } from './seed-data.ts';
import { memberHeaders, type BenchMember } from './bench-member.ts';

/** `fewestHits`: the smallest result count a search reported (an empty index answers fast and finds nothing). */
export interface SearchFigure { p50: number; p95: number; searches: number; errors: number; fewestHits: number }

/**
 * Whether the site has a search engine to time; `fill`: its index is filled first, as `quorum
 * search reindex` does (the generator writes rows straight into the tables, so nothing indexed
 * them; a kept site may have been indexed before, by that command).
 */
export async function prepareSearch(home: string, fill: boolean): Promise<boolean> {
  return withKernel(home, async (kernel) => {
    const task = kernel.host.extensions.all(MaintenanceTaskPoint).find((t) => t.name === 'search.reindex');
    if (task && fill) await task.run(() => undefined);
    return !!task;
  });
}

/** The bench's `i`th members' search: its common word and a second word that changes every search (WORDS.length - 1 queries in turn). */
export const benchSearchWords = (i: number): [string, string] => [WORDS[0]!, WORDS[1 + (i % (WORDS.length - 1))]!];

/**
 * Members' searches, one at a time so each figure is the server's answer time, not a queue's:
 * a common word with a second word that changes every request, over the first three pages, each
 * as the next member (nobody's answer is kept, and a varying query defeats any that were).
 */
export async function memberSearches(base: string, members: BenchMember[], searches: number): Promise<SearchFigure> {
  const times: number[] = [];
  let errors = 0;
  let fewestHits = Infinity;
  for (let i = 0; i < searches; i += 1) {
    const member = members[i % members.length]!;
    const q = benchSearchWords(i).join(' ');
    const url = `${base}/search?q=${encodeURIComponent(q)}&page=${1 + (i % 3)}&size=20`;
    const start = performance.now();
    const res = await fetch(url, { headers: memberHeaders(member) });
    const body = (await res.json()) as { code?: number; data?: { count?: number } };
    times.push(performance.now() - start);
    if (res.status !== 200 || body.code !== 200) errors += 1;
    else fewestHits = Math.min(fewestHits, body.data?.count ?? 0);
  }
  return { p50: tenths(quantile(times, 0.5)), p95: tenths(quantile(times, 0.95)), searches, errors, fewestHits: Number.isFinite(fewestHits) ? fewestHits : 0 };
}
