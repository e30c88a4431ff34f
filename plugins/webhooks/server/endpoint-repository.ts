import type { Knex } from 'knex';
import type { WebhookEventName } from '../schemas/webhook.ts';

/** An endpoint as stored, its JSON columns read. */
export interface EndpointRow {
  id: number;
  url: string;
  secret: string;
  format: string;
  events: WebhookEventName[];
  tags: string[];
  enabled: boolean;
  failing_since: number;
  disabled_reason: '' | 'failing';
  created_at: number;
  updated_at: number;
}

export type EndpointFields = Omit<EndpointRow, 'id'>;

type Stored = Omit<EndpointRow, 'events' | 'tags' | 'enabled'> & { events: string; tags: string; enabled: number | boolean };

const read = (row: Stored): EndpointRow => ({
  ...row,
  id: Number(row.id),
  events: JSON.parse(row.events) as WebhookEventName[],
  tags: JSON.parse(row.tags) as string[],
  enabled: Boolean(row.enabled),
  failing_since: Number(row.failing_since),
  created_at: Number(row.created_at),
  updated_at: Number(row.updated_at),
});

const write = (fields: Partial<EndpointFields>) => ({
  ...fields,
  ...(fields.events ? { events: JSON.stringify(fields.events) } : {}),
  ...(fields.tags ? { tags: JSON.stringify(fields.tags) } : {}),
});

/**
 * knex writes a failed statement's values into its error message, and the error middleware logs
 * it: a write holding a secret fails with the database's code alone, so no log line carries it.
 */
async function withoutValues<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    // eslint-disable-next-line preserve-caught-error -- the cause is what must not reach the log
    throw new Error(`webhook_endpoint: the write failed (${(err as { code?: string }).code ?? 'no code'})`);
  }
}

/** The `webhook_endpoint` table. */
export class EndpointRepository {
  constructor(
    private readonly db: () => Knex,
    private readonly insertId: (db: Knex, table: string, row: Record<string, unknown>) => Promise<number>,
  ) {}

  async all(db: Knex | Knex.Transaction = this.db()): Promise<EndpointRow[]> {
    return ((await db('webhook_endpoint').orderBy('id').select('*')) as Stored[]).map(read);
  }

  /** Enabled endpoints; read inside the caller's transaction when given (SQLite has one connection). */
  async enabled(db: Knex | Knex.Transaction = this.db()): Promise<EndpointRow[]> {
    return ((await db('webhook_endpoint').where({ enabled: true }).select('*')) as Stored[]).map(read);
  }

  async byId(id: number): Promise<EndpointRow | undefined> {
    const row = (await this.db()('webhook_endpoint').where({ id }).first()) as Stored | undefined;
    return row && read(row);
  }

  async insert(fields: EndpointFields): Promise<number> {
    return withoutValues(() => this.insertId(this.db(), 'webhook_endpoint', write(fields)));
  }

  async update(id: number, fields: Partial<EndpointFields>): Promise<void> {
    await withoutValues(() => this.db()('webhook_endpoint').where({ id }).update(write(fields)));
  }

  /** The endpoint and its log, together. */
  async remove(id: number): Promise<boolean> {
    return this.db().transaction(async (trx) => {
      await trx('webhook_delivery').where({ endpoint_id: id }).delete();
      return (await trx('webhook_endpoint').where({ id }).delete()) > 0;
    });
  }

  /** A failed attempt: starts the run of failures unless one is under way; answers when it began. */
  async failed(id: number, now: number): Promise<number> {
    await this.db()('webhook_endpoint').where({ id, failing_since: 0 }).update({ failing_since: now });
    const row = await this.db()('webhook_endpoint').where({ id }).first('failing_since');
    return Number(row?.failing_since ?? now);
  }

  async succeeded(id: number): Promise<void> {
    await this.db()('webhook_endpoint').where({ id }).whereNot({ failing_since: 0 }).update({ failing_since: 0 });
  }

  /**
   * Turns an endpoint off after failing for the whole window. Conditional, so of several
   * processes finding it failing only one turns it off (and tells the admins).
   */
  async disableFailing(id: number, now: number): Promise<boolean> {
    return (await this.db()('webhook_endpoint').where({ id, enabled: true }).update({ enabled: false, disabled_reason: 'failing', updated_at: now })) > 0;
  }
}
