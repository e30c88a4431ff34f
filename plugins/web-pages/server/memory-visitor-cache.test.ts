import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { MemoryVisitorCache, VISITOR_CACHE_SECONDS } from './memory-visitor-cache.ts';

/** A visitor's GET of `url`, as the front path and express see it. */
const visit = (url: string) => ({ method: 'GET', url, headers: {} }) as unknown as IncomingMessage & Request;
/** A response of `status` that records what is sent through it. */
function response(status = 200): ServerResponse & Response & { sent: unknown[] } {
  const headers = new Map<string, unknown>();
  const res = {
    statusCode: status, sent: [] as unknown[],
    setHeader: (name: string, value: unknown) => void headers.set(name, value),
    hasHeader: (name: string) => headers.has(name),
    getHeaders: () => Object.fromEntries(headers),
    end(chunk?: unknown) {
      res.sent.push(chunk);
      return res;
    },
  };
  return res as unknown as ServerResponse & Response & { sent: unknown[] };
}
/** Draws `body` under `key` and keeps the response that sends it for visitors of `url`. */
async function drawAndKeep(cache: MemoryVisitorCache, key: string, url: string, body: string, status = 200): Promise<void> {
  await cache.answer(key, async () => body);
  const res = response(status);
  cache.keepResponse(key, visit(url), res);
  res.end(body);
}

