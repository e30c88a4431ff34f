import { createRequire } from 'node:module';
import type { Knex } from 'knex';
import { ReaderPool } from './reader-pool.ts';

/** The part of a node-sqlite3 `Database` the pool needs. */
export interface SqliteConnection {
  run(sql: string, cb: (err: Error | null) => void): void;
  close(cb: (err: Error | null) => void): void;
}

/** The part of knex's Runner (one builder's execution) the client steers. */
interface Runner {
  builder: { _method?: string; _connection?: unknown };
  connection?: unknown;
  ensureConnection(cb: (runner: Runner, params?: unknown) => Promise<unknown>, params?: unknown): Promise<unknown>;
}

interface KnexSqliteClient {
  readonly transacting?: boolean;
  acquireRawConnection(): Promise<SqliteConnection>;
  runner(builder: unknown): Runner;
  destroy(callback?: (err?: unknown) => void): Promise<void>;
}

// knex's own sqlite3 dialect, which its typings do not name; extended below.
const KnexSqlite = createRequire(import.meta.url)('knex/lib/dialects/sqlite3/index.js') as new (config: Knex.Config) => KnexSqliteClient;

/** Builder methods that only read (a builder's `_method`); raw SQL always goes to the writer. */
const READS = new Set(['select', 'first', 'pluck']);

export const run = (conn: SqliteConnection, sql: string) =>
  new Promise<void>((resolve, reject) => conn.run(sql, (err) => (err ? reject(err) : resolve())));

/** `readers`: how many read-only connections sit beside the one writer (0: none, everything on the writer). */
export type SqliteKnexConfig = Knex.Config & { readers?: number };

/**
 * knex's sqlite3 client with read-only connections beside its one writer. A query builder that
 * only reads (`select`, `first`, `pluck`) and is not part of a transaction runs on a reader, so
 * lists and pages no longer queue behind writes and their transactions; everything else —
 * transactions, writes, raw SQL — runs on the pooled writer as before. With WAL each reader
 * statement sees every transaction committed before it started: a request reads its own write
 * once the commit has returned. Readers refuse writes (`PRAGMA query_only`), so a write routed
 * there by mistake fails loudly instead of racing the writer.
 */
export class SqliteClient extends KnexSqlite {
  /** Absent on a transaction's client (knex copies the prototype, not the instance). */
  readonly readers?: ReaderPool<SqliteConnection>;

  constructor(config: SqliteKnexConfig) {
    super(config);
    if (config.readers && config.readers > 0) {
      this.readers = new ReaderPool<SqliteConnection>(
        config.readers,
        async () => {
          const conn = await this.acquireRawConnection();
          await run(conn, 'PRAGMA query_only = ON');
          await run(conn, 'PRAGMA busy_timeout = 5000');
          return conn;
        },
        (conn) => new Promise((resolve) => conn.close(() => resolve())),
      );
    }
  }

  override runner(builder: unknown): Runner {
    const runner = super.runner(builder);
    const readers = this.readers;
    if (readers && !this.transacting && !runner.builder._connection && READS.has(runner.builder._method ?? '')) {
      runner.ensureConnection = (cb, params) => readers.with((conn) => {
        runner.connection = conn;
        return cb(runner, params);
      });
    }
    return runner;
  }

  override async destroy(callback?: (err?: unknown) => void): Promise<void> {
    await this.readers?.destroy();
    return super.destroy(callback);
  }
}
