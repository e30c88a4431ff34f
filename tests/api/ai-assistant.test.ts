import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOOPBACK_MODEL, LoopbackOpenAi, readEvents } from '../support/loopback-openai.ts';
import { ask } from '../support/posts.ts';
import { startTestServer, testEngines, TEST_PASSWORD, type TestServer, type TestUser } from '../support/test-server.ts';
import { questionPlugins } from '../../plugins/questions/server/routes/question-test-kit.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';
const MASK = '********';
/** Messages a member may send a minute in this suite (the rate-limit test sends one more). */
const CHAT_LIMIT = 4;

interface Chat { status: number; type: string; text: string; reply: string; id: string; done: boolean }

/**
 * The AI assistant against a provider speaking the OpenAI protocol on loopback, on every engine:
 * the admin's settings with the key never shown, the guards, the streamed reply in Answer's
 * event shape with the site's questions in the model's instructions, stored conversations, votes,
 * the admin's list, detail and delete, and the refusals (off, not configured, provider failing,
 * too many messages) without a provider's body reaching the client.
 */
describe.each(testEngines())('ai assistant on %s', (engine) => {
  let server: TestServer;
  let provider: LoopbackOpenAi;
  let admin: TestUser;
  let made = 0;
  /** Every line the site logged, at every level. */
  const logLines: string[] = [];

  const addMember = async (): Promise<TestUser> => {
    made += 1;
    const email = `asker${made}@quorum.test`;
    const added = await server.api.post(`${ADMIN}/user`, { display_name: `Asker ${made}`, email, password: TEST_PASSWORD }, { token: admin.token });
    expect(added.code, JSON.stringify(added)).toBe(200);
    return server.login(email);
  };
  const chat = async (user: TestUser | undefined, body: object, language = 'en_US'): Promise<Chat> => {
    const res = await fetch(`${server.url}${V1}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': language, ...(user ? { authorization: user.token } : {}) },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    if (!type.startsWith('text/event-stream')) return { status: res.status, type, text, reply: '', id: '', done: false };
    const { events, done } = readEvents(text);
    return { status: res.status, type, text, done, id: events[0]?.chat_completion_id ?? '', reply: events.map((e) => e.choices[0]?.delta.content ?? '').join('') };
  };
  const ask1 = (user: TestUser, content: string, conversationId = '') => chat(user, { conversation_id: conversationId, messages: [{ role: 'user', content }] });
  const configure = async (changes: object) => {
    const res = await server.api.put(`${ADMIN}/ai-config`, changes, { token: admin.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
  };
  const turnOn = () => configure({ enabled: true, chosen_provider: 'openai_compatible', ai_providers: [{ provider: 'openai_compatible', api_host: provider.url, api_key: provider.apiKey, model: LOOPBACK_MODEL }] });

  beforeAll(async () => {
    provider = new LoopbackOpenAi();
    await provider.start();
    const sink = new Writable({ write(chunk, _enc, done) { logLines.push(String(chunk)); done(); } });
    server = await startTestServer({
      engine,
      logger: pino({ level: 'debug' }, sink),
      plugins: [...questionPlugins(), 'search', 'search-sql', 'users', 'ai-assistant'],
      rateLimits: (limits) => ({ ...Object.fromEntries(Object.keys(limits).map((a) => [a, { limit: 100_000, windowSeconds: 60 }])), ai_chat: { limit: CHAT_LIMIT, windowSeconds: 60 } }),
    });
    admin = await server.admin();
    await ask(server, admin, 'How do lighthouses keep their lamps turning?');
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  it('refuses visitors and members where Answer does', async () => {
    const member = await addMember();
    for (const [method, path] of [['GET', `${V1}/ai/conversation/page`], ['GET', `${V1}/ai/conversation`], ['POST', `${V1}/ai/conversation/vote`]] as const) {
      expect((await server.api.call(method, path, method === 'GET' ? undefined : {})).status, path).toBe(401);
    }
    expect((await chat(undefined, { messages: [{ role: 'user', content: 'Hello?' }] })).status).toBe(401);
    for (const [method, path] of [['GET', '/ai-config'], ['PUT', '/ai-config'], ['GET', '/ai-provider'], ['POST', '/ai-models'], ['GET', '/ai/conversation/page'], ['GET', '/ai/conversation'], ['DELETE', '/ai/conversation']] as const) {
      const res = await server.api.call(method, `${ADMIN}${path}`, method === 'GET' ? undefined : {}, { token: member.token });
      expect(res.status, path).toBe(403);
      expect((await server.api.call(method, `${ADMIN}${path}`, method === 'GET' ? undefined : {})).status, path).toBe(401);
    }
  });

  it('starts off, lists the providers, and says so to members', async () => {
    const member = await addMember();
    const config = await server.api.get<{ enabled: boolean; ai_providers: { provider: string; api_key: string }[]; prompt_config: { en_us: string; zh_cn: string } }>(`${ADMIN}/ai-config`, { token: admin.token });
    expect(config.data.enabled).toBe(false);
    expect(config.data.ai_providers.map((p) => p.provider)).toEqual(['openai', 'gemini', 'anthropic', 'openai_compatible']);
    expect(config.data.prompt_config.en_us).toContain('%s');
    const providers = await server.api.get<{ name: string; default_api_host: string }[]>(`${ADMIN}/ai-provider`, { token: admin.token });
    expect(providers.data.find((p) => p.name === 'openai')?.default_api_host).toBe('https://api.openai.com');
    const zh = await server.api.get<{ name: string; display_name: string }[]>(`${ADMIN}/ai-provider`, { token: admin.token, language: 'zh_CN' });
    expect(zh.data.find((p) => p.name === 'openai_compatible')?.display_name).toBe('OpenAI 兼容的服务');
    expect((await server.api.get<{ enabled: boolean }>(`${V1}/ai/status`)).data.enabled).toBe(false);

    const refused = await ask1(member, 'Is anyone there?');
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text).reason).toBe('error.ai_assistant.disabled');
    await configure({ enabled: true, chosen_provider: 'openai_compatible' });
    const unset = await ask1(member, 'Is anyone there now?');
    expect(JSON.parse(unset.text).reason).toBe('error.ai_assistant.not_configured');
    expect(provider.chats).toHaveLength(0);
    await configure({ enabled: false });
  });

  it('keeps the API key from the browser and checks it against the provider', async () => {
    await turnOn();
    const shown = await server.api.get<{ ai_providers: { provider: string; api_key: string; api_host: string }[] }>(`${ADMIN}/ai-config`, { token: admin.token });
    expect(JSON.stringify(shown)).not.toContain(provider.apiKey);
    expect(shown.data.ai_providers.find((p) => p.provider === 'openai_compatible')).toMatchObject({ api_key: MASK, api_host: provider.url });
    expect(shown.data.ai_providers.find((p) => p.provider === 'openai')?.api_key).toBe('');

    // The form sends back what it showed: the key stays, and the models check uses it.
    const { ...sent } = shown.data;
    await configure(sent);
    const models = await server.api.post<{ id: string }[]>(`${ADMIN}/ai-models`, { api_host: provider.url, api_key: MASK }, { token: admin.token });
    expect(models.data.map((m) => m.id)).toEqual([LOOPBACK_MODEL, 'quorum-loopback-mini']);
    const typed = await server.api.post<{ id: string }[]>(`${ADMIN}/ai-models`, { api_host: `${provider.url}/v1`, api_key: provider.apiKey }, { token: admin.token });
    expect(typed.data).toHaveLength(2);

    const wrong = await server.api.post(`${ADMIN}/ai-models`, { api_host: provider.url, api_key: 'sk-wrong-key-777' }, { token: admin.token });
    expect(wrong.status).toBe(400);
    expect(wrong.reason).toBe('error.ai_assistant.models_failed');
    expect(wrong.msg).toContain('401');
    expect(JSON.stringify(wrong)).not.toContain('sk-wrong-key-777');
    const badHost = await server.api.post(`${ADMIN}/ai-models`, { api_host: 'ftp://models.example' }, { token: admin.token });
    expect(badHost.status).toBe(400);
    expect((await server.api.put(`${ADMIN}/ai-config`, { ai_providers: [{ provider: 'openai', api_host: 'javascript:alert(1)' }] }, { token: admin.token })).status).toBe(400);
  });

  it('streams the reply in Answer\'s events, gives the model the site\'s questions, and keeps the conversation', async () => {
    await turnOn();
    const member = await addMember();
    const before = provider.chats.length;
    const first = await ask1(member, 'How do lighthouses turn their lamps?', 'conv-lighthouse-1');
    expect(first.status).toBe(200);
    expect(first.type).toContain('text/event-stream');
    expect(first.done).toBe(true);
    expect(first.reply).toBe(provider.reply);
    const { events } = readEvents(first.text);
    expect(events[0]!.choices[0]!.delta.role).toBe('assistant');
    expect(events.at(-1)!.choices[0]!.finish_reason).toBe('stop');
    expect(new Set(events.map((e) => e.chat_completion_id)).size).toBe(1);

    const sent = provider.chats.at(-1)!;
    expect(provider.chats.length).toBe(before + 1);
    expect(sent.authorization).toBe(`Bearer ${provider.apiKey}`);
    expect(sent.model).toBe(LOOPBACK_MODEL);
    expect(sent.stream).toBe(true);
    expect(sent.messages[0]!.role).toBe('system');
    expect(sent.messages[0]!.content).toContain('How do lighthouses keep their lamps turning?');
    expect(sent.messages[0]!.content).toContain('http://quorum.test/questions/');
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'How do lighthouses turn their lamps?' });

    provider.reply = 'With a weight that falls slowly.';
    const second = await ask1(member, 'And before motors?', 'conv-lighthouse-1');
    expect(second.reply).toBe('With a weight that falls slowly.');
    expect(provider.chats.at(-1)!.messages.slice(1).map((m) => m.role)).toEqual(['user', 'assistant', 'user']);

    const page = await server.api.get<{ count: number; list: { conversation_id: string; topic: string }[] }>(`${V1}/ai/conversation/page`, { token: member.token, query: { page: 1, page_size: 20 } });
    expect(page.data).toMatchObject({ count: 1, list: [{ conversation_id: 'conv-lighthouse-1', topic: 'How do lighthouses turn their lamps?' }] });
    const detail = await server.api.get<{ records: { role: string; content: string; chat_completion_id: string }[] }>(`${V1}/ai/conversation`, { token: member.token, query: { conversation_id: 'conv-lighthouse-1' } });
    expect(detail.data.records.map((r) => [r.role, r.content])).toEqual([
      ['user', 'How do lighthouses turn their lamps?'], ['assistant', 'Lighthouses turn their lamps with a clockwork motor.'],
      ['user', 'And before motors?'], ['assistant', 'With a weight that falls slowly.'],
    ]);
    expect(detail.data.records[1]!.chat_completion_id).toBe(first.id);
    provider.reply = 'Lighthouses turn their lamps with a clockwork motor.';

    // A provider answering whole (no stream) is streamed on as one piece.
    provider.whole = true;
    const whole = await ask1(member, 'Once more, briefly?');
    provider.whole = false;
    expect(whole.reply).toBe(provider.reply);
    expect(whole.done).toBe(true);
  });

  it('lets the asker alone read and vote, one vote of the two at a time', async () => {
    await turnOn();
    const [asker, other] = [await addMember(), await addMember()];
    const { id } = await ask1(asker, 'Which lamp oil burns longest?', 'conv-votes');
    const vote = (user: TestUser, body: object) => server.api.post(`${V1}/ai/conversation/vote`, { chat_completion_id: id, ...body }, { token: user.token });
    const reply = async () => (await server.api.get<{ records: { role: string; helpful: number; unhelpful: number }[] }>(`${V1}/ai/conversation`, { token: asker.token, query: { conversation_id: 'conv-votes' } })).data.records[1]!;

    expect((await vote(asker, { vote_type: 'helpful' })).code).toBe(200);
    expect(await reply()).toMatchObject({ role: 'assistant', helpful: 1, unhelpful: 0 });
    expect((await vote(asker, { vote_type: 'unhelpful' })).code).toBe(200);
    expect(await reply()).toMatchObject({ helpful: 0, unhelpful: 1 });
    expect((await vote(asker, { vote_type: 'unhelpful', cancel: true })).code).toBe(200);
    expect(await reply()).toMatchObject({ helpful: 0, unhelpful: 0 });
    await vote(asker, { vote_type: 'helpful' });

    expect((await vote(other, { vote_type: 'unhelpful' })).status).toBe(403);
    expect((await server.api.post(`${V1}/ai/conversation/vote`, { chat_completion_id: 'chatcmpl-none', vote_type: 'helpful' }, { token: asker.token })).status).toBe(404);
    expect((await server.api.post(`${V1}/ai/conversation/vote`, { chat_completion_id: id, vote_type: 'loved' }, { token: asker.token })).status).toBe(400);
    const peek = await server.api.get(`${V1}/ai/conversation`, { token: other.token, query: { conversation_id: 'conv-votes' } });
    expect(peek.status).toBe(404);
    expect((await server.api.get<{ count: number }>(`${V1}/ai/conversation/page`, { token: other.token })).data.count).toBe(0);
    // Another member cannot write into it either.
    expect((await ask1(other, 'May I join?', 'conv-votes')).status).toBe(404);
    expect((await ask1(asker, 'x'.repeat(4001))).status).toBe(400);
  });

  it('shows the admin every conversation with its votes, and deletes one', async () => {
    await turnOn();
    const asker = await addMember();
    const { id } = await ask1(asker, 'Who keeps the lighthouse now?', 'conv-admin');
    await server.api.post(`${V1}/ai/conversation/vote`, { chat_completion_id: id, vote_type: 'helpful' }, { token: asker.token });
    const list = await server.api.get<{ count: number; list: { id: string; topic: string; helpful_count: number; unhelpful_count: number; user_info: { username: string } }[] }>(`${ADMIN}/ai/conversation/page`, { token: admin.token, query: { page: 1, page_size: 50 } });
    const row = list.data.list.find((c) => c.id === 'conv-admin');
    expect(row).toMatchObject({ topic: 'Who keeps the lighthouse now?', helpful_count: 1, unhelpful_count: 0, user_info: { username: asker.username } });
    expect(list.data.count).toBeGreaterThanOrEqual(3);
    const detail = await server.api.get<{ records: unknown[]; user_info: { username: string } }>(`${ADMIN}/ai/conversation`, { token: admin.token, query: { conversation_id: 'conv-admin' } });
    expect(detail.data.records).toHaveLength(2);
    expect(detail.data.user_info.username).toBe(asker.username);

    expect((await server.api.delete(`${ADMIN}/ai/conversation`, { conversation_id: 'conv-admin' }, { token: admin.token })).code).toBe(200);
    expect((await server.api.get(`${ADMIN}/ai/conversation`, { token: admin.token, query: { conversation_id: 'conv-admin' } })).status).toBe(404);
    expect((await server.api.get(`${V1}/ai/conversation`, { token: asker.token, query: { conversation_id: 'conv-admin' } })).status).toBe(404);
    expect((await server.api.delete(`${ADMIN}/ai/conversation`, { conversation_id: 'conv-admin' }, { token: admin.token })).status).toBe(404);
  });

  it('says the provider failed, in the member\'s language, without its body, and keeps nothing of it', async () => {
    await turnOn();
    const member = await addMember();
    provider.failWith = 401;
    const refused = await ask1(member, 'Is the provider up?', 'conv-failing');
    provider.failWith = undefined;
    expect(refused.status).toBe(503);
    const envelope = JSON.parse(refused.text);
    expect(envelope.reason).toBe('error.ai_assistant.provider_failed');
    expect(envelope.msg).toContain('401');
    expect(refused.text).not.toContain(provider.apiKey);

    provider.breakAfter = 2;
    const cut = await chat(member, { conversation_id: 'conv-failing', messages: [{ role: 'user', content: '灯塔怎么转？' }] }, 'zh_CN');
    provider.breakAfter = undefined;
    expect(cut.status).toBe(200);
    expect(cut.done).toBe(true);
    expect(cut.reply).toContain('AI 服务商没有应答');
    expect(cut.text).not.toContain(provider.apiKey);
    expect((await server.api.get(`${V1}/ai/conversation`, { token: member.token, query: { conversation_id: 'conv-failing' } })).status).toBe(404);
  });

  it('limits how many messages a member sends a minute', async () => {
    await turnOn();
    const member = await addMember();
    for (let i = 0; i < CHAT_LIMIT; i += 1) expect((await ask1(member, `Question number ${i}?`)).status).toBe(200);
    const limited = await ask1(member, 'One too many?');
    expect(limited.status).toBe(429);
    // Another member is not held back by it.
    expect((await ask1(await addMember(), 'My first question?')).status).toBe(200);
  });

  it('never logs a key, the admin\'s or a wrong one', () => {
    expect(logLines.some((l) => l.includes('AI provider call failed'))).toBe(true);
    for (const secret of [provider.apiKey, 'sk-wrong-key-777']) expect(logLines.filter((l) => l.includes(secret))).toEqual([]);
  });
});
