/**
 * `npx tsx tests/perf/search-judgement.ts <home>`: how the site's search engine judges each of
 * the bench's members' searches (bench-search.ts: its common word with each second word, page 1),
 * on the kernel in this process: broad by its sample of the newest documents (ordered by recency,
 * never counted) or narrow (counted up to BROAD_MATCHES, then scored), with the count and the
 * time of the engine's answer (the second of two passes). A search's time follows that
 * judgement, so this shows why the bench's search p95 moves on a site whose newest posts change.
 * A measurement, never a test.
 */
import { performance } from 'node:perf_hooks';
import { withKernel } from '../../cli/open-kernel.ts';
import { SearchEnginePoint, type SearchCondition } from '../../plugins/search/server/api.ts';
import { BROAD_MATCHES } from '../../plugins/search-sql/server/api.ts';
import { statementsDuring } from '../support/statements-during.ts';
import { WORDS } from './seed-data.ts';
import { benchSearchWords } from './bench-search.ts';

const home = process.argv[2];
if (!home) throw new Error('usage: search-judgement.ts <site home>');

await withKernel(home, async (kernel) => {
  const engine = kernel.host.extensions.one(SearchEnginePoint);
  if (!engine) throw new Error('the site has no search engine');
  // each distinct query of the bench once
  const queries = Array.from({ length: WORDS.length - 1 }, (_, i) => benchSearchWords(i));
  const condition = (words: string[]): SearchCondition => ({ words, tagGroups: [], includeHidden: false, order: 'relevance', page: 1, size: 20 });
  for (const words of queries) await engine.search(condition(words));
  process.stdout.write(`| query | judged | matches | ms |\n|---|---|---|---|\n`);
  const times = { broad: [] as number[], narrow: [] as number[] };
  for (const words of queries) {
    const start = performance.now();
    const { statements, result } = await statementsDuring(kernel.db, () => engine.search(condition(words)));
    const ms = performance.now() - start;
    // the count to BROAD_MATCHES is the one count with a limit (the sample's has none)
    const counted = statements.some((sql) => /count\(/i.test(sql) && /\blimit\b/i.test(sql));
    (counted ? times.narrow : times.broad).push(ms);
    process.stdout.write(`| ${words.join(' ')} | ${counted ? 'narrow: counted' : 'broad by the sample'} | ${counted ? result.total : `≥ ${BROAD_MATCHES} (estimated)`} | ${ms.toFixed(1)} |\n`);
  }
  const mean = (xs: number[]) => (xs.length ? (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1) : '–');
  process.stdout.write(`\n${times.broad.length} broad (mean ${mean(times.broad)} ms), ${times.narrow.length} narrow (mean ${mean(times.narrow)} ms)\n`);
});
