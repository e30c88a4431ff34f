import { describe, expect, it } from 'vitest';
import type { Tally } from '../../../../kernel/api.ts';
import { MemoryCache } from '../../../../kernel/provider-api.ts';
import { ViewBuffer, type ViewWriter } from './view-buffer.ts';

const silent = { warn: () => undefined };

/** A writer that records what it wrote, each claim once, and fails while `failing` says so. */
function recordingWriter(): { write: ViewWriter; written: Tally[]; failing: { now: boolean } } {
  const claims = new Set<string>();
  const written: Tally[] = [];
  const failing = { now: false };
  const write: ViewWriter = async (claim, views) => {
    if (failing.now) throw new Error('database away');
    if (claims.has(claim)) return;
    claims.add(claim);
    written.push(views);
  };
  return { write, written, failing };
}

describe('ViewBuffer', () => {
  it('adds views up per question, counts them until written and writes them in one claim', async () => {
    const { write, written } = recordingWriter();
    const buffer = new ViewBuffer(new MemoryCache(), write, silent);
    await Promise.all([buffer.add('1'), buffer.add('1'), buffer.add('2')]);
    expect([buffer.unwritten('1'), buffer.unwritten('2'), buffer.unwritten('3')]).toEqual([2, 1, 0]);
    const flushing = buffer.flush();
    // Taken out of the tally but not written yet: still counted, so no reader misses them.
    expect(buffer.unwritten('1')).toBe(2);
    await flushing;
    expect(written).toEqual([{ 1: 2, 2: 1 }]);
    expect(buffer.unwritten('1')).toBe(0);
    await buffer.close();
  });

  it('writes the views another process counted in the shared tally', async () => {
    const cache = new MemoryCache();
    const { write, written } = recordingWriter();
    const counting = new ViewBuffer(cache, write, silent);
    const flushing = new ViewBuffer(cache, write, silent);
    await counting.add('9');
    await flushing.flush();
    expect(written).toEqual([{ 9: 1 }]);
    await Promise.all([counting.close(), flushing.close()]);
    expect(written).toEqual([{ 9: 1 }]);
  });

  it('keeps a claim whose write failed and writes it once, later', async () => {
    const cache = new MemoryCache();
    const { write, written, failing } = recordingWriter();
    const buffer = new ViewBuffer(cache, write, silent, 0);
    await buffer.add('7');
    failing.now = true;
    await buffer.flush();
    expect(written).toEqual([]);
    expect(await cache.unsettledTallies('question-views', 0)).toEqual([{ claim: expect.any(String), counts: { 7: 1 } }]);
    failing.now = false;
    await buffer.flush();
    await buffer.flush();
    expect(written).toEqual([{ 7: 1 }]);
    expect(await cache.unsettledTallies('question-views', 0)).toEqual([]);
    await buffer.close();
  });
});
