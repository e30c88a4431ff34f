import type { Knex } from 'knex';
import { INDEXED_VECTOR } from '../../server/document-vector.ts';

/**
 * The full-text index on PostgreSQL: GIN over each document's weighted tsvector
 * (server/document-vector.ts). A site whose storage plugin made it before this plugin owned it
 * keeps it.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw(`CREATE INDEX IF NOT EXISTS search_doc_terms ON search_doc USING gin (${INDEXED_VECTOR})`);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('DROP INDEX IF EXISTS search_doc_terms');
}
