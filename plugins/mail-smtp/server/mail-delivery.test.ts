import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Kernel, REPO_ROOT } from '../../../kernel/kernel.ts';
import { ManualClock, type MailMessage } from '../../../kernel/api.ts';
import { MailerPoint } from '../../../kernel/provider-api.ts';
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAYS, OutboxMailer } from './outbox-mailer.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { startLoopbackSmtp, type LoopbackSmtp } from './loopback-smtp.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';
const PLUGINS = ['mail-smtp'];

/** The plugin's queue behind the kernel's Mailer port (tests drive its worker by hand). */
function queue(kernel: Kernel): OutboxMailer {
  const mailer = kernel.host.extensions.one(MailerPoint);
  if (!(mailer instanceof OutboxMailer)) throw new Error('mail-smtp does not provide the mailer');
  return mailer;
}

interface OutboxRow { status: string; transport: string; attempts: number; error: unknown; sent_at: number }

describe.each(testEngines())('mail delivery through the queue on %s', (engine) => {
  const clock = new ManualClock();
  let server: TestServer;
  let admin: TestUser;
  let smtp: LoopbackSmtp;
  let restarted: Kernel | undefined;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: PLUGINS, clock });
    admin = await server.admin();
    smtp = await startLoopbackSmtp({ tls: 'none' });
  });
  afterAll(async () => {
    await restarted?.close();
    await server.close();
    await smtp.close();
  });
  const configure = async (values: Record<string, unknown>) => {
    const res = await server.api.put(`${ADMIN}/setting/smtp`, {
      from_email: 'noreply@q.example', from_name: 'Quorum Mail', smtp_host: '127.0.0.1', smtp_port: smtp.port,
      encryption: '', smtp_authentication: false, smtp_username: '', smtp_password: '', ...values,
    }, { token: admin.token });
    expect(res.code).toBe(200);
  };
  const latest = async (to: string, db = server.kernel.db): Promise<OutboxRow | undefined> =>
    db('mail_outbox').where({ to_address: to }).orderBy('id', 'desc').first('status', 'transport', 'attempts', 'error', 'sent_at');
  /** Polls the newest outbox row of an address until it matches, with a deadline. */
  const waitForRow = (to: string, expected: Partial<OutboxRow>, db = server.kernel.db) =>
    vi.waitFor(async () => expect(await latest(to, db)).toMatchObject(expected), { timeout: 10_000, interval: 20 });
  const received = (to: string, count = 1) =>
    vi.waitFor(() => {
      expect(smtp.to(to).length).toBe(count);
      return smtp.to(to).at(-1)!;
    }, { timeout: 10_000, interval: 20 });
  const codeIn = (text: string) => decodeURIComponent(/[?&]code=([\w%-]+)/.exec(text)![1]!);
  const requestReset = async (email: string) => expect((await server.api.post(`${V1}/user/password/reset`, { e_mail: email })).code).toBe(200);

  it('without an SMTP host, mail stays in the outbox', async () => {
    const member = await server.createUser();
    await requestReset(member.email);
    await waitForRow(member.email, { status: 'stored', transport: 'outbox', attempts: 0 });
    expect(await server.mailedCode(member.email)).toMatch(/\w/);
  });

  /**
   * A queue (never started, so it drains nothing itself) that had a transport when it queued:
   * its mail waits as pending, as mail queued while an SMTP host was set that is gone since.
   */
  const queuedWithSmtp = () => new OutboxMailer(() => server.kernel.db, pino({ level: 'silent' }), clock, { id: 'smtp', ready: async () => true, deliver: async () => undefined }, () => true, (db, table, row) => server.kernel.engine.insertId(db, table, row));

  it('without an SMTP host, a queued mail is kept by its own insert: no round reads it back', async () => {
    const outbox = queue(server.kernel);
    const sql: string[] = [];
    const note = (q: { sql: string }) => void sql.push(q.sql);
    // Stopped, so nothing but the send itself can touch the row before the check below.
    await outbox.stop();
    try {
      // The send asks the transport first; on a cold settings cache that reads the SMTP
      // settings, which is no part of what is counted here. Asking now warms the cache (and
      // shows this site has no SMTP host), so the test stands alone, whatever ran before it.
      expect(await outbox.ready()).toBe(false);
      server.kernel.db.on('query', note);
      await outbox.send({ to: 'kept@q.example', subject: 'Kept', html: '<p>kept</p>', text: 'kept' });
      server.kernel.db.off('query', note);
      expect(sql).toEqual([expect.stringMatching(/^insert into `mail_outbox`/)]);
      expect(await latest('kept@q.example')).toMatchObject({ status: 'stored', transport: 'outbox', attempts: 0 });
    } finally {
      server.kernel.db.off('query', note);
      outbox.start();
    }
  });

  it('drains asked for while one waits to start join it: one round reads the queue for all', async () => {
    const outbox = queue(server.kernel);
    const to = Array.from({ length: 5 }, (_, i) => `burst${i}@q.example`);
    let reads = 0;
    const note = (q: { sql: string }) => void (/^select .* from `mail_outbox` where `status`/.test(q.sql) && (reads += 1));
    // The worker stopped: no timer starts a round while the mails are queued, so the rounds
    // below are the test's alone.
    await outbox.stop();
    try {
      const earlier = queuedWithSmtp();
      await Promise.all(to.map((address) => earlier.send({ to: address, subject: 'Burst', html: '<p>burst</p>', text: 'burst' })));
      server.kernel.db.on('query', note);
      // Five drains asked for at once: without joining, five rounds (the first takes all five mails).
      const handled = await Promise.all(to.map(() => outbox.drain()));
      server.kernel.db.off('query', note);
      expect(handled).toEqual([5, 5, 5, 5, 5]);
      // One round: the read that finds the five, the read that finds none (six without joining).
      expect(reads).toBe(2);
      for (const address of to) expect(await latest(address)).toMatchObject({ status: 'stored', transport: 'outbox' });
    } finally {
      server.kernel.db.off('query', note);
      outbox.start();
    }
  });

  it('logs as kept only the mails this process kept, not those another took after its read', async () => {
    const site = queue(server.kernel);
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const noSmtp = { id: 'smtp', ready: async () => false, deliver: async () => undefined };
    const other = new OutboxMailer(() => server.kernel.db, pino({ level: 'silent' }), clock, noSmtp, () => true, (db, table, row) => server.kernel.engine.insertId(db, table, row));
    // Between this queue's read and its update, the other process keeps every row it read.
    const racing = { ...noSmtp, ready: async () => (await other.drain(), false) };
    const mine = new OutboxMailer(() => server.kernel.db, logger, clock, racing, () => true, (db, table, row) => server.kernel.engine.insertId(db, table, row));
    await site.stop();
    try {
      await queuedWithSmtp().send({ to: 'raced@q.example', subject: 'Raced', html: '<p>raced</p>', text: 'raced' });
      expect(await mine.drain()).toBe(0);
      expect(await latest('raced@q.example')).toMatchObject({ status: 'stored', transport: 'outbox' });
      expect(lines.filter((line) => line.includes('mail kept in the outbox'))).toEqual([]);
    } finally {
      site.start();
    }
  });

  it("leaves a mail sent at once (the admin's test mail) to its sender: another process's worker does not send it too", async () => {
    const delivered: string[] = [];
    const insertId: ConstructorParameters<typeof OutboxMailer>[5] = (db, table, row) => server.kernel.engine.insertId(db, table, row);
    const smtpUp = { id: 'smtp', ready: async () => true, deliver: async (mail: MailMessage) => void delivered.push(mail.to) };
    const other = new OutboxMailer(() => server.kernel.db, pino({ level: 'silent' }), clock, smtpUp, () => true, insertId);
    // While this process talks to the mail server, the other's worker runs a round.
    const slow = { ...smtpUp, deliver: async (mail: MailMessage) => (await other.drain(), smtpUp.deliver(mail)) };
    const mine = new OutboxMailer(() => server.kernel.db, pino({ level: 'silent' }), clock, slow, () => true, insertId);
    await mine.sendNow({ to: 'now@q.example', subject: 'Now', html: '<p>now</p>', text: 'now' });
    expect(delivered.filter((to) => to === 'now@q.example')).toHaveLength(1);
    expect(await latest('now@q.example')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('delivers the activation mail after the request, and its link activates', async () => {
    await configure({});
    const reg = await server.api.post(`${V1}/user/register/email`, { name: 'Ada Mail', e_mail: 'ada.mail@example.org', pass: 'analytical1' });
    expect(reg.code).toBe(200);
    const mail = await received('ada.mail@example.org');
    expect(mail).toMatchObject({ from: 'noreply@q.example', subject: '[Quorum Test] Confirm your new account' });
    expect(mail.text).toContain('Welcome to Quorum Test!');
    expect(mail.text).toContain('http://quorum.test/users/account-activation?code=');
    expect(mail.html).toContain('href="http://quorum.test/users/account-activation?code=');
    await waitForRow('ada.mail@example.org', { status: 'sent', transport: 'smtp', attempts: 1, error: '' });
    const verified = await server.api.post(`${V1}/user/email/verification`, { code: codeIn(mail.text) });
    expect(verified.data).toMatchObject({ mail_status: 1 });
  });

  it('delivers the reset mail, and its link sets a new password', async () => {
    const member = await server.createUser();
    await requestReset(member.email);
    const mail = await received(member.email);
    expect(mail.subject).toBe('[Quorum Test] Password reset');
    expect(mail.text).toContain('http://quorum.test/users/password-reset?code=');
    expect((await server.api.post(`${V1}/user/password/replacement`, { code: codeIn(mail.text), pass: 'brand-new-pass' })).code).toBe(200);
    expect((await server.login(member.email, 'brand-new-pass')).token).toBeTruthy();
  });

  it('delivers the e-mail change mail to the new address, and its link changes the address', async () => {
    const member = await server.createUser();
    const asked = await server.api.post(`${V1}/user/email/change/code`, { e_mail: 'moved.mail@example.org', pass: member.password }, { token: member.token });
    expect(asked.code).toBe(200);
    const mail = await received('moved.mail@example.org');
    expect(mail.text).toMatch(/http:\/\/quorum\.test\/\S*\?code=/);
    const changed = await server.api.put(`${V1}/user/email`, { code: codeIn(mail.text) });
    expect(changed.data).toMatchObject({ e_mail: 'moved.mail@example.org', mail_status: 1 });
    expect((await server.login('moved.mail@example.org', member.password)).token).toBeTruthy();
  });

  it("writes account mail to a zh_CN member in Chinese", async () => {
    const member = await server.createUser();
    await server.kernel.users.update(Number(member.id), { language: 'zh_CN' }, clock.now());
    await requestReset(member.email);
    const reset = await received(member.email);
    expect(reset.subject).toBe('[Quorum Test] 重置密码');
    expect(reset.text).toContain('有人申请重置你在 Quorum Test 的密码');
    expect(reset.html).toContain('<html lang="zh-CN">');
  });

  it('delivers over STARTTLS with AUTH', async () => {
    const secure = await startLoopbackSmtp({ tls: 'starttls', auth: { user: 'mailer', pass: 'right-pass' } });
    try {
      await server.api.put(`${ADMIN}/plugin/config`, { plugin_slug_name: 'mail-smtp', config_fields: { tls_ca: secure.cert } }, { token: admin.token });
      await configure({ smtp_port: secure.port, encryption: 'TLS', smtp_authentication: true, smtp_username: 'mailer', smtp_password: 'right-pass' });
      const member = await server.createUser();
      await requestReset(member.email);
      await waitForRow(member.email, { status: 'sent' });
      expect(secure.to(member.email)[0]).toMatchObject({ user: 'mailer', secure: true });
    } finally {
      await configure({});
      await secure.close();
    }
  });

  it('a mail queued inside a transaction leaves after the commit, and never after a rollback', async () => {
    const message = (to: string) => ({ to, subject: 'After commit', html: '<p>Committed.</p>', text: 'Committed.' });
    await server.kernel.db.transaction(async (trx) => {
      await server.kernel.mailer.send(message('commit@q.example'), trx);
      expect(smtp.to('commit@q.example')).toEqual([]);
    });
    expect((await received('commit@q.example')).subject).toBe('After commit');
    const rollback = server.kernel.db.transaction(async (trx) => {
      await server.kernel.mailer.send(message('rollback@q.example'), trx);
      throw new Error('rolled back');
    });
    await expect(rollback).rejects.toThrow('rolled back');
    await queue(server.kernel).drain();
    expect(await latest('rollback@q.example')).toBeUndefined();
    expect(smtp.to('rollback@q.example')).toEqual([]);
  });

  it('a stalled SMTP server slows no request; the mail waits for a retry', async () => {
    const sockets: Socket[] = [];
    const stalled = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    await configure({ smtp_port: (stalled.address() as AddressInfo).port });
    const started = performance.now();
    const reg = await server.api.post(`${V1}/user/register/email`, { name: 'Slow Mail', e_mail: 'slow@example.org', pass: 'analytical1' });
    const elapsed = performance.now() - started;
    expect(reg.code).toBe(200);
    expect(elapsed).toBeLessThan(2000);
    // The worker is connected and waiting for a greeting that never comes.
    await vi.waitFor(() => expect(sockets.length).toBe(1), { timeout: 10_000, interval: 20 });
    await waitForRow('slow@example.org', { status: 'pending', attempts: 1 });
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => stalled.close(() => resolve()));
    await vi.waitFor(async () => expect((await latest('slow@example.org'))!.error).not.toBe(''), { timeout: 10_000, interval: 20 });
    await configure({});
    clock.advance(MAIL_RETRY_DELAYS[0]);
    await queue(server.kernel).drain();
    expect(codeIn((await received('slow@example.org')).text)).toBeTruthy();
    await waitForRow('slow@example.org', { status: 'sent', attempts: 2 });
  });

  it('retries an unreachable server with back-off, then gives up as failed', async () => {
    const down = await startLoopbackSmtp({});
    await down.close();
    await configure({ smtp_port: down.port });
    const member = await server.createUser();
    await requestReset(member.email);
    await waitForRow(member.email, { status: 'pending', attempts: 1, error: expect.stringContaining('ECONNREFUSED') });
    // Not due before its time.
    clock.advance(MAIL_RETRY_DELAYS[0] - 1);
    await queue(server.kernel).drain();
    expect((await latest(member.email))!.attempts).toBe(1);
    for (const delay of MAIL_RETRY_DELAYS) {
      clock.advance(delay);
      await queue(server.kernel).drain();
    }
    await waitForRow(member.email, { status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    await configure({});
  });

  it('a mail queued while SMTP is down is delivered after a restart', async () => {
    const port = smtp.port;
    await smtp.close();
    const member = await server.createUser();
    await requestReset(member.email);
    await waitForRow(member.email, { status: 'pending', attempts: 1, error: expect.stringContaining('ECONNREFUSED') });
    await server.kernel.close();
    smtp = await startLoopbackSmtp({ port });
    restarted = new Kernel({
      home: server.home, plugins: ['storage-sqlite', 'storage-mysql', 'storage-postgres', 'install', ...PLUGINS], clock,
      logger: pino({ level: 'silent' }), webDist: false, pluginRoots: [join(REPO_ROOT, 'plugins')],
    });
    await restarted.boot();
    await restarted.listen(0, '127.0.0.1');
    clock.advance(MAIL_RETRY_DELAYS[0]);
    await queue(restarted).drain();
    expect((await received(member.email)).subject).toBe('[Quorum Test] Password reset');
    await waitForRow(member.email, { status: 'sent', attempts: 2 }, restarted.db);
  });
});
