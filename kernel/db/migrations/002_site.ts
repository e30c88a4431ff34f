import type { Knex } from 'knex';

/**
 * Site settings, plugin state and config, and the post id counter. (Sites installed before the
 * mail queue moved to the mail-smtp plugin also got `mail_outbox` here, and its queue columns
 * from a kernel migration 003 since gone; that plugin's own migration takes the table over and
 * adds the columns a site lacks.)
 */
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
  // Answer's post ids are "1" + 3-digit object type + 13-digit counter from one global sequence.
  await db.schema.createTable('uniqid', (t) => {
    t.bigIncrements('id').primary();
    t.smallint('object_type').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['uniqid', 'plugin_state', 'site_setting']) await db.schema.dropTable(table);
}
