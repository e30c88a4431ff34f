import type { Knex } from 'knex';
import { KeptCopy, type Clock } from '../../../kernel/api.ts';
import type { WebhookEventName } from '../schemas/webhook.ts';
import type { DeliveryRepository } from './delivery-repository.ts';
import type { EndpointRepository, EndpointRow } from './endpoint-repository.ts';
import type { Subject } from './event-data.ts';

/**
 * Writes an event's deliveries in the transaction that made the change (a `sync` handler), so
 * an event is queued exactly when its change commits: a rollback queues nothing, and a crash
 * after the commit loses nothing. Only ids go in; the body is built when it is sent.
 *
 * Every ask, answer and comment passes here, so the enabled endpoints are kept in memory
 * rather than read in each of those transactions. The copy is dropped when an endpoint changes
 * (here, and in the other processes through the cache's signal) and after a few seconds anyway.
 */
export class DeliveryJournal {
  private readonly subscribers: KeptCopy<EndpointRow[], [Knex | Knex.Transaction]>;

  constructor(
    private readonly db: () => Knex,
    endpoints: EndpointRepository,
    private readonly deliveries: DeliveryRepository,
    private readonly clock: Clock,
    /** The formats that can be delivered now (`quorum` and the enabled plugins'). */
    private readonly formats: () => string[],
    /** Runs once the event's change committed (the worker's kick). */
    private readonly queued: () => void,
  ) {
    this.subscribers = new KeptCopy((db) => endpoints.enabled(db));
  }

  async record(trx: Knex.Transaction | undefined, event: WebhookEventName, subject: Subject): Promise<void> {
    const db = trx ?? this.db();
    const formats = new Set(this.formats());
    const targets = (await this.subscribers.get(db)).filter((e) => e.events.includes(event) && formats.has(e.format)).map((e) => e.id);
    if (targets.length === 0) return;
    await this.deliveries.enqueue(db, targets, event, subject, this.clock.now());
    if (trx && !trx.isCompleted()) trx.executionPromise.then(this.queued, () => undefined);
    else this.queued();
  }

  /** Forget the copy: an endpoint changed. */
  forget(): void {
    this.subscribers.forget();
  }
}
