import { describe, expect, it } from 'vitest';
import { ViewBuffer } from './view-buffer.ts';

const silent = { warn: () => undefined };

describe('ViewBuffer', () => {
  it('adds views up per question, counts them until written and writes each question once', async () => {
    const written: [string, number][] = [];
    const buffer = new ViewBuffer(async (id, views) => void written.push([id, views]), silent);
    buffer.add('1');
    buffer.add('1');
    buffer.add('2');
    expect([buffer.unwritten('1'), buffer.unwritten('2'), buffer.unwritten('3')]).toEqual([2, 1, 0]);
    const flushing = buffer.flush();
    // Taken out of the buffer but not written yet: still counted, so no reader misses them.
    expect(buffer.unwritten('1')).toBe(2);
    await flushing;
    expect(written).toEqual([['1', 2], ['2', 1]]);
    expect(buffer.unwritten('1')).toBe(0);
    await buffer.close();
  });

  it('writes what is left on close and drops views whose write failed', async () => {
    const written: [string, number][] = [];
    const buffer = new ViewBuffer(async (id, views) => {
      if (id === 'gone') throw new Error('no such row');
      written.push([id, views]);
    }, silent);
    buffer.add('gone');
    buffer.add('7');
    await buffer.close();
    expect(written).toEqual([['7', 1]]);
    expect(buffer.unwritten('gone')).toBe(0);
  });
});
