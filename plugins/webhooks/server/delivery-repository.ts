import type { Knex } from 'knex';
import type { DeliveryError, DeliveryStatus, WebhookDelivery } from '../schemas/webhook.ts';

/** A delivery as stored. */
export interface DeliveryRow {
  id: number;
  endpoint_id: number;
  event: string;
  subject: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: number;
  last_attempt_at: number;
  response_status: number;
  duration_ms: number;
  error: DeliveryError;
  created_at: number;
}

/** What one attempt came to. */
export interface AttemptOutcome {
  status: DeliveryStatus;
  response_status: number;
  duration_ms: number;
  error: DeliveryError;
  next_attempt_at?: number;
}

const BATCH = 20;
const numeric = ['id', 'endpoint_id', 'attempts', 'next_attempt_at', 'last_attempt_at', 'response_status', 'duration_ms', 'created_at'] as const;
const read = (row: DeliveryRow): DeliveryRow => {
  const out = { ...row };
  for (const key of numeric) out[key] = Number(row[key]);
  return out;
};

/** The `webhook_delivery` table: the queue and, once rows are done, each endpoint's log. */
export class DeliveryRepository {
  constructor(private readonly db: () => Knex) {}

  /** Queues one event for endpoints, in the transaction that made the change when there is one. */
  async enqueue(db: Knex | Knex.Transaction, endpointIds: number[], event: string, subject: object, now: number): Promise<void> {
    if (endpointIds.length === 0) return;
    const text = JSON.stringify(subject);
    await db('webhook_delivery').insert(endpointIds.map((id) => ({
      endpoint_id: id, event, subject: text, status: 'pending', attempts: 0, next_attempt_at: now, created_at: now,
    })));
  }

  async due(now: number): Promise<DeliveryRow[]> {
    const rows = (await this.db()('webhook_delivery').where({ status: 'pending' }).andWhere('next_attempt_at', '<=', now)
      .orderBy('id').limit(BATCH).select('*')) as DeliveryRow[];
    return rows.map(read);
  }

  /**
   * Claims a row for one attempt: raises `attempts` and moves `next_attempt_at` past the attempt
   * (`leaseUntil`), only if nobody did since it was read. Another process's worker then skips it,
   * and the claim of a process that died mid-send lapses at `leaseUntil` (the row is retried).
   */
  async claim(row: DeliveryRow, now: number, leaseUntil: number): Promise<boolean> {
    const changed = await this.db()('webhook_delivery').where({ id: row.id, status: 'pending', attempts: row.attempts })
      .update({ attempts: row.attempts + 1, next_attempt_at: leaseUntil, last_attempt_at: now });
    return changed > 0;
  }

  async finish(id: number, outcome: AttemptOutcome): Promise<void> {
    await this.db()('webhook_delivery').where({ id }).update(outcome);
  }

  /** A delivery with nothing to send (a tag filter that does not match): it leaves no trace. */
  async drop(id: number): Promise<void> {
    await this.db()('webhook_delivery').where({ id }).delete();
  }

  /** The pending deliveries of an endpoint turned off fail at once. */
  async failPending(endpointId: number, error: DeliveryError): Promise<void> {
    await this.db()('webhook_delivery').where({ endpoint_id: endpointId, status: 'pending' }).update({ status: 'failed', error });
  }

  /** A delivery written already done (the test event). */
  async record(endpointId: number, event: string, outcome: AttemptOutcome, now: number): Promise<void> {
    await this.db()('webhook_delivery').insert({ endpoint_id: endpointId, event, subject: '{}', attempts: 1, next_attempt_at: now, last_attempt_at: now, created_at: now, ...outcome });
  }

  async page(endpointId: number, page: number, pageSize: number): Promise<{ count: number; list: WebhookDelivery[] }> {
    const base = () => this.db()('webhook_delivery').where({ endpoint_id: endpointId });
    const [{ n }] = (await base().count({ n: '*' })) as [{ n: number | string }];
    const rows = (await base().orderBy('id', 'desc').offset((page - 1) * pageSize).limit(pageSize).select('*')) as DeliveryRow[];
    return { count: Number(n), list: rows.map(read).map(present) };
  }

  /** Finished deliveries older than `before` go (the log keeps recent ones). */
  async prune(before: number): Promise<number> {
    return this.db()('webhook_delivery').whereNot({ status: 'pending' }).andWhere('created_at', '<', before).delete();
  }
}

function present(row: DeliveryRow): WebhookDelivery {
  return {
    id: String(row.id), event: row.event as WebhookDelivery['event'], status: row.status, attempts: row.attempts, response_status: row.response_status,
    duration_ms: row.duration_ms, error: row.error, created_at: row.created_at, last_attempt_at: row.last_attempt_at,
    next_attempt_at: row.status === 'pending' ? row.next_attempt_at : 0,
  };
}
