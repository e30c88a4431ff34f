import type { Knex } from 'knex';

/**
 * A question's invitees (Answer keeps them as a JSON list in `question.invite_user_id`): one row
 * per member ever invited, `active` while on the list. A member taken off keeps the row, so being
 * put back on does not tell them again. `question_invite_list` holds one row per question whose
 * list was ever set: writes lock it, so two at once cannot both take a member for new.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('question_invite_list', (t) => {
    t.string('question_id', 20).primary();
    t.bigInteger('updated_at').notNullable();
  });
  await db.schema.createTable('question_invite', (t) => {
    t.string('question_id', 20).notNullable();
    t.string('user_id', 20).notNullable();
    t.string('invited_by', 20).notNullable();
    t.tinyint('active').notNullable();
    /** The member's place on the list (the order they were given in). */
    t.integer('position').notNullable();
    t.bigInteger('created_at').notNullable();
    t.primary(['question_id', 'user_id']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('question_invite');
  await db.schema.dropTableIfExists('question_invite_list');
}
