import { describe, expect, it } from 'vitest';
import { IndexQueue } from './index-queue.ts';

const quiet = { error: () => undefined };

describe('IndexQueue', () => {
  it('gathers questions queued together into one write, each once', async () => {
    const writes: string[][] = [];
    const queue = new IndexQueue(async (ids) => void writes.push(ids), quiet);
    for (const id of ['1', '2', '1', '3', '2']) queue.add(id);
    await expect.poll(() => writes.length).toBe(1);
    expect(writes[0]!.sort()).toEqual(['1', '2', '3']);
    expect(queue.size).toBe(0);
  });

  it('writes a large burst in batches of at most 200', async () => {
    const writes: string[][] = [];
    const queue = new IndexQueue(async (ids) => void writes.push(ids), quiet);
    for (let i = 0; i < 450; i += 1) queue.add(String(i));
    await queue.flush();
    expect(writes.map((w) => w.length)).toEqual([200, 200, 50]);
    expect(new Set(writes.flat()).size).toBe(450);
  });

  it('queues a failed batch again and writes it on a later try', async () => {
    const written: string[] = [];
    let failures = 1;
    const errors: unknown[] = [];
    const queue = new IndexQueue(async (ids) => {
      if (failures-- > 0) throw new Error('database is locked');
      written.push(...ids);
    }, { error: (e: unknown) => void errors.push(e) });
    queue.add('7');
    await expect.poll(() => errors.length).toBe(1);
    expect(queue.size).toBe(1);
    await expect.poll(() => written, { timeout: 5000 }).toEqual(['7']);
    expect(queue.size).toBe(0);
  });

  it('writes what is left on close, and what is queued after it when flushed', async () => {
    const written: string[] = [];
    const queue = new IndexQueue(async (ids) => void written.push(...ids), quiet);
    queue.add('a');
    queue.add('b');
    await queue.close();
    expect(written.sort()).toEqual(['a', 'b']);
    queue.add('c');
    expect(queue.size).toBe(1);
    await queue.flush();
    expect(written).toContain('c');
  });
});