describe('MemoryVisitorCache', () => {
  it('computes an answer once for visitors asking at once, and afresh after a write', async () => {
    const cache = new MemoryVisitorCache();
    let runs = 0;
    const compute = async () => `body ${(runs += 1)}`;
    const key = await cache.key('en_US', '/answer/api/v1/question/page', { page: 1 });
    const together = await Promise.all(Array.from({ length: 5 }, () => cache.answer(key, compute)));
    expect(together.map((a) => a.body)).toEqual(Array(5).fill('body 1'));
    expect(together.filter((a) => a.computed)).toHaveLength(1);
    expect(await cache.answer(key, compute)).toEqual({ body: 'body 1', computed: false });

    await cache.invalidate();
    const after = await cache.key('en_US', '/answer/api/v1/question/page', { page: 1 });
    expect(after).not.toBe(key);
    expect(await cache.answer(after, compute)).toEqual({ body: 'body 2', computed: true });
  });

  it('keeps no answer whose drawing a write overtook, and no old generation\'s answer is fresh', async () => {
    const cache = new MemoryVisitorCache();
    const key = await cache.key('en_US', '/q', {});
    let finish!: (body: string) => void;
    const drawing = cache.answer(key, () => new Promise<string>((resolve) => (finish = resolve)));
    await cache.invalidate();
    finish('before the write');
    // the visitor who asked before the write gets it; nothing keeps it
    expect(await drawing).toEqual({ body: 'before the write', computed: true });
    expect(cache.size).toEqual({ entries: 0, chars: 0 });
    expect(cache.freshAnswer(key)).toBeUndefined();
    const current = await cache.key('en_US', '/q', {});
    await cache.answer(current, async () => 'after the write');
    expect(cache.freshAnswer(current)).toBeDefined();
  });

  it('keys languages, paths and queries apart, and keeps no failure', async () => {
    const cache = new MemoryVisitorCache();
    const keys = await Promise.all([
      cache.key('en_US', '/q', { page: 1 }),
      cache.key('zh_CN', '/q', { page: 1 }),
      cache.key('en_US', '/q', { page: 2 }),
      cache.key('en_US', '/r', { page: 1 }),
    ]);
    expect(new Set(keys).size).toBe(4);
    await expect(cache.answer(keys[0]!, async () => Promise.reject(new Error('not found')))).rejects.toThrow('not found');
    expect(await cache.answer(keys[0]!, async () => 'found')).toEqual({ body: 'found', computed: true });
  });

  it('gives the expired copy to visitors while one draws its replacement, never after a write', async () => {
    let now = 1_000_000;
    const cache = new MemoryVisitorCache({ entries: 100, chars: 1_000_000 }, () => now);
    const key = await cache.key('en_US', '/page', {});
    expect(await cache.answer(key, async () => 'first')).toEqual({ body: 'first', computed: true });

    now += VISITOR_CACHE_SECONDS * 1000;
    let finish!: (body: string) => void;
    const drawing = cache.answer(key, () => new Promise<string>((resolve) => (finish = resolve)));
    // the one drawing it waits for its own answer; the others meanwhile get the expired copy
    expect(await cache.answer(key, async () => 'never drawn')).toEqual({ body: 'first', computed: false });
    finish('second');
    expect(await drawing).toEqual({ body: 'second', computed: true });
    expect(await cache.answer(key, async () => 'never drawn')).toEqual({ body: 'second', computed: false });

    // past twice the time kept, an answer no one asked for is drawn afresh and waited for
    now += 2 * VISITOR_CACHE_SECONDS * 1000;
    expect(await cache.answer(key, async () => 'third')).toEqual({ body: 'third', computed: true });

    // a write: the kept answers go at once, expired copies included
    now += VISITOR_CACHE_SECONDS * 1000;
    await cache.invalidate();
    expect(cache.size).toEqual({ entries: 0, chars: 0 });
    const after = await cache.key('en_US', '/page', {});
    let release!: (body: string) => void;
    const redrawn = cache.answer(after, () => new Promise<string>((resolve) => (release = resolve)));
    const waiting = cache.answer(after, async () => 'never drawn');
    release('after the write');
    expect(await waiting).toEqual({ body: 'after the write', computed: false });
    expect(await redrawn).toEqual({ body: 'after the write', computed: true });
  });

  it('holds at most its bound of answers and of characters, dropping the least recently used', async () => {
    const cache = new MemoryVisitorCache({ entries: 3, chars: 25 });
    const keys = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((p) => cache.key('en_US', `/${p}`, {})));
    for (const key of keys.slice(0, 3)) await cache.answer(key, async () => 'x'.repeat(5));
    await cache.answer(keys[0]!, async () => 'not drawn again');
    await cache.answer(keys[3]!, async () => 'y'.repeat(5));
    expect(cache.size).toEqual({ entries: 3, chars: 15 });
    // /b was the least recently used
    expect((await cache.answer(keys[1]!, async () => 'drawn again')).computed).toBe(true);
    // a large answer pushes out as many older ones as its characters need
    await cache.answer(keys[4]!, async () => 'z'.repeat(20));
    expect(cache.size).toEqual({ entries: 1, chars: 20 });
    expect((await cache.answer(keys[4]!, async () => 'not drawn again')).body).toBe('z'.repeat(20));
  });

  it('compresses a kept body once per encoding, a body it does not keep every time', async () => {
    const cache = new MemoryVisitorCache();
    let encodes = 0;
    const encode = (kept: boolean) => Buffer.from(`copy ${(encodes += 1)}${kept ? '' : ' for one response'}`);
    const key = await cache.key('en_US', '/q', {});
    const { body } = await cache.answer(key, async () => 'x'.repeat(2_000));
    const first = cache.encodedOnce(body, 'br', encode);
    expect(cache.encodedOnce('x'.repeat(2_000), 'br', encode)).toBe(first);
    expect(cache.encodedOnce(body, 'gzip', encode).toString()).toBe('copy 2');
    expect(cache.encodedOnce('not kept', 'br', encode).toString()).toBe('copy 3 for one response');
    expect(cache.encodedOnce('not kept', 'br', encode).toString()).toBe('copy 4 for one response');
    // a write drops the copies with the answers
    await cache.invalidate();
    expect(cache.encodedOnce(body, 'br', encode).toString()).toBe('copy 5 for one response');
  });

  it('parses a kept body once, frozen, counting it in the bounds; a body it does not keep every time', async () => {
    const cache = new MemoryVisitorCache();
    const key = await cache.key('en_US', '/q', {});
    const { body } = await cache.answer(key, async () => JSON.stringify({ code: 200, data: { list: [{ id: '1', tags: ['a'] }] } }));
    const parsed = cache.parsedOnce(body) as { data: { list: { id: string; tags: string[] }[] } };
    expect(cache.parsedOnce(body)).toBe(parsed);
    expect(cache.size.chars).toBe(2 * body.length);
    // shared by every member's overlay: a change throws instead of reaching the next member
    expect(() => parsed.data.list[0]!.tags.push('b')).toThrow(TypeError);
    expect(() => { parsed.data.list[0]!.id = '2'; }).toThrow(TypeError);
    expect(cache.parsedOnce('{"not":"kept"}')).not.toBe(cache.parsedOnce('{"not":"kept"}'));
    await cache.invalidate();
    expect(cache.size.chars).toBe(0);
  });

  it('keeps a body\'s copies while any key keeps that body', async () => {
    const cache = new MemoryVisitorCache({ entries: 2, chars: 1_000_000 });
    const [a, b, c] = await Promise.all(['/a', '/b', '/c'].map((p) => cache.key('en_US', p, {})));
    await cache.answer(a!, async () => 'same');
    await cache.answer(b!, async () => 'same');
    let encodes = 0;
    const encode = () => Buffer.from(String((encodes += 1)));
    cache.encodedOnce('same', 'gzip', encode);
    // /a goes past the bound of two answers; /b still keeps the body
    await cache.answer(c!, async () => 'other');
    cache.encodedOnce('same', 'gzip', encode);
    expect(encodes).toBe(1);
    // and /b too: nothing keeps it
    await cache.answer(a!, async () => 'third');
    cache.encodedOnce('same', 'gzip', encode);
    expect(encodes).toBe(2);
  });

  it('lets go of a kept response once its answer has left the cache, and keeps no 5xx', async () => {
    const cache = new MemoryVisitorCache({ entries: 1, chars: 1_000 });
    const [a, b] = await Promise.all(['/a', '/b'].map((p) => cache.key('en_US', p, {})));
    await drawAndKeep(cache, a!, '/a', 'answer a');
    // /b's answer pushes /a's out of the cache: /a's response goes with it when /b's is kept
    await drawAndKeep(cache, b!, '/b', 'answer b');
    expect(cache.responsesSize.entries).toBe(1);
    expect(cache.serveKept(visit('/a'), response(), 'id')).toBe(false);
    expect(cache.serveKept(visit('/b'), response(), 'id')).toBe(true);
    // a send that failed after the answer was drawn is not what later visitors get
    await cache.invalidate();
    const c = await cache.key('en_US', '/c', {});
    await drawAndKeep(cache, c, '/c', 'answer c', 500);
    expect(cache.serveKept(visit('/c'), response(), 'id')).toBe(false);
  });

  it('counts an answer served from its kept response as recently used', async () => {
    const cache = new MemoryVisitorCache({ entries: 2, chars: 1_000 });
    const [a, b, c] = await Promise.all(['/a', '/b', '/c'].map((p) => cache.key('en_US', p, {})));
    await drawAndKeep(cache, a!, '/a', 'answer a');
    await drawAndKeep(cache, b!, '/b', 'answer b');
    expect(cache.serveKept(visit('/a'), response(), 'id')).toBe(true);
    // /b is now the least recently used: /c pushes it out, not /a
    await cache.answer(c!, async () => 'answer c');
    expect(cache.freshAnswer(a!)).toBeDefined();
    expect(cache.freshAnswer(b!)).toBeUndefined();
  });
});
