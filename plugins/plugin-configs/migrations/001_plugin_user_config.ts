import type { Knex } from 'knex';

/**
 * A member's values of one plugin's member settings (Answer's `plugin_user_config`): one row per
 * member and plugin, the values a JSON object checked against the plugin's schema when written.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('plugin_user_config', (t) => {
    t.bigInteger('user_id').notNullable();
    t.string('plugin_slug_name', 128).notNullable();
    t.text('value').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.primary(['user_id', 'plugin_slug_name']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('plugin_user_config');
}
