import knexFactory, { type Knex } from 'knex';
import type { DatabaseConfig, StorageEngine } from '../../../kernel/provider-api.ts';

function connection(db: DatabaseConfig, withDatabase: boolean) {
  return {
    host: db.host || '127.0.0.1',
    port: db.port || 3306,
    user: db.user || 'root',
    password: db.password ?? '',
    ...(withDatabase ? { database: db.name || 'quorum' } : {}),
    charset: 'utf8mb4',
    // Unix seconds are BIGINT; return them as numbers, not strings.
    supportBigNumbers: true,
    bigNumberStrings: false,
    timezone: 'Z',
  };
}

/** MySQL/MariaDB through knex + mysql2, every table in utf8mb4. */
export const mysqlEngine: StorageEngine = {
  id: 'mysql',
  label: 'MySQL / MariaDB',
  knexConfig(db) {
    return {
      client: 'mysql2',
      connection: connection(db, true),
      pool: {
        min: 0,
        max: 10,
        afterCreate(conn: { query(sql: string, cb: (err: Error | null) => void): void }, done: (err: Error | null, conn: unknown) => void) {
          conn.query("SET SESSION sql_mode = 'STRICT_ALL_TABLES,NO_ENGINE_SUBSTITUTION'", (err) => done(err, conn));
        },
      },
      acquireConnectionTimeout: 10_000,
    };
  },
  async ensureDatabase(db) {
    const name = db.name || 'quorum';
    if (!/^[A-Za-z0-9_]{1,64}$/.test(name)) throw new Error(`invalid database name "${name}"`);
    const admin = knexFactory({ client: 'mysql2', connection: connection(db, false), pool: { min: 0, max: 1 } });
    try {
      await admin.raw(`CREATE DATABASE IF NOT EXISTS \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    } finally {
      await admin.destroy();
    }
  },
  async insertId(db: Knex | Knex.Transaction, table: string, row: Record<string, unknown>) {
    const [id] = await db(table).insert(row);
    return Number(id);
  },
  async version(db: Knex) {
    const [rows] = (await db.raw('select version() as v')) as [{ v: string }[]];
    return `MySQL ${rows[0]?.v ?? ''}`;
  },
  async size(db: Knex) {
    // What the server reports for this schema's tables and indexes (InnoDB's estimate, as Answer shows it).
    const [rows] = (await db.raw('select coalesce(sum(data_length + index_length), 0) as size from information_schema.tables where table_schema = database()')) as [{ size: number | string }[]];
    return Number(rows[0]?.size ?? 0);
  },
  async tables(db: Knex | Knex.Transaction) {
    const [rows] = (await db.raw("select table_name as name from information_schema.tables where table_schema = database() and table_type = 'BASE TABLE' order by table_name")) as [{ name: string }[]];
    return rows.map((r) => r.name);
  },
  async withDeferredForeignKeys(trx, fn) {
    // MySQL cannot defer checks; the session setting is switched back before the pooled connection is reused.
    await trx.raw('SET FOREIGN_KEY_CHECKS = 0');
    try {
      return await fn();
    } finally {
      await trx.raw('SET FOREIGN_KEY_CHECKS = 1');
    }
  },
};
