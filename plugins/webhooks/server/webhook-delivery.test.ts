import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { answer, ask, questionPlugins } from '../../questions/server/routes/question-test-kit.ts';
import { WEBHOOK_EVENTS } from '../schemas/webhook.ts';
import { LoopbackReceiver, verifySignature } from './webhook-receiver-test-kit.ts';
import { ADMIN, V1, addMember, webhookCalls } from './webhook-test-kit.ts';

const SECRET = 'a-receiver-secret-of-enough-length';
/** A flag reason that takes no text (the questions plugin's catalogue). */
const SPAM = 6;

/**
 * Issue 27 item 4 against real receivers on loopback, on every engine: one signed delivery per
 * event kind, retries after refusals on the configured back-off (the site's clock is moved, never
 * waited for), a post deleted before a retry sent as ids only, no content on a login-required
 * site, and an endpoint failing for a day turned off with a mail to the admins.
 */
describe.each(testEngines())('webhook deliveries on %s', (engine) => {
  let server: TestServer;
  let receiver: LoopbackReceiver;
  let admin: TestUser;
  let member: TestUser;
  const clock = new ManualClock();
  const hooks = () => webhookCalls(server, () => admin);

  beforeAll(async () => {
    server = await startTestServer({ engine, clock, plugins: [...questionPlugins(), 'comments', 'reports', 'mail-smtp', 'webhooks'] });
    receiver = await LoopbackReceiver.start();
    admin = await server.admin();
    member = await addMember(server, admin, 'Hookmember');
  });
  afterAll(async () => {
    await receiver?.close();
    await server?.close();
  });

  const endpoint = async (path: string, events: string[], extra: Record<string, unknown> = {}) => {
    const res = await hooks().create({ url: receiver.url(path), events, ...extra });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return res.data;
  };

  it('sends one signed delivery per event kind, each with the content a visitor could see', async () => {
    const { endpoint: hook, secret } = await endpoint('/all', [...WEBHOOK_EVENTS], { secret: SECRET });
    expect(secret).toBe(SECRET);
    const registered = await server.api.post(`${V1}/user/register/email`, { name: 'Newcomer', e_mail: 'newcomer@example.org', pass: 'newcomer-pass1' });
    expect(registered.code).toBe(200);
    const question = await ask(server, admin, { title: 'Which receivers check webhook signatures?', tags: [{ slug_name: 'hooks' }] });
    const reply = await answer(server, member, question.id, 'Every receiver that takes events from the internet.');
    expect((await server.api.post(`${V1}/comment`, { object_id: question.id, original_text: 'A comment every visitor can read.' }, { token: member.token })).code).toBe(200);
    expect((await server.api.post(`${V1}/answer/acceptance`, { question_id: question.id, answer_id: reply.id }, { token: admin.token })).code).toBe(200);
    expect((await server.api.post(`${V1}/report`, { object_id: question.id, report_type: SPAM }, { token: member.token })).code).toBe(200);
    const doomed = await ask(server, admin, { title: 'A question the admin deletes soon after', tags: [{ slug_name: 'hooks' }] });
    expect((await server.api.delete(`${V1}/question`, { id: doomed.id }, { token: admin.token })).code).toBe(200);

    const got = await receiver.waitFor('/all', 8);
    for (const r of got) {
      expect(verifySignature(SECRET, r.headers['x-quorum-signature'] as string, r.body)).toBe(true);
      expect(verifySignature('another-secret-entirely', r.headers['x-quorum-signature'] as string, r.body)).toBe(false);
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['x-quorum-event']).toBe(r.json.event);
      expect(Object.keys(r.json).sort()).toEqual(['created_at', 'data', 'event']);
    }
    const of = (event: string, match: (data: any) => boolean = () => true) => got.find((r) => r.json.event === event && match(r.json.data))?.json.data;
    expect(new Set(got.map((r) => r.json.event))).toEqual(new Set(WEBHOOK_EVENTS));
    expect(of('user.registered')).toMatchObject({ user: { username: 'newcomer', display_name: 'Newcomer', url: 'http://quorum.test/users/newcomer' } });
    expect(of('question.created', (d) => d.question.id === question.id)).toMatchObject({
      question: { title: 'Which receivers check webhook signatures?', tags: ['hooks'], author: { username: admin.username }, url: expect.stringMatching(/^http:\/\/quorum\.test\/questions\//) },
    });
    expect(of('answer.created').answer).toMatchObject({ id: reply.id, html: expect.stringContaining('Every receiver'), author: { display_name: 'Hookmember' } });
    expect(of('comment.created').comment).toMatchObject({ object_id: question.id, html: expect.stringContaining('every visitor can read') });
    expect(of('answer.accepted')).toMatchObject({ accepted: true, answer: { id: reply.id }, question: { id: question.id } });
    expect(of('report.created')).toEqual({ report: { id: expect.any(String), object_id: question.id, object_type: 'question' } });
    expect(of('question.deleted')).toEqual({ question: { id: doomed.id } });
    expect((await hooks().remove(hook.id)).code).toBe(200);
  });

  it('retries a refused delivery after 10 s, then after 30 s, with the same body, and logs each attempt', async () => {
    receiver.answer((n) => (n < 3 ? 500 + n : 204));
    const { endpoint: hook, secret } = await endpoint('/flaky', ['question.created']);
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    await ask(server, admin, { title: 'A question delivered on the third try' });
    const first = await hooks().until(hook.id, { status: 'pending', attempts: 1, response_status: 501, error: 'status' });
    expect(first.next_attempt_at).toBe(first.last_attempt_at + 10);
    clock.advance(10);
    const second = await hooks().until(hook.id, { status: 'pending', attempts: 2, response_status: 502 });
    expect(second.next_attempt_at).toBe(second.last_attempt_at + 30);
    clock.advance(30);
    await hooks().until(hook.id, { status: 'delivered', attempts: 3, response_status: 204, error: '' });
    const tries = receiver.at('/flaky');
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((r) => r.headers['x-quorum-delivery'])).size).toBe(1);
    expect(new Set(tries.map((r) => r.body)).size).toBe(1);
    for (const r of tries) expect(verifySignature(secret, r.headers['x-quorum-signature'] as string, r.body)).toBe(true);
    receiver.answer(() => 200);
    expect((await hooks().remove(hook.id)).code).toBe(200);
  });

  it('sends a post deleted before the retry by id only', async () => {
    receiver.answer((n) => (n === 1 ? 500 : 200));
    const { endpoint: hook } = await endpoint('/gone', ['answer.created']);
    const question = await ask(server, admin, { title: 'A question whose answer is deleted' });
    const reply = await answer(server, member, question.id, 'An answer its author takes back.');
    const first = (await receiver.waitFor('/gone', 1))[0]!;
    expect(first.json.data.answer.html).toContain('takes back');
    await hooks().until(hook.id, { status: 'pending', attempts: 1, response_status: 500 });
    expect((await server.api.delete(`${V1}/answer`, { id: reply.id }, { token: member.token })).code).toBe(200);
    clock.advance(10);
    const [, retry] = await receiver.waitFor('/gone', 2);
    expect(retry!.json.data).toEqual({ answer: { id: reply.id }, question: { id: question.id, url: expect.any(String), title: 'A question whose answer is deleted' } });
    receiver.answer(() => 200);
    expect((await hooks().remove(hook.id)).code).toBe(200);
  });

  it('sends ids and links only while the site requires login', async () => {
    const login = (login_required: boolean) => server.api.put(`${ADMIN}/siteinfo/login`, { login_required }, { token: admin.token });
    const { endpoint: hook } = await endpoint('/private', ['question.created', 'user.registered']);
    expect((await login(true)).code).toBe(200);
    try {
      const question = await ask(server, admin, { title: 'A secret question on a private site' });
      const [delivery] = await receiver.waitFor('/private', 1);
      expect(delivery!.json.data).toEqual({ question: { id: question.id, url: `http://quorum.test/questions/${question.id}` } });
      expect(delivery!.body).not.toContain('secret question');
    } finally {
      expect((await login(false)).code).toBe(200);
    }
    expect((await hooks().remove(hook.id)).code).toBe(200);
  });

  it('turns an endpoint failing for a day off, fails what it had pending, and mails the admins', async () => {
    receiver.answer(() => 500);
    const { endpoint: hook } = await endpoint('/down', ['question.created']);
    await ask(server, admin, { title: 'A question nobody receives' });
    await hooks().until(hook.id, { status: 'pending', attempts: 1, response_status: 500 });
    expect((await hooks().list()).find((e) => e.id === hook.id)).toMatchObject({ enabled: true, failing_since: expect.any(Number) });
    expect((await hooks().list()).find((e) => e.id === hook.id)!.failing_since).toBeGreaterThan(0);
    clock.advance(24 * 3600);
    await hooks().until(hook.id, { status: 'failed', attempts: 2 });
    expect((await hooks().list()).find((e) => e.id === hook.id)).toMatchObject({ enabled: false, disabled_reason: 'failing' });
    expect(await hooks().log(hook.id)).toHaveLength(1);
    await vi.waitFor(async () => expect(await server.outbox('admin@quorum.test')).not.toHaveLength(0), { timeout: 20_000, interval: 50 });
    const [mail] = await server.outbox('admin@quorum.test');
    expect(mail!.subject).toBe(`A webhook was turned off: ${new URL(receiver.url()).origin}`);
    expect(mail!.text).toContain('http://quorum.test/admin/webhooks');
    expect(mail!.text).not.toContain('/down');

    // Turned off, it is sent nothing more; turned on again, it starts afresh.
    await ask(server, admin, { title: 'A question asked while the endpoint is off' });
    const on = await hooks().update({ id: hook.id, enabled: true });
    expect(on.data).toMatchObject({ enabled: true, disabled_reason: '', failing_since: 0 });
    expect(await hooks().log(hook.id)).toHaveLength(1);
    receiver.answer(() => 200);
    expect((await hooks().remove(hook.id)).code).toBe(200);
  });
});
