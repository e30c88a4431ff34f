import type { Knex } from 'knex';

const INDEXES = ['search_doc_terms', 'search_doc_title', 'search_doc_body'];

/**
 * The full-text index on MariaDB/MySQL: InnoDB FULLTEXT indexes over the analyzed terms of
 * `search_doc`: title, body and tag terms for matching; title and body each alone for weighing
 * the title above the body. Terms arrive already stemmed, CJK split into bigrams and padded to
 * three characters (the analyzer), so the built-in parser suffices where MariaDB has no ngram
 * parser. Stopwords are switched off for this connection while the indexes are made, or words
 * such as "how" or "the" could never be found. A site whose storage plugin made them before
 * this plugin owned them keeps them.
 */
export async function up(db: Knex): Promise<void> {
  const [rows] = (await db.raw("SELECT COUNT(*) AS n FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name = 'search_doc' AND index_name = 'search_doc_terms'")) as [{ n: number | string }[]];
  if (Number(rows[0]?.n ?? 0) > 0) return;
  // One connection: the session setting must hold for the statement that builds the indexes.
  await db.transaction(async (trx) => {
    await trx.raw('SET SESSION innodb_ft_enable_stopword = 0');
    await trx.raw('ALTER TABLE search_doc ADD FULLTEXT INDEX search_doc_terms (title_terms, body_terms, tag_terms), ADD FULLTEXT INDEX search_doc_title (title_terms), ADD FULLTEXT INDEX search_doc_body (body_terms)');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`ALTER TABLE search_doc ${INDEXES.map((name) => `DROP INDEX ${name}`).join(', ')}`);
}
