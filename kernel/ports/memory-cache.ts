import type { Cache, Tally } from './cache.ts';

interface Entry {
  value: unknown;
  expiresAt: number;
}

/**
 * In-memory LRU with per-key expiry: the kernel's cache when config.yaml names no shared one (a
 * site served by one process), and the stand-in while a shared one is unreachable. Exported in
 * kernel/provider-api for a cache engine to fall back on, and for tests.
 */
export class MemoryCache implements Cache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 10_000) {}

  private readonly tallies = new Map<string, Tally>();
  private readonly claims = new Map<string, Map<string, { at: number; counts: Tally }>>();

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

  /** Forgets everything (what it kept while a shared cache was away is stale once it is back). */
  clear(): void {
    this.entries.clear();
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

  async tally(key: string, field: string, by: number): Promise<void> {
    const counts = this.tallies.get(key) ?? {};
    counts[field] = (counts[field] ?? 0) + by;
    this.tallies.set(key, counts);
  }

  async claimTally(key: string, claim: string): Promise<Tally> {
    const counts = this.tallies.get(key);
    if (!counts) return {};
    this.tallies.delete(key);
    const claims = this.claims.get(key) ?? new Map();
    claims.set(claim, { at: Date.now(), counts });
    this.claims.set(key, claims);
    return { ...counts };
  }

  async unsettledTallies(key: string, olderThanSeconds: number): Promise<{ claim: string; counts: Tally }[]> {
    const before = Date.now() - olderThanSeconds * 1000;
    return [...(this.claims.get(key) ?? [])].filter(([, c]) => c.at <= before).map(([claim, c]) => ({ claim, counts: { ...c.counts } }));
  }

  async settleTally(key: string, claim: string): Promise<void> {
    this.claims.get(key)?.delete(claim);
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
