import type { Knex } from 'knex';

/** Expired sessions are cleared by their expiry (kernel/auth/session-service.ts): index it. */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('session', (t) => t.index(['expires_at']));
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('session', (t) => t.dropIndex(['expires_at']));
}
