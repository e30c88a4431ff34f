import type { Knex } from 'knex';
import { VECTOR_COLUMN, VECTOR_OF_TERMS } from '../server/document-vector.ts';

const isPostgres = (db: Knex) => db.client.dialect === 'postgresql';

/**
 * PostgreSQL keeps each document's tsvector in a generated column and indexes that column
 * (server/document-vector.ts says why); the expression index of 002 goes. Other engines'
 * indexes hold their terms already: nothing to do there. Adding the column rewrites the table
 * once (a million documents: minutes, during `quorum upgrade`).
 */
export async function up(db: Knex): Promise<void> {
  if (!isPostgres(db)) return;
  await db.raw(`ALTER TABLE search_doc ADD COLUMN IF NOT EXISTS ${VECTOR_COLUMN} tsvector GENERATED ALWAYS AS ${VECTOR_OF_TERMS} STORED`);
  await db.raw(`CREATE INDEX IF NOT EXISTS search_doc_vector ON search_doc USING gin (${VECTOR_COLUMN})`);
  await db.raw('DROP INDEX IF EXISTS search_doc_terms');
}

export async function down(db: Knex): Promise<void> {
  if (!isPostgres(db)) return;
  await db.raw(`CREATE INDEX IF NOT EXISTS search_doc_terms ON search_doc USING gin (${VECTOR_OF_TERMS})`);
  await db.raw('DROP INDEX IF EXISTS search_doc_vector');
  await db.raw(`ALTER TABLE search_doc DROP COLUMN IF EXISTS ${VECTOR_COLUMN}`);
}
