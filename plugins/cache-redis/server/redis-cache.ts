import type { Redis } from 'ioredis';
import type { Tally } from '../../../kernel/api.ts';
import type { SharedCache } from '../../../kernel/provider-api.ts';

/** INCR that starts the key's TTL on the first count, in one step (a rate limit's window). */
const INCREMENT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * Renames the tally aside as its claim and notes when the claim was made, in one step: a count
 * added meanwhile lands either in the claim or in a new tally, never in neither.
 */
const CLAIM_TALLY = `if redis.call('EXISTS', KEYS[1]) == 0 then return {} end
redis.call('RENAME', KEYS[1], KEYS[2])
redis.call('HSET', KEYS[3], ARGV[1], ARGV[2])
return redis.call('HGETALL', KEYS[2])`;

/** How long a command or the first connection may take before it counts as failed. */
const TIMEOUT_MS = 2_000;

/**
 * The site's cache in Redis: every process serving the site reads and counts the same entries,
 * and signals travel on one pub/sub channel. Values are JSON; every key and the channel carry
 * the site's prefix, so sites (and tests) can share a server and a database number.
 *
 * Commands are never queued while Redis is away (the kernel's cache answers from memory then,
 * instead of requests waiting for a server that may not come back); the client reconnects by
 * itself, and `onReachable` tells the kernel when it is back.
 */
export class RedisCache implements SharedCache {
  readonly label: string;
  private connection?: Redis;
  private subscriber?: Redis;
  private connectedOnce = false;
  private readonly listeners: ((reachable: boolean) => void)[] = [];
  private lastReported = true;
  private lastError?: Error;

  constructor(
    private readonly url: string,
    private readonly prefix: string,
  ) {
    this.label = redactedUrl(url);
  }

  /**
   * ioredis is imported here, when a site configured with Redis connects, not with the plugin:
   * loaded, it holds ~1 MB of live heap, ~2 MB of peak RSS at the heap's growth, in every
   * process of a site that keeps its cache in memory (docs/perf.md, 2026-11-29 17:06 UTC).
   * Node keeps a module once imported.
   */
  async connect(): Promise<void> {
    const { Redis } = await import('ioredis');
    const client = new Redis(this.url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: TIMEOUT_MS,
      commandTimeout: TIMEOUT_MS,
      // The first connection is tried once (a wrong URL at start is one clear line, not a
      // process retrying forever); once it has been up, it is retried until it is back.
      retryStrategy: (times) => (this.connectedOnce ? Math.min(times * 100, 1_000) : null),
    });
    client.defineCommand('quorumIncrement', { numberOfKeys: 1, lua: INCREMENT });
    client.defineCommand('quorumClaimTally', { numberOfKeys: 3, lua: CLAIM_TALLY });
    // reported through onReachable, once; the last one names why a first connection failed
    client.on('error', (err: Error) => void (this.lastError = err));
    client.on('ready', () => this.report(true));
    client.on('close', () => this.report(false));
    this.connection = client;
    try {
      await client.connect();
      await client.ping();
    } catch (err) {
      client.disconnect();
      const reason = this.lastError ?? (err as Error);
      throw new Error(`cannot reach the Redis cache at ${this.label}: ${reason.message || 'no answer'}`, { cause: err });
    }
    this.connectedOnce = true;
  }

  reachable(): boolean {
    return this.connection?.status === 'ready';
  }

  onReachable(listener: (reachable: boolean) => void): void {
    this.listeners.push(listener);
  }

  async get<T>(key: string): Promise<T | undefined> {
    const value = await this.client.get(this.prefix + key);
    return value === null ? undefined : (JSON.parse(value) as T);
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.client.set(this.prefix + key, JSON.stringify(value), 'EX', Math.max(1, Math.ceil(ttlSeconds)));
  }

  async delete(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }

  async increment(key: string, ttlSeconds: number): Promise<number> {
    const run = (this.client as unknown as { quorumIncrement(key: string, ttl: number): Promise<number> }).quorumIncrement;
    return Number(await run.call(this.client, this.prefix + key, Math.max(1, Math.ceil(ttlSeconds))));
  }

  async take<T>(key: string): Promise<T | undefined> {
    const value = await this.client.getdel(this.prefix + key);
    return value === null ? undefined : (JSON.parse(value) as T);
  }

  async tally(key: string, field: string, by: number): Promise<void> {
    await this.client.hincrby(this.prefix + key, field, by);
  }

  async claimTally(key: string, claim: string): Promise<Tally> {
    const run = (this.client as unknown as { quorumClaimTally(...args: string[]): Promise<string[]> }).quorumClaimTally;
    const flat = await run.call(this.client, this.prefix + key, this.claimKey(key, claim), this.claimsKey(key), claim, String(Date.now()));
    const counts: Tally = {};
    for (let i = 0; i < flat.length; i += 2) counts[flat[i]!] = Number(flat[i + 1]);
    return counts;
  }

  async unsettledTallies(key: string, olderThanSeconds: number): Promise<{ claim: string; counts: Tally }[]> {
    const before = Date.now() - olderThanSeconds * 1000;
    const claims = Object.entries(await this.client.hgetall(this.claimsKey(key))).filter(([, at]) => Number(at) <= before);
    const found = [];
    for (const [claim] of claims) {
      const counts = Object.fromEntries(Object.entries(await this.client.hgetall(this.claimKey(key, claim))).map(([field, n]) => [field, Number(n)]));
      found.push({ claim, counts });
    }
    return found;
  }

  async settleTally(key: string, claim: string): Promise<void> {
    await this.client.multi().del(this.claimKey(key, claim)).hdel(this.claimsKey(key), claim).exec();
  }

  async publish(message: string): Promise<void> {
    await this.client.publish(this.channel, message);
  }

  /** A second connection (a subscribed one can send nothing else); it resubscribes after a reconnect. */
  async subscribe(listener: (message: string) => void): Promise<void> {
    const { Redis } = await import('ioredis');
    if (!this.subscriber) {
      this.subscriber = new Redis(this.url, { connectTimeout: TIMEOUT_MS, retryStrategy: (times) => Math.min(times * 100, 1_000) });
      this.subscriber.on('error', () => undefined);
      await this.subscriber.subscribe(this.channel);
    }
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) listener(message);
    });
  }

  async ping(): Promise<void> {
    await this.client.ping();
  }

  async close(): Promise<void> {
    this.listeners.length = 0;
    for (const client of [this.connection, this.subscriber]) {
      if (!client) continue;
      await client.quit().catch(() => client.disconnect());
    }
  }

  /** The connection `connect()` made: the kernel connects a cache before it uses it. */
  private get client(): Redis {
    if (!this.connection) throw new Error(`the Redis cache at ${this.label} is used before connect()`);
    return this.connection;
  }

  private claimKey(key: string, claim: string): string {
    return `${this.prefix}${key}:claim:${claim}`;
  }

  private claimsKey(key: string): string {
    return `${this.prefix}${key}:claims`;
  }

  private get channel(): string {
    return `${this.prefix}signals`;
  }

  private report(reachable: boolean): void {
    if (!this.connectedOnce || reachable === this.lastReported) return;
    this.lastReported = reachable;
    for (const listener of this.listeners) listener(reachable);
  }
}

/** The URL as logs and `/healthz` may show it: without a password. */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}
