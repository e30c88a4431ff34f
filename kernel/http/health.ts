import type { RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { KernelCache } from '../ports/site-cache.ts';

/** What a health probe reads of the kernel (`Kernel` is one). */
export interface HealthSources {
  readonly installed: boolean;
  readonly db: Knex;
  readonly cache: Pick<KernelCache, 'sharedCache'>;
}

/** How long a health probe waits for the database or the cache before calling it down. */
const PROBE_MS = 2_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** What is down now: the database (once installed) and the shared cache config.yaml names, each probed once. */
export async function unhealthy(kernel: HealthSources): Promise<string[]> {
  const down: string[] = [];
  const probes: Promise<void>[] = [];
  if (kernel.installed) probes.push(within(kernel.db.raw('select 1'), PROBE_MS).then(() => undefined, () => void down.push('database')));
  const shared = kernel.cache.sharedCache;
  if (shared) probes.push(within(shared.reachable() ? shared.ping() : Promise.reject(new Error('away')), PROBE_MS).then(() => undefined, () => void down.push('cache')));
  await Promise.all(probes);
  return down.sort();
}

/**
 * `GET /healthz` for a load balancer: 200 `OK`, or 503 naming what is down (`unavailable: cache`).
 * A process whose shared cache is away still serves (from memory), but a balancer may prefer the
 * others meanwhile.
 */
export function healthz(kernel: HealthSources): RequestHandler {
  return async (_req, res) => {
    const down = await unhealthy(kernel);
    res.status(down.length ? 503 : 200).type('text/plain').set('Cache-Control', 'no-store').send(down.length ? `unavailable: ${down.join(', ')}` : 'OK');
  };
}
