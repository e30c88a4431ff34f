import type { Knex } from 'knex';

/** `api_key`: keys admins made; the key is kept only as its SHA-256 (it is 32 random bytes). */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('api_key', (t) => {
    t.increments('id').primary();
    t.string('key_hash', 64).notNullable().unique();
    /** What the list shows to tell keys apart: the key's first and last characters. */
    t.string('hint', 32).notNullable();
    t.string('description', 150).notNullable();
    /** 'read-only' or 'global'. */
    t.string('scope', 16).notNullable();
    /** The admin the key acts as. */
    t.integer('user_id').unsigned().notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('last_used_at').notNullable().defaultTo(0);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('api_key');
}
