import type { Knex } from 'knex';

/** The `database` section of config.yaml. Which keys matter depends on the engine. */
export interface DatabaseConfig {
  engine: string;
  file?: string;
  host?: string;
  port?: number;
  user?: string;
  password?: string;
  name?: string;
}

/**
 * A storage engine, contributed by a `storage-*` plugin. Everything that differs between
 * SQL dialects lives behind this interface; no other code branches on the engine.
 */
export interface StorageEngine {
  /** The value of `database.engine` in config.yaml and of `--db` on the CLI. */
  readonly id: string;
  readonly label: string;
  /** Builds the knex configuration; relative SQLite paths resolve against QUORUM_HOME. */
  knexConfig(db: DatabaseConfig, home: string): Knex.Config;
  /** Creates the database when the engine supports it (MySQL `CREATE DATABASE IF NOT EXISTS`). */
  ensureDatabase?(db: DatabaseConfig, home: string): Promise<void>;
  /** Inserts one row and returns its generated integer id. */
  insertId(db: Knex | Knex.Transaction, table: string, row: Record<string, unknown>): Promise<number>;
  /** A human-readable version line for the admin dashboard and `quorum check`. */
  version(db: Knex): Promise<string>;
  /** Bytes the site database takes (tables and indexes), for the admin dashboard. */
  size(db: Knex): Promise<number>;
  /** Every table of the site database, the engine's own bookkeeping tables left out (`quorum dump`). */
  tables(db: Knex | Knex.Transaction): Promise<string[]>;
  /**
   * Columns the database computes from others (`GENERATED ALWAYS … STORED`), as `table.column`:
   * `quorum dump` leaves them out, since no engine takes a value for them and another engine's
   * tables may not have them at all. Engines without such columns leave this out.
   */
  generatedColumns?(db: Knex | Knex.Transaction): Promise<Set<string>>;
  /**
   * Runs `fn` with foreign keys checked at commit rather than per statement, so `quorum restore`
   * can refill tables in any order inside its one transaction. Engines that cannot defer
   * (MySQL/MariaDB) switch the checks off for `fn` instead: rows that reference nothing are
   * then not refused there.
   */
  withDeferredForeignKeys<T>(trx: Knex.Transaction, fn: () => Promise<T>): Promise<T>;
  /**
   * Called after rows were written with their own ids (`quorum restore`), in that transaction:
   * engines whose id counters do not follow such writes (PostgreSQL's sequences) move them
   * past the highest id, so the next insert takes a free one, and engines whose planner works
   * from statistics gathered later (PostgreSQL) gather them now.
   */
  idsWritten?(trx: Knex.Transaction): Promise<void>;
  /**
   * Called when a server starts serving the site (CLI commands do not). An engine whose
   * database can be served by one process only (SQLite) takes a claim that a second server on
   * the same site cannot, and throws one line naming what to use instead; the returned function
   * lets the claim go when the server closes. A process that dies loses its claim with it.
   */
  claimServer?(db: DatabaseConfig, home: string): Promise<() => Promise<void>>;
}

/** Multi-provider registry of engines; one of them is active per site (config.yaml). */

export class StorageEngineRegistry {
  private readonly engines = new Map<string, StorageEngine>();

  add(engine: StorageEngine): void {
    if (this.engines.has(engine.id)) throw new Error(`storage engine "${engine.id}" is registered twice`);
    this.engines.set(engine.id, engine);
  }

  get(id: string): StorageEngine | undefined {
    return this.engines.get(id);
  }

  ids(): string[] {
    return [...this.engines.keys()];
  }
}
