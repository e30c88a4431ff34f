import type { Knex } from 'knex';
import { INDEXED_VECTOR } from '../server/document-vector.ts';

/**
 * search-sql's full-text index on PostgreSQL: GIN over each document's weighted tsvector
 * (server/document-vector.ts), on `search_doc` as search-sql's own migration made it.
 * Runs only on PostgreSQL databases, and only where search-sql made its table.
 */
export async function up(db: Knex): Promise<void> {
  if (db.client.dialect !== 'postgresql' || !(await db.schema.hasTable('search_doc'))) return;
  await db.raw(`CREATE INDEX search_doc_terms ON search_doc USING gin (${INDEXED_VECTOR})`);
}

export async function down(db: Knex): Promise<void> {
  if (db.client.dialect !== 'postgresql') return;
  await db.raw('DROP INDEX IF EXISTS search_doc_terms');
}
