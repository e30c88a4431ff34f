import type { Knex } from 'knex';
import { VECTOR_OF_TERMS } from '../../server/document-vector.ts';

/**
 * The full-text index on PostgreSQL as this migration first made it: GIN over each document's
 * weighted tsvector as an expression (003_stored_vector replaces it with one over a stored
 * column). A site whose storage plugin made it before this plugin owned it keeps it.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw(`CREATE INDEX IF NOT EXISTS search_doc_terms ON search_doc USING gin (${VECTOR_OF_TERMS})`);
}

export async function down(db: Knex): Promise<void> {
  await db.raw('DROP INDEX IF EXISTS search_doc_terms');
}
