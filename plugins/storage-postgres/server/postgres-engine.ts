import { createRequire } from 'node:module';
import type { Knex } from 'knex';
import type pg from 'pg';
import type { DatabaseConfig, StorageEngine } from '../../../kernel/provider-api.ts';

/**
 * pg is loaded when a site is on PostgreSQL, not with the plugin: loaded, it holds ~0.5 MB of
 * live heap, ~1 MB of peak RSS at the heap's growth, in every process of a SQLite or MySQL site
 * (docs/perf.md, 2026-11-29 17:06 UTC). `ensureDatabase` imports it and knex requires it for its
 * pool. `types` below is called by pg only, from inside its own connections, so pg is loaded by
 * then and this synchronous require is a look-up in Node's module cache.
 */
let pgDefaults: typeof pg.types | undefined;
const defaultTypes = () => (pgDefaults ??= (createRequire(import.meta.url)('pg') as typeof pg).types);

/** PostgreSQL's type ids whose text the site reads differently from pg's default. */
const BOOL = 16;
const INT8 = 20;
const NUMERIC = 1700;

/**
 * Values read as the other engines give them, so code and dumps see one shape everywhere:
 * - Unix seconds, counters and `count(*)` are BIGINT, and `sum()` of them NUMERIC: pg hands
 *   both over as strings (they may exceed 2^53); no value the site keeps comes near that (post
 *   ids are strings), so they are numbers;
 * - booleans are 1 and 0, as SQLite and MySQL store them (PostgreSQL takes '1' and '0' back).
 * On this site's connections only: the driver's global parsers are left alone.
 */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8 || oid === NUMERIC) return (text: string) => Number(text);
    if (oid === BOOL) return (text: string) => (text === 't' ? 1 : 0);
    return defaultTypes().getTypeParser(oid, format as 'text');
  },
};

/** SQLSTATE codes: the database does not exist; it does already. */
const INVALID_CATALOG = '3D000';
const DUPLICATE_DATABASE = '42P04';

const DATABASE_NAME = /^[A-Za-z0-9_]{1,63}$/;

function databaseName(db: DatabaseConfig): string {
  const name = db.name || 'quorum';
  if (!DATABASE_NAME.test(name)) throw new Error(`invalid database name "${name}" (letters, digits and _, at most 63)`);
  return name;
}

function connection(db: DatabaseConfig, database: string) {
  return {
    host: db.host || '127.0.0.1',
    port: db.port || 5432,
    user: db.user || 'postgres',
    password: db.password ?? '',
    database,
    types,
    // Times are Unix seconds in BIGINT columns; UTC keeps anything the server formats the same everywhere.
    options: '-c TimeZone=UTC',
  };
}

/**
 * PostgreSQL through knex + pg. Foreign keys are made deferrable when a restore needs them
 * deferred (withDeferredForeignKeys); ids come back through `RETURNING`.
 */
