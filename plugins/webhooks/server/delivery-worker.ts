import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Clock } from '../../../kernel/api.ts';
import type { WebhookEventName } from '../schemas/webhook.ts';
import type { DeliveryRepository, DeliveryRow } from './delivery-repository.ts';
import type { EndpointRepository, EndpointRow } from './endpoint-repository.ts';
import type { Subject } from './event-data.ts';
import { originOf } from './target-url.ts';
import type { WebhookDispatcher } from './webhook-dispatcher.ts';
import { postJson, type SendResult } from './webhook-sender.ts';

/** The plugin's config (schemas/config.schema.json). */
export interface WebhooksConfig {
  retry_delays: number[];
  timeout_seconds: number;
  disable_after_hours: number;
}

/** Looks for retries this often; a new event is sent at once (kick). */
const POLL_MS = 2_000;
/** Finished deliveries stay in the log this long. */
const LOG_DAYS = 30;
const PRUNE_EVERY_S = 3600;

interface WorkerDeps {
  /** The site database, undefined before the install made one. */
  db: () => Knex | undefined;
  deliveries: DeliveryRepository;
  endpoints: EndpointRepository;
  dispatcher: WebhookDispatcher;
  clock: Clock;
  logger: Logger;
  config: () => Promise<WebhooksConfig>;
  /** Whether the plugin is enabled: a disabled one sends nothing (its queue waits). */
  active: () => boolean;
  /** An endpoint was turned off for failing through the whole window (tell the admins). */
  turnedOff: (endpoint: EndpointRow, failingSince: number) => Promise<void>;
}

/**
 * Sends what the journal queued, in every process serving the site: each row is claimed before
 * its attempt (DeliveryRepository.claim), so two processes never send one delivery, and a
 * process killed mid-send leaves it to be retried when its claim lapses. A failed attempt is
 * tried again after the configured delays; an endpoint failing through the whole window is
 * turned off and its pending deliveries fail. `drain()` runs what is due now, `start()` adds the
 * timer for retries, `stop()` waits for the round in flight. Shaped like the mail outbox's worker.
 */
export class DeliveryWorker {
  private timer?: NodeJS.Timeout;
  private stopping = false;
  private running: Promise<number> = Promise.resolve(0);
  private waiting = false;
  private prunedAt = 0;

  constructor(private readonly d: WorkerDeps) {}

  drain(): Promise<number> {
    if (this.waiting) return this.running;
    this.waiting = true;
    this.running = this.running.then(() => {
      this.waiting = false;
      return this.deliverDue();
    }).catch((err: unknown) => {
      this.d.logger.error({ err }, 'webhooks: delivery round failed');
      return 0;
    });
    return this.running;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.drain(), POLL_MS);
    this.timer.unref();
    void this.drain();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopping = true;
    await this.running;
    this.stopping = false;
  }

  /** A new event committed: send it now when this process runs the worker. */
  kick(): void {
    if (this.timer) void this.drain();
  }

  private async deliverDue(): Promise<number> {
    let handled = 0;
    while (!this.stopping && this.d.active() && this.d.db()) {
      const due = await this.d.deliveries.due(this.d.clock.now());
      if (due.length === 0) break;
      const config = await this.d.config();
      const endpoints = new Map((await this.d.endpoints.all()).map((e) => [e.id, e]));
      // One batch at once: a receiver that hangs holds up the others for one timeout, not one each.
      const done = await Promise.all(due.map((row) => this.attempt(row, endpoints.get(row.endpoint_id), config)));
      handled += done.filter(Boolean).length;
    }
    await this.prune();
    return handled;
  }

  private async attempt(row: DeliveryRow, endpoint: EndpointRow | undefined, config: WebhooksConfig): Promise<boolean> {
    const { deliveries, clock } = this.d;
    if (!endpoint) {
      await deliveries.drop(row.id);
      return false;
    }
    if (!endpoint.enabled) {
      await deliveries.finish(row.id, { status: 'failed', error: 'disabled', response_status: 0, duration_ms: 0 });
      return false;
    }
    const now = clock.now();
    const delays = config.retry_delays;
    const attempts = row.attempts + 1;
    const retryIn = delays[Math.min(attempts, delays.length) - 1] ?? 0;
    // The claim outlasts the attempt, so a live process's send is never taken over mid-flight.
    if (!(await deliveries.claim(row, now, now + Math.max(retryIn, config.timeout_seconds + 30)))) return false;
    const prepared = await this.d.dispatcher.prepare(endpoint, {
      event: row.event as WebhookEventName, createdAt: row.created_at, subject: JSON.parse(row.subject) as Subject, deliveryId: String(row.id),
    });
    if ('skip' in prepared) {
      await deliveries.drop(row.id);
      return true;
    }
    const result: SendResult = 'error' in prepared
      ? { ok: false, response_status: 0, duration_ms: 0, error: prepared.error }
      : await postJson(endpoint.url, prepared.body, prepared.headers, config.timeout_seconds * 1000);
    if (result.ok) {
      await deliveries.finish(row.id, { status: 'delivered', response_status: result.response_status, duration_ms: result.duration_ms, error: '' });
      await this.d.endpoints.succeeded(endpoint.id);
      return true;
    }
    const at = clock.now();
    // The endpoint's run of failures is written before the outcome, so whoever sees the outcome sees it too.
    const since = await this.d.endpoints.failed(endpoint.id, at);
    const turnOff = at - since >= config.disable_after_hours * 3600 && (await this.d.endpoints.disableFailing(endpoint.id, at));
    const last = attempts > delays.length || turnOff;
    await deliveries.finish(row.id, {
      status: last ? 'failed' : 'pending', response_status: result.response_status, duration_ms: result.duration_ms, error: result.error,
      next_attempt_at: last ? at : at + retryIn,
    });
    this.d.logger.warn({ endpoint: endpoint.id, to: originOf(endpoint.url), event: row.event, attempts, status: result.response_status, error: result.error }, last ? 'webhook delivery failed for good' : 'webhook delivery failed; will retry');
    if (turnOff) await this.turnedOff(endpoint, since);
    return true;
  }

  /**
   * The endpoint failed through the whole window and this process turned it off (the update is
   * conditional, so only one process does): what it had pending fails, and the admins are told.
   */
  private async turnedOff(endpoint: EndpointRow, since: number): Promise<void> {
    await this.d.deliveries.failPending(endpoint.id, 'disabled');
    this.d.logger.warn({ endpoint: endpoint.id, to: originOf(endpoint.url), failing_since: since }, 'webhook endpoint turned off: failing for the whole window');
    await this.d.turnedOff(endpoint, since);
  }

  private async prune(): Promise<void> {
    const now = this.d.clock.now();
    if (now - this.prunedAt < PRUNE_EVERY_S) return;
    this.prunedAt = now;
    await this.d.deliveries.prune(now - LOG_DAYS * 86400);
  }
}
