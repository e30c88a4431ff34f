import type { Knex } from 'knex';

/** Counters other plugins keep through PostDirectory.adjust (votes, bookmarks, follows, comments). */
function counters(t: Knex.CreateTableBuilder): void {
  t.integer('vote_count').notNullable().defaultTo(0);
  t.integer('collection_count').notNullable().defaultTo(0);
  t.integer('follow_count').notNullable().defaultTo(0);
  t.integer('comment_count').notNullable().defaultTo(0);
}

/**
 * Questions and answers (Answer's columns). Ids are 17-digit strings from ctx.ids, kept as
 * text because they do not fit a JavaScript number; '0' means "none" as in Answer.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('question', (t) => {
    t.string('id', 20).primary();
    t.string('user_id', 20).notNullable();
    t.string('title', 150).notNullable();
    t.text('original_text').notNullable();
    t.text('parsed_text').notNullable();
    // 1 normal, 2 closed, 10 deleted.
    t.tinyint('status').notNullable().defaultTo(1);
    // 1 unpinned, 2 pinned.
    t.tinyint('pin').notNullable().defaultTo(1);
    // 1 listed, 2 hidden from lists.
    t.tinyint('show').notNullable().defaultTo(1);
    t.integer('view_count').notNullable().defaultTo(0);
    t.integer('unique_view_count').notNullable().defaultTo(0);
    t.integer('answer_count').notNullable().defaultTo(0);
    counters(t);
    t.string('accepted_answer_id', 20).notNullable().defaultTo('0');
    t.string('last_answer_id', 20).notNullable().defaultTo('0');
    t.string('last_edit_user_id', 20).notNullable().defaultTo('0');
    t.integer('close_type').notNullable().defaultTo(0);
    t.string('close_msg', 500).notNullable().defaultTo('');
    // Who did the latest thing to the question and what (asked, answered, modified): list rows show it.
    t.string('operator_id', 20).notNullable();
    t.string('operation_type', 20).notNullable().defaultTo('asked');
    t.integer('revision').notNullable().defaultTo(1);
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.bigInteger('edited_at').notNullable().defaultTo(0);
    // Last activity (asked, edited, answered): the "active" order.
    t.bigInteger('post_update_time').notNullable();
    t.index(['status', 'show', 'post_update_time']);
    t.index(['user_id']);
  });
  await db.schema.createTable('answer', (t) => {
    t.string('id', 20).primary();
    t.string('question_id', 20).notNullable();
    t.string('user_id', 20).notNullable();
    t.text('original_text').notNullable();
    t.text('parsed_text').notNullable();
    // 1 normal, 10 deleted.
    t.tinyint('status').notNullable().defaultTo(1);
    // 1 not accepted, 2 accepted (Answer's `adopted`).
    t.tinyint('accepted').notNullable().defaultTo(1);
    counters(t);
    t.string('last_edit_user_id', 20).notNullable().defaultTo('0');
    t.integer('revision').notNullable().defaultTo(1);
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.bigInteger('edited_at').notNullable().defaultTo(0);
    t.index(['question_id', 'status']);
    t.index(['user_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('answer');
  await db.schema.dropTable('question');
}