export const postgresEngine: StorageEngine = {
  id: 'postgres',
  label: 'PostgreSQL',
  knexConfig(db) {
    return {
      client: 'pg',
      connection: connection(db, databaseName(db)),
      pool: { min: 0, max: 10 },
      acquireConnectionTimeout: 10_000,
    };
  },
  /**
   * Connects once to the site's database (plain pg, not a pool: a refused connection or a bad
   * password fails at once, with the server's own words); when it does not exist, creates it
   * through the server's maintenance database `postgres`.
   */
  async ensureDatabase(db) {
    const name = databaseName(db);
    const where = `PostgreSQL at ${db.host || '127.0.0.1'}:${db.port || 5432}`;
    const { default: pg } = await import('pg');
    const attempt = async (database: string, work: (client: pg.Client) => Promise<void>) => {
      const client = new pg.Client({ ...connection(db, database), connectionTimeoutMillis: 10_000 });
      // A server that drops the connection later must not crash the process (pg emits 'error').
      client.on('error', () => undefined);
      try {
        await client.connect();
        await work(client);
      } finally {
        await client.end().catch(() => undefined);
      }
    };
    try {
      await attempt(name, async () => undefined);
    } catch (err) {
      if ((err as { code?: string }).code !== INVALID_CATALOG) throw new Error(`${where}: ${(err as Error).message}`, { cause: err });
      await attempt('postgres', async (client) => {
        await client.query(`CREATE DATABASE "${name}" ENCODING 'UTF8' TEMPLATE template0`).catch((e: { code?: string }) => {
          // Another process made it between the look and the CREATE.
          if (e.code !== DUPLICATE_DATABASE) throw e;
        });
      }).catch((e: Error) => {
        throw new Error(`${where}: cannot create database "${name}": ${e.message}`, { cause: e });
      });
    }
  },
  async insertId(db: Knex | Knex.Transaction, table: string, row: Record<string, unknown>) {
    const [inserted] = (await db(table).insert(row, ['id'])) as { id: number | string }[];
    return Number(inserted!.id);
  },
  async version(db: Knex) {
    const { rows } = (await db.raw('show server_version')) as { rows: { server_version: string }[] };
    return `PostgreSQL ${rows[0]?.server_version ?? ''}`;
  },
  async size(db: Knex) {
    const { rows } = (await db.raw('select pg_database_size(current_database()) as size')) as { rows: { size: number }[] };
    return Number(rows[0]?.size ?? 0);
  },
  async tables(db: Knex | Knex.Transaction) {
    const { rows } = (await db.raw("select tablename as name from pg_tables where schemaname = current_schema() order by tablename")) as { rows: { name: string }[] };
    return rows.map((r) => r.name);
  },
  async generatedColumns(db: Knex | Knex.Transaction) {
    const { rows } = (await db.raw("select table_name as t, column_name as c from information_schema.columns where table_schema = current_schema() and is_generated = 'ALWAYS'")) as { rows: { t: string; c: string }[] };
    return new Set(rows.map((r) => `${r.t}.${r.c}`));
  },
  async withDeferredForeignKeys(trx, fn) {
    // Only deferrable constraints can wait for the commit, and knex makes them NOT DEFERRABLE:
    // each key of the schema becomes DEFERRABLE INITIALLY IMMEDIATE (checked per statement as
    // before, so nothing else changes), in this transaction, then all are deferred.
    const { rows } = (await trx.raw(`select c.conname, t.relname from pg_constraint c join pg_class t on t.oid = c.conrelid
      join pg_namespace n on n.oid = t.relnamespace where c.contype = 'f' and not c.condeferrable and n.nspname = current_schema()`)) as { rows: { conname: string; relname: string }[] };
    for (const key of rows) await trx.raw('alter table ?? alter constraint ?? deferrable initially immediate', [key.relname, key.conname]);
    await trx.raw('set constraints all deferred');
    return fn();
  },
  async idsWritten(trx) {
    // Rows written with their ids leave each serial column's sequence where it was: the next
    // insert would take an id that is already there. Each moves past its column's highest value.
    const { rows } = (await trx.raw(`select t.relname as "table", a.attname as "column", pg_get_serial_sequence(quote_ident(t.relname), a.attname) as seq
    from pg_class t join pg_namespace n on n.oid = t.relnamespace join pg_attribute a on a.attrelid = t.oid
    where t.relkind = 'r' and n.nspname = current_schema() and a.attnum > 0 and not a.attisdropped
      and pg_get_serial_sequence(quote_ident(t.relname), a.attname) is not null`)) as { rows: { table: string; column: string; seq: string }[] };
    for (const s of rows) await trx.raw('select setval(?, coalesce((select max(??) from ??), 0) + 1, false)', [s.seq, s.column, s.table]);
    // The planner's row counts still describe the tables before the load, until autovacuum
    // gets to them: a tag's page on a freshly restored site took 1.2 s (a nested loop planned
    // for one row met 5,000) instead of 0.3 ms. ANALYZE samples what this transaction wrote.
    await trx.raw('ANALYZE');
  },
};
