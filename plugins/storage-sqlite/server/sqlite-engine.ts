import { isAbsolute, resolve } from 'node:path';
import type { Knex } from 'knex';
import type { StorageEngine } from '../../../kernel/api.ts';
import { SqliteClient, type SqliteKnexConfig } from './sqlite-client.ts';

/** Relative paths live in QUORUM_HOME; the default file is quorum.db. */
export function sqliteFile(file: string | undefined, home: string): string {
  const name = file || 'quorum.db';
  return isAbsolute(name) ? name : resolve(home, name);
}

/**
 * Read-only connections beside the writer. Each statement runs on libuv's thread pool (four
 * threads by default): the writer and two readers leave one for files and compression.
 */
const READERS = 2;

/**
 * SQLite through knex's `sqlite3` client. One pooled writer connection: SQLite has one writer,
 * and serialising in the pool avoids SQLITE_BUSY between transactions. Reads outside
 * transactions go to read-only connections (SqliteClient); WAL lets them, and readers of other
 * processes (backups, `quorum check`), work alongside the writer.
 */
export const sqliteEngine: StorageEngine = {
  id: 'sqlite',
  label: 'SQLite',
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
        afterCreate(conn: { run(sql: string, cb: (err: Error | null) => void): void }, done: (err: Error | null, conn: unknown) => void) {
          conn.run('PRAGMA journal_mode = WAL', (e1) => {
            if (e1) return done(e1, conn);
            conn.run('PRAGMA foreign_keys = ON', (e2) => {
              if (e2) return done(e2, conn);
              conn.run('PRAGMA busy_timeout = 5000', (e3) => {
                if (e3) return done(e3, conn);
                // WAL's own advice: commits append to the log without waiting for the disk; the
                // file stays consistent, a power cut may lose the last commits before a checkpoint.
                conn.run('PRAGMA synchronous = NORMAL', (e4) => done(e4, conn));
              });
            });
          });
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
  async withDeferredForeignKeys(trx, fn) {
    // `foreign_keys = OFF` is ignored inside a transaction; deferral ends by itself at commit.
    await trx.raw('PRAGMA defer_foreign_keys = ON');
    return fn();
  },
};
