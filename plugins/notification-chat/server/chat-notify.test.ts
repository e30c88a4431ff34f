import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { ask, questionPlugins } from '../../questions/server/routes/question-test-kit.ts';
import type { TestResult, WebhookFormatInfo } from '../../webhooks/schemas/webhook.ts';
import { LoopbackReceiver } from '../../webhooks/server/webhook-receiver-test-kit.ts';
import { ADMIN, webhookCalls } from '../../webhooks/server/webhook-test-kit.ts';

/**
 * Issue 27 item 5 against chat receivers on loopback, on every engine: new questions posted in
 * Slack's body (which Mattermost and Rocket.Chat accept) and in Discord's, a tag filter, the test
 * button, nothing of a question's words on a login-required site, and the chat address (its key)
 * never shown back.
 */
describe.each(testEngines())('chat notifications on %s', (engine) => {
  let server: TestServer;
  let receiver: LoopbackReceiver;
  let admin: TestUser;
  const hooks = () => webhookCalls(server, () => admin);

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: [...questionPlugins(), 'webhooks', 'notification-chat'] });
    receiver = await LoopbackReceiver.start();
    admin = await server.admin();
  });
  afterAll(async () => {
    await receiver?.close();
    await server?.close();
  });

  it('offers its formats for new questions only, unsigned, and refuses other events or a secret', async () => {
    const formats = (await server.api.get<WebhookFormatInfo[]>(`${ADMIN}/webhooks/formats`, { token: admin.token })).data;
    expect(formats.map((f) => f.id)).toEqual(['quorum', 'slack', 'discord']);
    expect(formats[1]).toEqual({ id: 'slack', name: 'Slack-compatible chat (Slack, Mattermost, Rocket.Chat)', events: ['question.created'], signed: false });
    const zh = (await server.api.get<WebhookFormatInfo[]>(`${ADMIN}/webhooks/formats`, { token: admin.token, language: 'zh_CN' })).data;
    expect(zh[2]!.name).toBe('Discord 聊天');
    const url = receiver.url('/refused');
    expect(await hooks().create({ url, format: 'slack', events: ['answer.created'] })).toMatchObject({ code: 400, reason: 'error.webhooks.events_unsupported', data: [{ error_field: 'events' }] });
    expect(await hooks().create({ url, format: 'slack', events: ['question.created'], secret: 'a-secret-long-enough' })).toMatchObject({ code: 400, data: [{ error_field: 'secret' }] });
  });

  it('posts new questions to Slack-format and Discord-format receivers, the filtered one only with its tag', async () => {
    const slackKey = '/services/T000/B000/XXXXSECRETKEY';
    const slack = await hooks().create({ url: receiver.url(slackKey), format: 'slack', events: ['question.created'], tags: ['deploy'] });
    expect(slack.code).toBe(200);
    expect(slack.data.secret).toBe('');
    expect(slack.data.endpoint).toMatchObject({ url: `${new URL(receiver.url()).origin}/…`, signed: false, tags: ['deploy'] });
    expect(JSON.stringify(await hooks().list())).not.toContain('XXXXSECRETKEY');
    const discord = await hooks().create({ url: receiver.url('/discord'), format: 'discord', events: ['question.created'] });

    const other = await ask(server, admin, { title: 'A question about <cooking> & baking', tags: [{ slug_name: 'kitchen' }] });
    const tagged = await ask(server, admin, { title: 'How do we roll back a deploy safely?', tags: [{ slug_name: 'deploy' }] });
    const posts = await receiver.waitFor('/discord', 2);
    const [fromSlack] = await receiver.waitFor(slackKey, 1);
    // The other question's delivery is dropped, not logged, once the worker saw its tags.
    await vi.waitFor(async () => expect((await hooks().log(slack.data.endpoint.id)).map((d) => d.status)).toEqual(['delivered']), { timeout: 20_000, interval: 50 });
    expect(receiver.at(slackKey)).toHaveLength(1);

    expect(fromSlack!.headers['x-quorum-signature']).toBeUndefined();
    expect(fromSlack!.json).toEqual({
      text: expect.stringMatching(/^New question on Quorum Test: <http:\/\/quorum\.test\/questions\/[^|]+\|How do we roll back a deploy safely\?>$/),
      attachments: [{
        fallback: expect.stringContaining('How do we roll back a deploy safely?'), title: 'How do we roll back a deploy safely?', title_link: expect.stringContaining(tagged.id),
        text: expect.any(String), footer: `Tags: deploy · Asked by ${admin.username}`,
      }],
    });
    const cooking = posts.find((p) => p.json.embeds?.[0]?.title.includes('cooking'))!.json;
    expect(cooking).toEqual({
      content: 'New question on Quorum Test',
      embeds: [{ title: 'A question about <cooking> & baking', url: expect.stringContaining(other.id), description: expect.any(String), footer: { text: `Tags: kitchen · Asked by ${admin.username}` } }],
      allowed_mentions: { parse: [] },
    });
    expect((await hooks().remove(slack.data.endpoint.id)).code).toBe(200);
    expect((await hooks().remove(discord.data.endpoint.id)).code).toBe(200);
  });

  it("answers the test button in the channel's words, and keeps a masked address when edited without one", async () => {
    const { endpoint } = (await hooks().create({ url: receiver.url('/chat-test'), format: 'discord', events: ['question.created'] })).data;
    const res = await server.api.post<TestResult>(`${ADMIN}/webhooks/test`, { id: endpoint.id }, { token: admin.token });
    expect(res.data).toMatchObject({ ok: true, response_status: 200 });
    const [probe] = await receiver.waitFor('/chat-test', 1);
    expect(probe!.json).toEqual({ content: "Test message from Quorum Test: this channel will get the site's new questions.", allowed_mentions: { parse: [] } });
    const edited = await hooks().update({ id: endpoint.id, tags: ['ops'] });
    expect(edited.data).toMatchObject({ tags: ['ops'], url: `${new URL(receiver.url()).origin}/…` });
    expect((await server.api.post<TestResult>(`${ADMIN}/webhooks/test`, { id: endpoint.id }, { token: admin.token })).data.ok).toBe(true);
    expect(await receiver.waitFor('/chat-test', 2)).toHaveLength(2);
    // Turned into a signed webhook, it needs a secret the admin gives (one made up would never be shown).
    expect(await hooks().update({ id: endpoint.id, format: 'quorum' })).toMatchObject({ code: 400, reason: 'error.webhooks.secret_required', data: [{ error_field: 'secret' }] });
    const signed = await hooks().update({ id: endpoint.id, format: 'quorum', secret: 'a-secret-the-admin-knows' });
    expect(signed.data).toMatchObject({ format: 'quorum', signed: true, url: receiver.url('/chat-test'), events: ['question.created'] });
    expect((await hooks().remove(endpoint.id)).code).toBe(200);
  });

  it('posts only a link, never the words, while the site requires login', async () => {
    const login = (login_required: boolean) => server.api.put(`${ADMIN}/siteinfo/login`, { login_required }, { token: admin.token });
    const { endpoint } = (await hooks().create({ url: receiver.url('/private-chat'), format: 'slack', events: ['question.created'] })).data;
    expect((await login(true)).code).toBe(200);
    try {
      const question = await ask(server, admin, { title: 'A confidential roadmap question' });
      const [post] = await receiver.waitFor('/private-chat', 1);
      expect(post!.json).toEqual({ text: `A new question was asked on Quorum Test:\nhttp://quorum.test/questions/${question.id}` });
    } finally {
      expect((await login(false)).code).toBe(200);
    }
    expect((await hooks().remove(endpoint.id)).code).toBe(200);
  });
});
