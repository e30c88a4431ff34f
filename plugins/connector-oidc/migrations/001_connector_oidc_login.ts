import type { Knex } from 'knex';

/** `connector_oidc_login`: a member's account at a provider (its `sub`), one per provider and member. */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('connector_oidc_login', (t) => {
    t.increments('id').primary();
    t.string('user_id', 20).notNullable();
    /** The provider's name in the plugin's config. */
    t.string('provider', 40).notNullable();
    /** The provider's `sub` for the person. */
    t.string('external_id', 255).notNullable();
    /** The e-mail the provider gave at linking (shown to the member). */
    t.string('email', 512).notNullable().defaultTo('');
    t.bigInteger('created_at').notNullable();
    t.unique(['provider', 'external_id']);
    t.unique(['provider', 'user_id']);
    t.index(['user_id']);
  });
}
