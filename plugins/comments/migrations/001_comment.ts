import type { Knex } from 'knex';

/**
 * Comments on questions and answers (Answer's `comment`). Ids are 17-digit strings from the
 * shared id counter, stored as text because they do not fit a JavaScript number.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('comment', (t) => {
    t.string('id', 20).primary();
    t.string('object_id', 20).notNullable();
    t.string('question_id', 20).notNullable();
    t.integer('user_id').notNullable();
    /** 0 when the comment replies to no one. */
    t.integer('reply_user_id').notNullable().defaultTo(0);
    t.string('reply_comment_id', 20).notNullable().defaultTo('');
    t.text('original_text').notNullable();
    t.text('parsed_text').notNullable();
    t.integer('vote_count').notNullable().defaultTo(0);
    /** 1 normal, 10 deleted. */
    t.tinyint('status').notNullable().defaultTo(1);
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.index(['object_id', 'status', 'created_at']);
    t.index(['user_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('comment');
}
