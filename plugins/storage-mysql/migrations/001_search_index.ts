import type { Knex } from 'knex';

/**
 * search-sql's full-text index on MariaDB/MySQL: InnoDB FULLTEXT indexes over the analyzed
 * terms of `search_doc` (search-sql's own migration makes that table, before this one runs):
 * title, body and tag terms for matching; title and body each alone for weighing the title
 * above the body. Terms arrive already stemmed, CJK split into bigrams and padded to three
 * characters (search-sql's analyzer), so the built-in parser suffices where MariaDB has no
 * ngram parser. Stopwords are switched off for this connection while the indexes are made,
 * or words such as "how" or "the" could never be found. Runs only on MySQL-family databases,
 * and only where search-sql made its table.
 */
export async function up(db: Knex): Promise<void> {
  if (!String(db.client.config.client).startsWith('mysql') || !(await db.schema.hasTable('search_doc'))) return;
  // One connection: the session setting must hold for the statement that builds the indexes.
  await db.transaction(async (trx) => {
    await trx.raw('SET SESSION innodb_ft_enable_stopword = 0');
    await trx.raw('ALTER TABLE search_doc ADD FULLTEXT INDEX search_doc_terms (title_terms, body_terms, tag_terms), ADD FULLTEXT INDEX search_doc_title (title_terms), ADD FULLTEXT INDEX search_doc_body (body_terms)');
  });
}

export async function down(db: Knex): Promise<void> {
  if (!String(db.client.config.client).startsWith('mysql')) return;
  await db.raw('ALTER TABLE search_doc DROP INDEX search_doc_terms, DROP INDEX search_doc_title, DROP INDEX search_doc_body');
}
