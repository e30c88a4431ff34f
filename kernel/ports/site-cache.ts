import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Cache, SharedCache, SiteCache, Tally } from './cache.ts';
import { MemoryCache } from './memory-cache.ts';

/** What the cache served, for `/metrics`. */
export interface CacheCounts {
  hits: number;
  misses: number;
}

/**
 * The kernel's cache (`kernel.cache`): the shared cache config.yaml names while it is reachable,
 * else this process's memory. A shared cache that goes away costs no request an error: its calls
 * go to memory (limits are counted in this process, captchas and settings kept here) with one log
 * line, and `coherent()` turns false so nothing is kept for visitors. When it is back the memory
 * is forgotten (another process may have changed what it holds) and every signal handler runs
 * once, for the signals lost meanwhile.
 */
export class KernelCache implements SiteCache {
  private readonly memory = new MemoryCache();
  private shared?: SharedCache;
  private readonly handlers = new Map<string, (() => void | Promise<void>)[]>();
  /** Tells this kernel's own signals from other processes' (two kernels may share one process: tests). */
  private readonly origin = randomUUID();
  private away = false;
  readonly counts: CacheCounts = { hits: 0, misses: 0 };

  constructor(private readonly logger: Logger) {}

  /** Starts using `shared` (connected by the caller) instead of memory. */
  async use(shared: SharedCache): Promise<void> {
    this.shared = shared;
    shared.onReachable((reachable) => this.reachableChanged(reachable));
    await shared.subscribe((message) => this.received(message));
  }

  /** The shared cache in use, if any (`/healthz`, `quorum check`). */
  get sharedCache(): SharedCache | undefined {
    return this.shared;
  }

  async close(): Promise<void> {
    const shared = this.shared;
    this.shared = undefined;
    await shared?.close();
  }

  coherent(): boolean {
    return !this.shared || this.shared.reachable();
  }

  async get<T>(key: string): Promise<T | undefined> {
    const value = await this.call((cache) => cache.get<T>(key));
    if (value === undefined) this.counts.misses++;
    else this.counts.hits++;
    return value;
  }

  set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    return this.call((cache) => cache.set(key, value, ttlSeconds));
  }

  delete(key: string): Promise<void> {
    return this.call((cache) => cache.delete(key));
  }

  increment(key: string, ttlSeconds: number): Promise<number> {
    return this.call((cache) => cache.increment(key, ttlSeconds));
  }

  take<T>(key: string): Promise<T | undefined> {
    return this.call((cache) => cache.take<T>(key));
  }

  tally(key: string, field: string, by: number): Promise<void> {
    return this.call((cache) => cache.tally(key, field, by));
  }

  claimTally(key: string, claim: string): Promise<Tally> {
    return this.call((cache) => cache.claimTally(key, claim));
  }

  unsettledTallies(key: string, olderThanSeconds: number): Promise<{ claim: string; counts: Tally }[]> {
    return this.call((cache) => cache.unsettledTallies(key, olderThanSeconds));
  }

  settleTally(key: string, claim: string): Promise<void> {
    return this.call((cache) => cache.settleTally(key, claim));
  }

  async signal(topic: string): Promise<void> {
    if (!this.shared?.reachable()) return;
    await this.shared.publish(JSON.stringify({ topic, origin: this.origin })).catch((err: unknown) => this.failed(err));
  }

  onSignal(topic: string, handler: () => void | Promise<void>): void {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
  }

  /** One call on the shared cache while it is reachable, on memory otherwise or when the call fails. */
  private async call<T>(run: (cache: Cache) => Promise<T>): Promise<T> {
    const shared = this.shared;
    if (!shared?.reachable()) return run(this.memory);
    try {
      const result = await run(shared);
      if (this.away) this.reachableChanged(true);
      return result;
    } catch (err) {
      this.failed(err);
      return run(this.memory);
    }
  }

  private failed(err: unknown): void {
    if (this.away) return;
    this.away = true;
    this.logger.error({ err: (err as Error).message, cache: this.shared?.label }, 'the shared cache failed: serving without it (limits counted in this process, nothing kept for visitors) until it is back');
  }

  private reachableChanged(reachable: boolean): void {
    if (!reachable) return this.failed(new Error('connection lost'));
    if (!this.away) return;
    this.away = false;
    this.memory.clear();
    this.logger.warn({ cache: this.shared?.label }, 'the shared cache is back');
    for (const handlers of this.handlers.values()) for (const handler of handlers) void this.run(handler);
  }

  private received(message: string): void {
    let parsed: { topic?: string; origin?: string };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.origin === this.origin || !parsed.topic) return;
    for (const handler of this.handlers.get(parsed.topic) ?? []) void this.run(handler);
  }

  private async run(handler: () => void | Promise<void>): Promise<void> {
    try {
      await handler();
    } catch (err) {
      this.logger.error({ err }, 'a cache signal handler failed');
    }
  }
}
