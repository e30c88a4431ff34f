import { describe, expect, it } from 'vitest';
import { IndexQueue } from './index-queue.ts';

const quiet = { error: () => undefined, warn: () => undefined };
/** Short waits, so the retry paths run in milliseconds. */
const fast = { retryMs: 5, retryMaxMs: 40, maxTries: 3 };

describe('IndexQueue', () => {
  it('gathers questions queued together into one write, each once with its latest change', async () => {
    const writes: Map<string, string>[] = [];
    const queue = new IndexQueue<string>(async (batch) => void writes.push(batch), quiet);
    for (const [id, change] of [['1', 'a'], ['2', 'b'], ['1', 'c'], ['3', 'd'], ['2', 'e']]) queue.add(id!, change!);
    await expect.poll(() => writes.length).toBe(1);
    expect(Object.fromEntries(writes[0]!)).toEqual({ 1: 'c', 2: 'e', 3: 'd' });
    expect(queue.size).toBe(0);
  });

  it('writes a large burst in batches of at most 200', async () => {
    const writes: string[][] = [];
    const queue = new IndexQueue<number>(async (batch) => void writes.push([...batch.keys()]), quiet);
    for (let i = 0; i < 450; i += 1) queue.add(String(i), i);
    await queue.flush();
    await expect.poll(() => writes.flat().length).toBe(450);
    expect(writes.map((w) => w.length)).toEqual([200, 200, 50]);
  });

  it('keeps a change that arrives while its question is being written for the next write', async () => {
    const written: string[] = [];
    let release: (() => void) | undefined;
    const queue = new IndexQueue<string>(async (batch) => {
      if (written.length === 0) await new Promise<void>((r) => (release = r));
      written.push(...batch.values());
    }, quiet);
    queue.add('q', 'first');
    await expect.poll(() => release !== undefined && written.length === 0).toBe(true);
    await new Promise<void>((r) => setImmediate(r));
    queue.add('q', 'second');
    release!();
    await expect.poll(() => written).toEqual(['first', 'second']);
    expect(queue.size).toBe(0);
  });

  it('tries a failed batch again and writes it', async () => {
    const written: string[] = [];
    let failures = 1;
    const warnings: unknown[] = [];
    const queue = new IndexQueue<string>(async (batch) => {
      if (failures-- > 0) throw new Error('database is locked');
      written.push(...batch.keys());
    }, { error: () => undefined, warn: (e: unknown) => void warnings.push(e) }, fast);
    queue.add('7', 'x');
    await expect.poll(() => written).toEqual(['7']);
    expect(warnings).toHaveLength(1);
    expect(queue.size).toBe(0);
  });

  it('splits a batch around a question the engine refuses, writes the others and drops it after its tries', async () => {
    const written: string[] = [];
    const errors: Record<string, unknown>[] = [];
    const queue = new IndexQueue<string>(async (batch) => {
      if (batch.has('bad')) throw new Error('row too large');
      written.push(...batch.keys());
    }, { error: (e: Record<string, unknown>) => void errors.push(e), warn: () => undefined }, fast);
    for (const id of ['a', 'b', 'bad', 'c', 'd']) queue.add(id, id);
    await expect.poll(() => [...written].sort()).toEqual(['a', 'b', 'c', 'd']);
    // Later questions are written while the bad one waits; each success lets its next failure count.
    let n = 0;
    await expect.poll(() => {
      queue.add(`later${n++}`, 'ok');
      return errors.some((e) => e.questionId === 'bad');
    }, { timeout: 5000, interval: 10 }).toBe(true);
    expect(errors.find((e) => e.questionId === 'bad')).toMatchObject({ tries: fast.maxTries });
    await expect.poll(() => queue.size).toBe(0);
    expect(written).not.toContain('bad');
    expect(written.filter((id) => id.startsWith('later')).length).toBeGreaterThanOrEqual(n - 1);
  });

  it('writes the rest of a large batch at once when the question it refuses comes first', async () => {
    const written: string[] = [];
    const errors: Record<string, unknown>[] = [];
    const queue = new IndexQueue<string>(async (batch) => {
      if (batch.has('bad')) throw new Error('row too large');
      written.push(...batch.keys());
    }, { error: (e: Record<string, unknown>) => void errors.push(e), warn: () => undefined });
    queue.add('bad', 'bad');
    for (let i = 0; i < 199; i++) queue.add(`q${i}`, 'ok');
    // Default timings: each pause doubles from 500 ms; trying a failed half's sibling next keeps
    // it to the first split (before, halving depth-first paused at every level: ~90 s).
    await expect.poll(() => written.length, { timeout: 10_000, interval: 10 }).toBe(199);
    expect(errors.filter((e) => 'retryInMs' in e).length).toBeLessThanOrEqual(1);
    await queue.close();
  });

  it('drops nothing while every write fails (the database is away), and writes it all once it is back', async () => {
    let away = true;
    const written: string[] = [];
    const errors: Record<string, unknown>[] = [];
    let attempts = 0;
    const queue = new IndexQueue<string>(async (batch) => {
      attempts += 1;
      if (away) throw new Error('connect ECONNREFUSED');
      written.push(...batch.keys());
    }, { error: (e: Record<string, unknown>) => void errors.push(e), warn: () => undefined }, fast);
    for (const id of ['a', 'b', 'c', 'd']) queue.add(id, id);
    await expect.poll(() => attempts, { timeout: 5000 }).toBeGreaterThan(20);
    expect(errors.filter((e) => e.questionId !== undefined)).toEqual([]);
    expect(queue.size).toBe(4);
    away = false;
    await expect.poll(() => [...written].sort(), { timeout: 5000 }).toEqual(['a', 'b', 'c', 'd']);
  });

  it('writes what is left on close, and what is queued after it when flushed', async () => {
    const written: string[] = [];
    const queue = new IndexQueue<string>(async (batch) => void written.push(...batch.keys()), quiet);
    queue.add('a', 'a');
    queue.add('b', 'b');
    await queue.close();
    expect(written.sort()).toEqual(['a', 'b']);
    queue.add('c', 'c');
    expect(queue.size).toBe(1);
    await queue.flush();
    expect(written).toContain('c');
  });

  it('tries each question once on close when writes fail, and keeps them', async () => {
    let attempts = 0;
    const queue = new IndexQueue<string>(async () => {
      attempts += 1;
      throw new Error('database is closing');
    }, quiet, fast);
    for (const id of ['a', 'b', 'c']) queue.add(id, id);
    await queue.close();
    expect(attempts).toBe(1);
    expect(queue.size).toBe(3);
  });
});
