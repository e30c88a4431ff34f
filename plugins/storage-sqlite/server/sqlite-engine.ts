import { isAbsolute, resolve } from 'node:path';
import type { Knex } from 'knex';
import type { StorageEngine } from '../../../kernel/provider-api.ts';
import { SqliteClient, type SqliteConnection, type SqliteKnexConfig } from './sqlite-client.ts';
import { checkSqliteLocation } from './sqlite-location.ts';
import { claimSqliteServer } from './server-claim.ts';

/** Relative paths live in QUORUM_HOME; the default file is quorum.db. */
export function sqliteFile(file: string | undefined, home: string): string {
  const name = file || 'quorum.db';
  return isAbsolute(name) ? name : resolve(home, name);
}

/**
 * Read-only connections beside the writer. Statements run on the main thread, so more readers
 * would not read in parallel; two let a second read start while the first's builder is still
 * between its awaits.
 */
const READERS = 2;

/**
 * SQLite through knex's `better-sqlite3` client (synchronous: no thread-pool hop per statement,
 * which capped writes — docs/perf.md). One pooled writer connection: SQLite has one writer,
 * and serialising in the pool avoids SQLITE_BUSY between transactions. Reads outside
 * transactions go to read-only connections (SqliteClient); WAL lets them, and readers of other
 * processes (backups, `quorum check`), work alongside the writer.
 */
export const sqliteEngine: StorageEngine = {
  id: 'sqlite',
  label: 'SQLite',
  /** SQLite creates a missing file itself; what it cannot use is refused first, in words. */
  ensureDatabase: (db, home) => checkSqliteLocation(sqliteFile(db.file, home), home),
  knexConfig(db, home) {
    const config: SqliteKnexConfig = {
      client: SqliteClient as unknown as Knex.Config['client'],
      readers: READERS,
      connection: { filename: sqliteFile(db.file, home) },
      useNullAsDefault: true,
      acquireConnectionTimeout: 15_000,
      pool: {
        min: 1,
        max: 1,
        afterCreate(conn: SqliteConnection, done: (err: Error | null, conn: unknown) => void) {
          try {
            conn.pragma('journal_mode = WAL');
            conn.pragma('foreign_keys = ON');
            conn.pragma('busy_timeout = 5000');
            // WAL's own advice: commits append to the log without waiting for the disk; the
            // file stays consistent, a power cut may lose the last commits before a checkpoint.
            conn.pragma('synchronous = NORMAL');
            done(null, conn);
          } catch (err) {
            done(err as Error, conn);
          }
        },
      },
    };
    return config;
  },
  async insertId(db: Knex | Knex.Transaction, table: string, row: Record<string, unknown>) {
    const [id] = await db(table).insert(row);
    return Number(id);
  },
  async version(db: Knex) {
    const row = (await db.raw('select sqlite_version() as v')) as { v: string }[];
    return `SQLite ${row[0]?.v ?? ''}`;
  },
  async size(db: Knex) {
    const row = (await db.raw('select page_count * page_size as size from pragma_page_count(), pragma_page_size()')) as { size: number }[];
    return Number(row[0]?.size ?? 0);
  },
  async tables(db: Knex | Knex.Transaction) {
    // Virtual tables (the FTS5 search index) and their shadow tables are derived data: triggers
    // on `search_doc` rebuild them as its rows are restored, so a dump leaves them out.
    const rows = (await db.raw("select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name")) as { name: string }[];
    return rows.map((r) => r.name);
  },
  claimServer: async (db, home) => claimSqliteServer(sqliteFile(db.file, home)),
  async withDeferredForeignKeys(trx, fn) {
    // `foreign_keys = OFF` is ignored inside a transaction; deferral ends by itself at commit.
    await trx.raw('PRAGMA defer_foreign_keys = ON');
    return fn();
  },
};
