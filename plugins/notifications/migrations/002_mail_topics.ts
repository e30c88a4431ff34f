import type { Knex } from 'knex';

/**
 * Unsubscribe codes per mail topic (`inbox` notices, `new_question` mails), since a link turns
 * off the member's own settings for that topic: `notification_mail_code` takes the existing
 * codes as `inbox` codes, so links in mail already sent keep working. An opt-out made before
 * the member's settings held it moves to `notification_mail_optout`, which keeps opt-outs while
 * no settings store (the users plugin) is there; the next notice writes it into the settings.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('notification_mail_code', (t) => {
    t.string('code', 64).primary();
    t.integer('user_id').notNullable();
    /** inbox | new_question */
    t.string('topic', 16).notNullable();
    t.bigInteger('created_at').notNullable();
    t.unique(['user_id', 'topic']);
  });
  await db.schema.createTable('notification_mail_optout', (t) => {
    t.integer('user_id').notNullable();
    t.string('topic', 16).notNullable();
    t.bigInteger('created_at').notNullable();
    t.primary(['user_id', 'topic']);
  });
  const old: { user_id: number; code: string; unsubscribed: unknown; updated_at: number }[] = await db('notification_mail').select('*');
  for (let i = 0; i < old.length; i += 200) {
    const rows = old.slice(i, i + 200);
    await db('notification_mail_code').insert(rows.map((r) => ({ code: r.code, user_id: r.user_id, topic: 'inbox', created_at: r.updated_at })));
    const out = rows.filter((r) => Boolean(Number(r.unsubscribed)));
    if (out.length) await db('notification_mail_optout').insert(out.map((r) => ({ user_id: r.user_id, topic: 'inbox', created_at: r.updated_at })));
  }
  await db.schema.dropTable('notification_mail');
}

export async function down(db: Knex): Promise<void> {
  await db.schema.createTable('notification_mail', (t) => {
    t.integer('user_id').primary();
    t.string('code', 64).notNullable().unique();
    t.boolean('unsubscribed').notNullable().defaultTo(false);
    t.bigInteger('updated_at').notNullable();
  });
  const codes: { user_id: number; code: string; created_at: number }[] = await db('notification_mail_code').where({ topic: 'inbox' }).select('*');
  const out = new Set((await db('notification_mail_optout').where({ topic: 'inbox' }).pluck('user_id')).map(Number));
  for (const r of codes) await db('notification_mail').insert({ user_id: r.user_id, code: r.code, unsubscribed: out.has(Number(r.user_id)), updated_at: r.created_at });
  await db.schema.dropTable('notification_mail_optout');
  await db.schema.dropTable('notification_mail_code');
}
