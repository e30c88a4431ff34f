import type { Knex } from 'knex';

/**
 * One row per link a post makes to another question (Answer's `question_link`, without its
 * status: a post's rows are replaced whenever it is written, and deleted or held posts are left
 * out when links are read, so a recovered post's links come back as they were). `from_answer_id`
 * and `to_answer_id` are '0' when the link is from or to the question itself. The state row
 * says whether every post's links were found since the plugin was last off (the backfill).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('question_link', (t) => {
    t.increments('id').primary();
    t.string('from_question_id', 20).notNullable();
    t.string('from_answer_id', 20).notNullable();
    t.string('to_question_id', 20).notNullable();
    t.string('to_answer_id', 20).notNullable();
    t.bigInteger('created_at').notNullable();
    // Named: the default name passes MySQL's 64 characters.
    t.unique(['from_question_id', 'from_answer_id', 'to_question_id', 'to_answer_id'], { indexName: 'question_link_pair' });
    t.index(['to_question_id'], 'question_link_to');
  });
  await db.schema.createTable('question_link_state', (t) => {
    t.string('name', 40).primary();
    /** When the last backfill finished; 0 while one is owed. */
    t.bigInteger('built_at').notNullable();
    /** The process running the backfill ('' when none) and when it last reported. */
    t.string('claim', 40).notNullable();
    t.bigInteger('claimed_at').notNullable();
  });
  await db('question_link_state').insert({ name: 'links', built_at: 0, claim: '', claimed_at: 0 });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('question_link_state');
  await db.schema.dropTableIfExists('question_link');
}
