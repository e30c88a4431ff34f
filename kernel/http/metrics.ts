import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { QuorumConfig } from '../config/quorum-home.ts';
import type { ExtensionRegistry } from '../plugins/extension-points.ts';
import type { KernelCache } from '../ports/site-cache.ts';
import { MetricsPoint } from '../ports/metrics.ts';
import { unhealthy, type HealthSources } from './health.ts';

/** What the metrics read of the kernel (`Kernel` is one). */
export interface MetricsSources extends HealthSources {
  readonly cache: Pick<KernelCache, 'sharedCache' | 'counts'>;
  readonly config?: Pick<QuorumConfig, 'metrics'>;
  readonly host: { readonly extensions: Pick<ExtensionRegistry, 'all'> };
}

interface Pool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/**
 * The kernel's Prometheus metrics (one registry per kernel: several kernels can share a process):
 * requests by route and status with their latency, the database pool, the cache's hits and
 * misses, what plugins report (`kernel.metrics`: the outbox, the index queue), whether the
 * database and cache answer, and Node's own (event-loop delay, memory, GC).
 */
export class KernelMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'route' | 'method' | 'status'>;

  constructor(private readonly kernel: MetricsSources) {
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'quorum_http_request_duration_seconds', help: 'Requests by route and status, with their time to the last byte',
      labelNames: ['route', 'method', 'status'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5], registers: [this.registry],
    });
    const pool = () => (kernel.installed ? (kernel.db.client as { pool?: Pool }).pool : undefined);
    new Gauge({
      name: 'quorum_db_pool_connections', help: 'Database pool connections by state', labelNames: ['state'], registers: [this.registry],
      collect() {
        const p = pool();
        this.set({ state: 'used' }, p?.numUsed() ?? 0);
        this.set({ state: 'free' }, p?.numFree() ?? 0);
        this.set({ state: 'waiting' }, p?.numPendingAcquires() ?? 0);
      },
    });
    const counts = kernel.cache.counts;
    const seen = { hits: 0, misses: 0 };
    new Counter({
      name: 'quorum_cache_reads_total', help: 'Cache reads by result', labelNames: ['result'], registers: [this.registry],
      collect() {
        this.inc({ result: 'hit' }, counts.hits - seen.hits);
        this.inc({ result: 'miss' }, counts.misses - seen.misses);
        Object.assign(seen, counts);
      },
    });
    new Gauge({
      name: 'quorum_up', help: 'Whether the database and the shared cache answer (1) or not (0)', labelNames: ['service'], registers: [this.registry],
      async collect() {
        const down = await unhealthy(kernel);
        this.set({ service: 'database' }, down.includes('database') ? 0 : 1);
        if (kernel.cache.sharedCache) this.set({ service: 'cache' }, down.includes('cache') ? 0 : 1);
      },
    });
  }

  /** Times every request, labelled by the route that answered (`req.quorum.route`), `kept` for the request decorator's front path. */
  observe(): RequestHandler {
    return (req, res, next) => {
      const end = this.requests.startTimer();
      res.on('finish', () => end({ route: req.quorum?.route ?? (req.method === 'GET' ? 'page or file' : 'other'), method: req.method, status: String(res.statusCode) }));
      next();
    };
  }

  /** A response the request decorator sent before express (labelled `kept`, as it was named first). */
  observeFront(method: string, status: number, seconds: number): void {
    this.requests.observe({ route: 'kept', method, status: String(status) }, seconds);
  }

  /**
   * `GET /metrics`: 404 unless enabled; the bearer token when one is set, else loopback callers only,
   * judged by the client address trust_proxy resolves (behind a proxy on the same host every socket is
   * loopback, so the socket's address would let the whole internet in).
   */
  handler(): RequestHandler {
    return async (req, res, next) => {
      const config = this.kernel.config?.metrics;
      if (!config?.enabled) return next();
      const allowed = config.token ? sameText(req.get('authorization') ?? '', `Bearer ${config.token}`) : isLoopback(req.ip);
      if (!allowed) return void res.status(config.token ? 401 : 403).type('text/plain').send(config.token ? 'a bearer token is required' : 'loopback only');
      await this.pluginGauges();
      res.type(this.registry.contentType).set('Cache-Control', 'no-store').send(await this.registry.metrics());
    };
  }

  /** The plugins' numbers, each a gauge made the first time it is seen. */
  private async pluginGauges(): Promise<void> {
    for (const metric of this.kernel.host.extensions.all(MetricsPoint)) {
      if (this.registry.getSingleMetric(metric.name)) continue;
      const enabled = () => this.kernel.host.extensions.all(MetricsPoint).includes(metric);
      new Gauge({ name: metric.name, help: metric.help, registers: [this.registry], async collect() {
        // a plugin switched off reports nothing
        this.set(enabled() ? await metric.value() : 0);
      } });
    }
  }
}

/** Compared in constant time, so the token cannot be guessed from how long a refusal takes. */
function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/, '');
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}
