import { expect, it } from 'vitest';
import type { Cache } from '../../kernel/api.ts';

/**
 * What every cache's tallies promise (the memory cache's and a shared one's): counts from any
 * number of callers add up, a claim takes all of them once, and an unsettled claim is found
 * again with its counts until it is settled.
 */
export function tallyContract(open: () => Promise<[Cache, Cache]>): void {
  it('adds up concurrent counts from two callers and hands them to one claim', async () => {
    const [a, b] = await open();
    await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).tally('views', String(i % 3), 1)));
    const claims = await Promise.all([a.claimTally('views', 'a-1'), b.claimTally('views', 'b-1')]);
    const counts = claims.find((c) => Object.keys(c).length > 0);
    expect(counts).toEqual({ 0: 14, 1: 13, 2: 13 });
    expect(claims.filter((c) => Object.keys(c).length === 0)).toHaveLength(1);
    expect(await a.claimTally('views', 'a-2')).toEqual({});
    await Promise.all(['a-1', 'b-1', 'a-2'].map((claim) => a.settleTally('views', claim)));
  });

  it('keeps a claim until it is settled, so what a dead writer held is found again', async () => {
    const [a, b] = await open();
    await a.tally('views', '7', 3);
    expect(await a.claimTally('views', 'dead-1')).toEqual({ 7: 3 });
    await b.tally('views', '7', 1);
    expect(await b.unsettledTallies('views', 0)).toEqual([{ claim: 'dead-1', counts: { 7: 3 } }]);
    expect(await b.unsettledTallies('views', 3600)).toEqual([]);
    await b.settleTally('views', 'dead-1');
    expect(await a.unsettledTallies('views', 0)).toEqual([]);
    expect(await b.claimTally('views', 'b-2')).toEqual({ 7: 1 });
    await b.settleTally('views', 'b-2');
  });
}
