import { randomUUID } from 'node:crypto';
import { defineExtensionPoint } from '../plugins/extension-points.ts';

/**
 * Short-lived shared state (rate limits, cached settings, captchas): the kernel keeps it in its
 * own memory (`MemoryCache`) unless config.yaml names a shared cache engine (`cache: { engine:
 * redis, url }`), which every process serving the site then shares.
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
  /**
   * Adds `by` to the counter `field` of the tally `key`: counts every process adds to and one
   * of them writes elsewhere in batches (question views), so a process that dies loses none.
   */
  tally(key: string, field: string, by: number): Promise<void>;
  /**
   * Moves everything tallied under `key` aside as `claim`, in one step (what is tallied meanwhile
   * starts a new tally), and answers it ({} when there was none). The claim is kept until
   * `settleTally`, so what a process died writing is found again (`unsettledTallies`).
   */
  claimTally(key: string, claim: string): Promise<Tally>;
  /** Claims of `key` made more than `olderThanSeconds` ago and not settled: their writer died or failed. */
  unsettledTallies(key: string, olderThanSeconds: number): Promise<{ claim: string; counts: Tally }[]>;
  /** Forgets a claim whose counts are written. */
  settleTally(key: string, claim: string): Promise<void>;
}

/** Counters by name. */
export type Tally = Record<string, number>;

/**
 * The kernel's cache as plugins and the kernel use it (`kernel.cache`, `ctx.cache`): entries, and
 * signals that reach every process serving the site.
 */
export interface SiteCache extends Cache {
  /**
   * Whether what this process keeps and signals is seen by every process serving the site: true
   * with the memory cache (one process) and with a reachable shared cache, false while a shared
   * cache is away (then whatever a process keeps for visitors must not be kept: a write through
   * another process could not drop it).
   */
  coherent(): boolean;
  /** Tells every other process serving the site (through the shared cache; none without one). */
  signal(topic: string): Promise<void>;
  /**
   * Runs `handler` when another process signals `topic`, and when a shared cache comes back after
   * being away (signals sent meanwhile were lost).
   */
  onSignal(topic: string, handler: () => void | Promise<void>): void;
}

/** A cache several processes share, opened by a cache engine from config.yaml's `cache.url`. */
export interface SharedCache extends Cache {
  /** The URL without its password, for log lines, `/healthz` and `quorum check`. */
  readonly label: string;
  /** Connects; rejects with one line naming what failed when the server cannot be reached. */
  connect(): Promise<void>;
  /** Whether commands reach the server now. */
  reachable(): boolean;
  /** `listener(true)` once it is reachable again after being away, `listener(false)` when it goes. */
  onReachable(listener: (reachable: boolean) => void): void;
  /** Sends `message` to every subscriber of the site's channel, this process's included. */
  publish(message: string): Promise<void>;
  subscribe(listener: (message: string) => void): Promise<void>;
  /** A round trip to the server (`/healthz`, `quorum check`): rejects when it does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** config.yaml's `cache` section; no section (or engine `memory`) keeps the cache in process memory. */
export interface CacheConfig {
  engine: string;
  url?: string;
  /** Prepended to every key and to the signal channel, so several sites (or tests) can share one server. */
  prefix?: string;
}

/** A shared cache engine, contributed by a `cache` plugin (`cache-redis`). */
export interface CacheEngine {
  /** The value of `cache.engine` in config.yaml. */
  readonly id: string;
  readonly label: string;
  /** Whether `url` is one this engine opens (`quorum init --cache URL` picks the engine by it). */
  accepts(url: string): boolean;
  open(config: CacheConfig): SharedCache;
}

export const CacheEnginePoint = defineExtensionPoint<CacheEngine, 'many'>('kernel.cache-engine', {
  owner: 'kernel', cardinality: 'many', members: ['accepts', 'open'],
});

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
