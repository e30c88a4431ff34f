import type { Knex } from 'knex';

/**
 * The assistant's settings (one row, JSON: its API key sits inside, so it stays out of the
 * settings groups, whose secrets are whole top-level fields), the members' conversations and
 * their records (Answer 2.0's `ai_conversation` and `ai_conversation_record`). A record pairs
 * a member's question and the model's reply under one `chat_completion_id`.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('ai_assistant_setting', (t) => {
    t.integer('id').primary();
    t.text('content').notNullable();
    t.bigInteger('updated_at').notNullable();
  });
  await db.schema.createTable('ai_conversation', (t) => {
    t.increments('id').primary();
    t.string('conversation_id', 64).notNullable().unique();
    t.text('topic').notNullable();
    t.integer('user_id').notNullable().index();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
  });
  await db.schema.createTable('ai_conversation_record', (t) => {
    t.increments('id').primary();
    t.string('conversation_id', 64).notNullable().index();
    t.string('chat_completion_id', 64).notNullable().index();
    t.string('role', 16).notNullable();
    t.text('content', 'mediumtext').notNullable();
    t.text('reasoning_content', 'mediumtext').notNullable();
    t.integer('helpful').notNullable().defaultTo(0);
    t.integer('unhelpful').notNullable().defaultTo(0);
    t.bigInteger('created_at').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('ai_conversation_record');
  await db.schema.dropTable('ai_conversation');
  await db.schema.dropTable('ai_assistant_setting');
}
