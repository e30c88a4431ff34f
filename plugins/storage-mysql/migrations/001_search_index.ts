import type { Knex } from 'knex';

/**
 * The search-sql engine's index on MariaDB/MySQL: portable document rows with InnoDB FULLTEXT
 * indexes over their analyzed terms (title, body and tag terms for matching; title and body
 * each alone for weighing the title above the body). Terms arrive already stemmed, CJK split into bigrams and padded to
 * three characters (search-sql's analyzer), so the built-in parser suffices where MariaDB has
 * no ngram parser. Stopwords are switched off for this connection while the indexes are made,
 * or words such as "how" or "the" could never be found. Runs only on MySQL-family databases.
 */
export async function up(db: Knex): Promise<void> {
  if (!String(db.client.config.client).startsWith('mysql')) return;
  // One connection: the session setting must hold for the CREATE that builds the indexes.
  await db.transaction(async (trx) => {
    await trx.raw('SET SESSION innodb_ft_enable_stopword = 0');
    await trx.schema.createTable('search_doc', (t) => {
      t.increments('seq').primary();
      t.string('object_id', 20).notNullable().unique();
      t.tinyint('object_type').notNullable();
      t.string('question_id', 20).notNullable();
      t.string('user_id', 20).notNullable();
      t.text('title_terms').notNullable();
      t.text('body_terms', 'mediumtext').notNullable();
      t.text('tag_terms').notNullable();
      t.bigInteger('created_at').notNullable();
      t.bigInteger('active_at').notNullable();
      t.integer('vote_count').notNullable();
      t.integer('view_count').notNullable();
      t.integer('answer_count').notNullable();
      t.tinyint('accepted').notNullable();
      t.tinyint('hidden').notNullable();
      t.index(['object_type', 'created_at']);
      t.index(['question_id']);
      t.index(['user_id']);
      t.engine('InnoDB');
      t.charset('utf8mb4');
    });
    await trx.raw('ALTER TABLE search_doc ADD FULLTEXT INDEX search_doc_terms (title_terms, body_terms, tag_terms), ADD FULLTEXT INDEX search_doc_title (title_terms), ADD FULLTEXT INDEX search_doc_body (body_terms)');
  });
  await db.schema.createTable('search_index_state', (t) => {
    t.string('name', 40).primary();
    t.bigInteger('value').notNullable();
  });
  await db('search_index_state').insert({ name: 'built_at', value: 0 });
}

export async function down(db: Knex): Promise<void> {
  if (!String(db.client.config.client).startsWith('mysql')) return;
  await db.schema.dropTableIfExists('search_index_state');
  await db.schema.dropTableIfExists('search_doc');
}
