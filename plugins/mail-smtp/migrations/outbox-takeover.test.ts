import { join } from 'node:path';
import { pino } from 'pino';
import type { Knex } from 'knex';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Kernel, REPO_ROOT } from '../../../kernel/kernel.ts';
import { ManualClock } from '../../../kernel/api.ts';
import { MailerPoint } from '../../../kernel/provider-api.ts';
import { startTestServer, testEngines, type TestServer } from '../../../tests/support/test-server.ts';
import { SmtpSettingsGroup } from '../server/api.ts';
import { startLoopbackSmtp, type LoopbackSmtp } from '../server/loopback-smtp.ts';
import { OutboxMailer } from '../server/outbox-mailer.ts';

/**
 * `mail_outbox` exactly as the kernel's migrations 002 and (when `queue`) the former 003 left it
 * before the queue moved to mail-smtp.
 */
async function oldKernelOutbox(db: Knex, { queue = true } = {}): Promise<void> {
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
  if (!queue) return;
  await db.schema.alterTable('mail_outbox', (t) => {
    t.integer('attempts').notNullable().defaultTo(0);
    t.bigInteger('next_attempt_at').notNullable().defaultTo(0);
    t.bigInteger('sent_at').notNullable().defaultTo(0);
    t.bigInteger('updated_at').notNullable().defaultTo(0);
    t.index(['status', 'next_attempt_at']);
  });
}

const row = (to: string, status: string, extra: object = {}) => ({
  to_address: to, subject: `Old ${status} mail`, html: '<p>Old.</p>', text: `Old ${status} mail, link http://quorum.test/x?code=old-${status}`,
  transport: status === 'stored' ? 'outbox' : 'smtp', status, error: '', created_at: 1000, attempts: 0, next_attempt_at: 0, sent_at: 0, updated_at: 1000, ...extra,
});

describe.each(testEngines())('mail-smtp takes the mail queue over from the kernel on %s', (engine) => {
  const clock = new ManualClock();
  let server: TestServer | undefined;
  let upgraded: Kernel | undefined;
  let smtp: LoopbackSmtp | undefined;
  afterAll(async () => {
    await upgraded?.close();
    await server?.close();
    await smtp?.close();
  });

  it('a new site gets the queue from mail-smtp, the kernel makes no mail table', async () => {
    const bare = await startTestServer({ engine });
    try {
      expect(await bare.kernel.db.schema.hasTable('mail_outbox')).toBe(false);
      // Without a mail plugin, account mail is only logged, and the request still succeeds.
      const member = await bare.createUser();
      expect((await bare.api.post('/answer/api/v1/user/password/reset', { e_mail: member.email })).code).toBe(200);
    } finally {
      await bare.close();
    }
    const fresh = await startTestServer({ engine, plugins: ['mail-smtp'] });
    try {
      for (const column of ['attempts', 'next_attempt_at', 'sent_at', 'updated_at']) expect(await fresh.kernel.db.schema.hasColumn('mail_outbox', column)).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it("a site that never ran the kernel's former queue migration gets the queue's columns, rows kept", async () => {
    const old = await startTestServer({ engine, clock });
    let later: Kernel | undefined;
    try {
      await oldKernelOutbox(old.kernel.db, { queue: false });
      await old.kernel.db('mail_outbox').insert({ to_address: 'kept@q.example', subject: 'Kept', html: '<p>Kept.</p>', text: 'Kept.', transport: 'smtp', status: 'pending', error: '', created_at: 1000 });
      await old.kernel.close();
      later = new Kernel({
        home: old.home, plugins: ['storage-sqlite', 'storage-mysql', 'storage-postgres', 'install', 'mail-smtp'], clock,
        logger: pino({ level: 'silent' }), webDist: false, pluginRoots: [join(REPO_ROOT, 'plugins')],
      });
      await later.boot({ migrate: true });
      expect(later.appliedMigrations).toEqual(['mail-smtp/001_mail_outbox']);
      for (const column of ['attempts', 'next_attempt_at', 'sent_at', 'updated_at']) expect(await later.db.schema.hasColumn('mail_outbox', column)).toBe(true);
      const rows = await later.db('mail_outbox').select('to_address', 'status', 'attempts', 'next_attempt_at');
      expect(rows.map((r) => [r.to_address, r.status, Number(r.attempts), Number(r.next_attempt_at)])).toEqual([['kept@q.example', 'pending', 0, 0]]);
    } finally {
      await later?.close();
      await old.close();
    }
  });

  it('an upgraded site keeps every row of the old table, and its pending mail leaves once SMTP is set', async () => {
    server = await startTestServer({ engine, clock });
    await oldKernelOutbox(server.kernel.db);
    await server.kernel.db('mail_outbox').insert([
      row('sent@q.example', 'sent', { attempts: 1, sent_at: 1001 }),
      row('stored@q.example', 'stored'),
      row('failed@q.example', 'failed', { attempts: 6, error: 'connect ECONNREFUSED' }),
      row('pending@q.example', 'pending', { attempts: 1, error: 'connect ECONNREFUSED', next_attempt_at: 1060 }),
    ]);
    const before = await server.kernel.db('mail_outbox').orderBy('id').select('*');
    await server.kernel.close();

    upgraded = new Kernel({
      home: server.home, plugins: ['storage-sqlite', 'storage-mysql', 'storage-postgres', 'install', 'mail-smtp'], clock,
      logger: pino({ level: 'silent' }), webDist: false, pluginRoots: [join(REPO_ROOT, 'plugins')],
    });
    await upgraded.boot({ migrate: true });
    expect(upgraded.appliedMigrations).toEqual(['mail-smtp/001_mail_outbox']);
    expect(await upgraded.db('mail_outbox').orderBy('id').select('*')).toEqual(before);

    smtp = await startLoopbackSmtp();
    await upgraded.settings.put(SmtpSettingsGroup, {
      from_email: 'noreply@q.example', from_name: 'Quorum Mail', smtp_host: '127.0.0.1', smtp_port: smtp.port,
      encryption: '', smtp_authentication: false, smtp_username: '', smtp_password: '',
    });
    await upgraded.listen(0, '127.0.0.1');
    const queue = upgraded.host.extensions.one(MailerPoint);
    expect(queue).toBeInstanceOf(OutboxMailer);
    await (queue as OutboxMailer).drain();
    await vi.waitFor(() => expect(smtp!.to('pending@q.example')).toHaveLength(1), { timeout: 10_000, interval: 20 });
    expect(smtp.to('pending@q.example')[0]!.subject).toBe('Old pending mail');
    const after = await upgraded.db('mail_outbox').orderBy('id').select('to_address', 'status', 'attempts');
    expect(after.map((r) => [r.to_address, r.status, Number(r.attempts)])).toEqual([
      ['sent@q.example', 'sent', 1], ['stored@q.example', 'stored', 0], ['failed@q.example', 'failed', 6], ['pending@q.example', 'sent', 2],
    ]);
    // Only the pending mail left; new mail joins the same table.
    expect(smtp.mails).toHaveLength(1);
    await upgraded.mailer.send({ to: 'new@q.example', subject: 'New mail', html: '<p>New.</p>', text: 'New.' });
    await vi.waitFor(() => expect(smtp!.to('new@q.example')).toHaveLength(1), { timeout: 10_000, interval: 20 });
    expect(await upgraded.db('mail_outbox').count({ n: '*' })).toEqual([{ n: 5 }]);
  });
});
