import type { RequestHandler, Response } from 'express';
import { RateLimitError } from '../http/errors.ts';
import type { Cache } from '../ports/cache.ts';
import { systemClock, type Clock } from '../ports/clock.ts';

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** One `rate_limits` entry of config.yaml. */
export interface ConfiguredRateLimit {
  limit?: number;
  window_seconds?: number;
}

/** The kernel options' limits (test kernels): a table over the site's, or a function of the site's. */
export type RateLimitOverrides = Record<string, RateLimit> | ((limits: Record<string, RateLimit>) => Record<string, RateLimit>);

/**
 * The limits a site runs with: the defaults plugins declared (`ctx.rateLimit`, `ctx.rateCounter`), then
 * config.yaml's `rate_limits` (a partial entry keeps the default's other half), then the kernel
 * options (test kernels).
 */
export function resolveRateLimits(
  declared: Record<string, RateLimit>, configured: Record<string, ConfiguredRateLimit> | undefined, overrides?: RateLimitOverrides,
): Record<string, RateLimit> {
  const limits = { ...declared };
  for (const [action, entry] of Object.entries(configured ?? {})) {
    const base = limits[action] ?? { limit: Number.MAX_SAFE_INTEGER, windowSeconds: 60 };
    limits[action] = { limit: entry?.limit ?? base.limit, windowSeconds: entry?.window_seconds ?? base.windowSeconds };
  }
  return typeof overrides === 'function' ? overrides(limits) : { ...limits, ...overrides };
}

/** Counts one action per actor in fixed windows kept in the Cache port (shared by every process). */
export class RateCounter {
  constructor(
    private readonly cache: Cache,
    private readonly limits: () => Record<string, RateLimit>,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Seconds until the actor may act again, or 0 when under the limit. */
  async waitFor(action: string, actor: string): Promise<number> {
    const rule = this.limits()[action];
    if (!rule) return 0;
    const count = (await this.cache.get<number>(this.key(action, actor))) ?? 0;
    return count >= rule.limit ? this.remaining(action, actor, rule) : 0;
  }

  /** Counts one; the seconds to wait when this one went over the limit, else 0. */
  async hit(action: string, actor: string): Promise<number> {
    const rule = this.limits()[action];
    if (!rule) return 0;
    const key = this.key(action, actor);
    const count = await this.cache.increment(key, rule.windowSeconds);
    if (count === 1) await this.cache.set(`${key}:until`, this.clock.now() + rule.windowSeconds, rule.windowSeconds);
    return count > rule.limit ? this.remaining(action, actor, rule) : 0;
  }

  private async remaining(action: string, actor: string, rule: RateLimit): Promise<number> {
    const until = await this.cache.get<number>(`${this.key(action, actor)}:until`);
    return Math.max(1, Math.min(rule.windowSeconds, (until ?? this.clock.now() + rule.windowSeconds) - this.clock.now()));
  }

  private key(action: string, actor: string): string {
    return `rate:${action}:${actor}`;
  }
}

/** 429 with the wait in a `Retry-After` header and in the translated message. */
export function refuseFor(res: Response, seconds: number): never {
  res.setHeader('Retry-After', String(seconds));
  throw new RateLimitError('error.rate_limited', null, { seconds });
}

/** Counts requests per member (or per client address for visitors) and action, through the Cache port. */
export function rateLimit(cache: Cache, action: string, limits: () => Record<string, RateLimit>, clock?: Clock): RequestHandler {
  const counter = new RateCounter(cache, limits, clock);
  return async (req, res, next) => {
    const actor = req.quorum.user ? `user:${req.quorum.user.id}` : `ip:${req.quorum.ip}`;
    const wait = await counter.hit(action, actor);
    if (wait > 0) refuseFor(res, wait);
    next();
  };
}
