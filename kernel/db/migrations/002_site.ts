import type { Knex } from 'knex';

/** Site settings, plugin state and config, the mail outbox and the post id counter. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('site_setting', (t) => {
    t.string('group_name', 64).primary();
    t.text('value').notNullable();
    t.bigInteger('updated_at').notNullable();
  });
  await db.schema.createTable('plugin_state', (t) => {
    t.string('plugin_id', 100).primary();
    t.boolean('enabled').notNullable();
    t.text('config').notNullable();
    t.bigInteger('updated_at').notNullable();
  });
  await db.schema.createTable('mail_outbox', (t) => {
    t.increments('id').primary();
    t.string('to_address', 191).notNullable();
    t.string('subject', 500).notNullable();
    t.text('html').notNullable();
    t.text('text').notNullable();
    t.string('transport', 32).notNullable();
    t.string('status', 16).notNullable();
    t.string('error', 500).notNullable().defaultTo('');
    t.bigInteger('created_at').notNullable();
    t.index(['to_address']);
  });
  // Answer's post ids are "1" + 3-digit object type + 13-digit counter from one global sequence.
  await db.schema.createTable('uniqid', (t) => {
    t.bigIncrements('id').primary();
    t.smallint('object_type').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['uniqid', 'mail_outbox', 'plugin_state', 'site_setting']) await db.schema.dropTable(table);
}
