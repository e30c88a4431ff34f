import { randomUUID } from 'node:crypto';
/**
 * Short-lived shared state (rate limits, cached settings). The default lives in process
 * memory; a `cache` plugin (Redis) replaces it when several processes serve one site.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Adds 1 and returns the new value; the first increment starts the TTL. Atomic: of N
   * concurrent calls on one key, each sees a different value (rate limits count on it).
   */
  increment(key: string, ttlSeconds: number): Promise<number>;
  /** Returns the value and deletes it in one step, so only one of concurrent callers gets it. */
  take<T>(key: string): Promise<T | undefined>;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

/** In-memory LRU with per-key expiry. */
export class MemoryCache implements Cache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 10_000) {}

  /** Entries held, expired or not (what the memory holds). */
  get size(): number {
    return this.entries.size;
  }

  async get<T>(key: string): Promise<T | undefined> {
    const entry = this.live(key);
    if (!entry) return undefined;
    // Re-insert to mark as recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return structuredClone(entry.value) as T;
  }

  async take<T>(key: string): Promise<T | undefined> {
    const entry = this.live(key);
    this.entries.delete(key);
    return entry === undefined ? undefined : (entry.value as T);
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    this.entries.delete(key);
    const now = Date.now();
    this.entries.set(key, { value: structuredClone(value), expiresAt: now + ttlSeconds * 1000 });
    this.dropExpiredOldest(now);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /**
   * Expired entries no one asks for again (a short-lived answer under a generation that a write
   * has replaced) would otherwise stay until the LRU bound pushes them out, holding memory for
   * nothing; the least recently used end is swept up to the first live entry, so a set costs
   * little.
   */
  private dropExpiredOldest(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now) return;
      this.entries.delete(key);
    }
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  // No await between reading and writing the entry: concurrent increments must not both read
  // the same value (a burst of requests would otherwise slip under a rate limit).
  async increment(key: string, ttlSeconds: number): Promise<number> {
    const entry = this.live(key);
    const next = ((entry?.value as number | undefined) ?? 0) + 1;
    this.entries.delete(key);
    this.entries.set(key, { value: next, expiresAt: entry?.expiresAt ?? Date.now() + ttlSeconds * 1000 });
    return next;
  }

  /** The entry under `key` unless it has expired (an expired one is dropped). */
  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

/**
 * The token a family of cached entries is stored under: `renew()` drops the whole family at once,
 * in every process sharing the cache. Random rather than counted, so a token evicted from the cache
 * starts afresh without ever meeting entries stored under an earlier one. Its TTL only has to
 * outlive the entries.
 */
export class CacheGeneration {
  constructor(
    private readonly cache: Cache,
    private readonly key: string,
    private readonly ttlSeconds = 7 * 86400,
  ) {}

  async current(): Promise<string> {
    const token = await this.cache.get<string>(this.key);
    if (token) return token;
    const fresh = randomUUID();
    await this.cache.set(this.key, fresh, this.ttlSeconds);
    return fresh;
  }

  async renew(): Promise<void> {
    await this.cache.set(this.key, randomUUID(), this.ttlSeconds);
  }
}
