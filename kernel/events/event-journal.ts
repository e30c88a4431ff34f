import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/** How long a noted or taken-up row is its process's alone: longer than any handler's run. */
export const LEASE_MS = 120_000;

/** One handler's owed run of one event, as the journal holds it. */
export interface JournalEntry {
  id: string;
  owner: string;
  event: string;
  /** The payload as JSON. */
  payload: string;
  attempts: number;
}

/**
 * The `event_journal` table: the runs of durable handlers that events owe. A row is noted in
 * the emitting transaction (so it exists exactly when the change committed) and deleted in the
 * transaction that does the handler's work (`settle`), so the work is done once whoever does
 * it: a second run finds no row and does nothing. Leases only keep processes from doing the
 * same work side by side; the delete is what makes it once. Times are the machine's (Date.now),
 * not the site clock: they say how long ago a process took a row, which a test's clock does
 * not move.
 */
export class EventJournal {
  constructor(private readonly db: () => Knex | undefined) {}

  /** Whether the site has a database to journal in (none before install). */
  get ready(): boolean {
    return this.db() !== undefined;
  }

  /** Notes runs owed, in `trx` when the event has one; answers their ids, in order. */
  async note(trx: Knex | Knex.Transaction | undefined, runs: Omit<JournalEntry, 'id' | 'attempts'>[]): Promise<string[]> {
    const now = Date.now();
    const rows = runs.map((run) => ({ ...run, id: journalId(now), attempts: 0, lease_until: now + LEASE_MS }));
    await (trx ?? this.site())('event_journal').insert(rows);
    return rows.map((r) => r.id);
  }

  /** Deletes the row inside `trx`; true when it was still owed (the caller does the work), false when another run did it. */
  async settle(trx: Knex.Transaction, id: string): Promise<boolean> {
    return (await trx('event_journal').where({ id }).delete()) === 1;
  }

  /** Deletes the rows inside `trx` in one statement; answers how many were still owed. */
  async settleAll(trx: Knex.Transaction, ids: readonly string[]): Promise<number> {
    return trx('event_journal').whereIn('id', [...ids].sort()).delete();
  }

  /** Deletes a row whose handler found nothing to do. */
  async drop(id: string): Promise<void> {
    await this.site()('event_journal').where({ id }).delete();
  }

  /** Counts a failed run; the row waits for its lease to lapse, then a sweep runs it again. */
  async failed(id: string): Promise<void> {
    await this.site()('event_journal').where({ id }).increment('attempts', 1);
  }

  /** Up to `limit` rows of `owners` after id `after` whose lease lapses before `before`, oldest first. */
  async owed(owners: string[], after: string, limit: number, before: number): Promise<JournalEntry[]> {
    if (owners.length === 0) return [];
    const rows = await this.site()('event_journal').whereIn('owner', owners).andWhere('id', '>', after).andWhere('lease_until', '<', before)
      .orderBy('id').limit(limit).select('id', 'owner', 'event', 'payload', 'attempts');
    return rows.map((r: JournalEntry) => ({ ...r, attempts: Number(r.attempts) }));
  }

  /**
   * Takes a row up for this process: a new lease and one attempt more, if nobody took it since
   * it was read (its attempts unchanged). Of two sweeps that read it, one takes it.
   */
  async claim(entry: JournalEntry): Promise<boolean> {
    const taken = await this.site()('event_journal').where({ id: entry.id, attempts: entry.attempts })
      .update({ attempts: entry.attempts + 1, lease_until: Date.now() + LEASE_MS });
    return taken === 1;
  }

  private site(): Knex {
    const db = this.db();
    if (!db) throw new Error('the site is not installed: no event journal yet');
    return db;
  }
}

/** A row id: the time in base 36 (fixed width, so ids sort by it), then random hex. */
function journalId(now: number): string {
  return now.toString(36).padStart(9, '0') + randomBytes(8).toString('hex');
}
