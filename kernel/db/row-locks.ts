import type { Knex } from 'knex';

/**
 * Whether the engine locks rows, so that a read made only to lock them (`FOR UPDATE`, its rows
 * unused: two writers then take shared rows in one order and queue instead of deadlocking) does
 * anything. Not on SQLite: its one writer holds the whole database for its transaction, and
 * knex leaves FOR UPDATE out there, so such a read would only cost a statement.
 */
export function locksRows(db: Knex | Knex.Transaction): boolean {
  return db.client.dialect !== 'sqlite3';
}
