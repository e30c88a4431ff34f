import type { Knex } from 'knex';
import * as mysql from './full-text/mysql-index.ts';
import * as postgres from './full-text/postgres-index.ts';
import * as sqlite from './full-text/sqlite-index.ts';

/**
 * The full-text index over `search_doc`, in the form the site's database engine offers. It is
 * this plugin's, beside its table: when the storage plugins made it, a site that added search
 * after install (or whose storage migration ran first) was left without one, and every search
 * failed. The storage plugins still answer the queries (their `search-sql.dialect`).
 */
const BY_DIALECT: Record<string, { up(db: Knex): Promise<void>; down(db: Knex): Promise<void> }> = { sqlite3: sqlite, mysql, mysql2: mysql, postgresql: postgres };

const indexOf = (db: Knex) => {
  const found = BY_DIALECT[String(db.client.dialect ?? db.client.config.client)];
  if (!found) throw new Error(`search-sql: no full-text index for the ${String(db.client.dialect)} engine`);
  return found;
};

export const up = (db: Knex) => indexOf(db).up(db);
export const down = (db: Knex) => indexOf(db).down(db);
