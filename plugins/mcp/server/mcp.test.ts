import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAG, answer, ask, comment, remove } from '../../../tests/support/posts.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { ADMIN, V1, makeKey } from '../../api-keys/server/api-key-test-kit.ts';
import { questionPlugins } from '../../questions/server/routes/question-test-kit.ts';

const READ_TOOLS = ['get_questions', 'get_answers_by_question_id', 'get_comments', 'get_tags', 'get_tag_detail', 'get_user'];
const TRANSPORTS = ['sse', 'streamable-http'] as const;
type TransportName = (typeof TRANSPORTS)[number];

/**
 * The MCP server with the SDK's own client over both transports, on every engine: off until the
 * admin turns it on, keys only, Answer's read tools answering what the API answers (and never a
 * deleted post), the write tools for full-rights keys alone.
 */
describe.each(testEngines())('mcp on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let readKey: string;
  let globalKey: string;
  const open: Client[] = [];
  const ids: { question: string; answer: string; gone: string; goneAnswer: string; comment: string } = { question: '', answer: '', gone: '', goneAnswer: '', comment: '' };

  const transport = (name: TransportName, key: string): Transport => {
    const headers = { Authorization: `Bearer ${key}` };
    return name === 'sse'
      ? new SSEClientTransport(new URL(`${server.url}${V1}/mcp/sse`), { requestInit: { headers }, eventSourceInit: { fetch: (url, init) => fetch(url, { ...init, headers: { ...(init?.headers as object), ...headers } }) } })
      : new StreamableHTTPClientTransport(new URL(`${server.url}${V1}/mcp`), { requestInit: { headers } });
  };
  const connect = async (name: TransportName, key: string) => {
    const client = new Client({ name: 'quorum-test', version: '1.0.0' });
    await client.connect(transport(name, key));
    open.push(client);
    return client;
  };
  const callJson = async (client: Client, name: string, args: Record<string, unknown>) => {
    const res = await client.callTool({ name, arguments: args });
    const text = (res.content as { type: string; text: string }[])[0]!.text;
    expect(res.isError, text).toBeFalsy();
    return text.startsWith('[') || text.startsWith('{') ? JSON.parse(text) : text;
  };
  const setEnabled = async (enabled: boolean) => expect((await server.api.put(`${ADMIN}/mcp-config`, { enabled }, { token: admin.token })).code).toBe(200);

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: [...questionPlugins(), 'comments', 'search', 'search-sql', 'users', 'admin', 'api-docs', 'api-keys', 'mcp'] });
    admin = await server.admin();
    readKey = await makeKey(server, admin, 'read-only');
    globalKey = await makeKey(server, admin, 'global');
    ids.question = await ask(server, admin, 'How do lighthouses keep their lamps turning?');
    ids.answer = await answer(server, admin, ids.question);
    const member = await server.createUser();
    ids.goneAnswer = await answer(server, member, ids.question);
    await remove(server, member, 'answer', ids.goneAnswer);
    ids.comment = await comment(server, admin, ids.question, 'A comment about lighthouse lamps.');
    ids.gone = await ask(server, admin, 'A lighthouse question that was deleted');
    await remove(server, admin, 'question', ids.gone);
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.close().catch(() => undefined)));
    await server?.close();
  });

  it('is off until the admin turns it on; the switch is Answer\'s mcp-config', async () => {
    expect((await server.api.get(`${ADMIN}/mcp-config`, { token: admin.token })).data).toMatchObject({ enabled: false });
    const off = await server.api.post(`${V1}/mcp`, {}, { token: readKey });
    expect(off).toMatchObject({ code: 403, reason: 'error.mcp.disabled' });
    expect(off.msg).toContain('turned off');
    expect((await server.api.get(`${V1}/mcp/sse`, { token: readKey })).reason).toBe('error.mcp.disabled');
    await expect(connect('streamable-http', readKey)).rejects.toThrow();
    await setEnabled(true);
    const view = await server.api.get<Record<string, unknown>>(`${ADMIN}/mcp-config`, { token: admin.token });
    expect(view.data).toEqual({ enabled: true, type: 'sse', url: expect.stringMatching(/\/answer\/api\/v1\/mcp\/sse$/), http_header: expect.stringContaining('Authorization') });
    const member = await server.createUser();
    expect((await server.api.put(`${ADMIN}/mcp-config`, { enabled: false }, { token: member.token })).code).toBe(403);
  });

  it('takes admins\' keys: no key, a bad key and a member are refused', async () => {
    await setEnabled(true);
    expect((await server.api.post(`${V1}/mcp`, {})).code).toBe(401);
    expect((await server.api.get(`${V1}/mcp/sse`)).code).toBe(401);
    expect((await server.api.post(`${V1}/mcp`, {}, { token: `sk_${'1'.repeat(64)}` })).code).toBe(401);
    expect((await server.api.post(`${V1}/mcp`, {}, { token: (await server.createUser()).token })).code).toBe(403);
    await expect(connect('sse', `sk_${'2'.repeat(64)}`)).rejects.toThrow();
  });

  const asApi = <T>(path: string, query: Record<string, string | number>) => server.api.get<T>(`${V1}${path}`, { query, token: readKey }).then((r) => r.data);

  for (const name of TRANSPORTS) {
    it(`over ${name}: a read-only key lists and calls the read tools, which answer what the API answers`, async () => {
      await setEnabled(true);
      const client = await connect(name, readKey);
      expect((await client.listTools()).tools.map((t) => t.name).sort()).toEqual([...READ_TOOLS].sort());

      const questions = await callJson(client, 'get_questions', { keyword: 'lighthouse', tag: TAG, username: admin.username });
      const search = await asApi<{ list: { object: { question_id: string; title: string } }[] }>('/search', { q: `lighthouse [${TAG}] user:${admin.username} is:question`, order: 'newest' });
      expect(questions.map((q: { question_id: string }) => q.question_id)).toEqual([ids.question]);
      expect(search.list.map((i) => i.object.question_id)).toContain(ids.question);
      expect(questions[0]).toMatchObject({ title: 'How do lighthouses keep their lamps turning?', link: expect.stringMatching(new RegExp(`/questions/${ids.question}$`)) });
      expect(JSON.stringify(questions)).not.toContain(ids.gone);
      expect(await callJson(client, 'get_questions', { keyword: 'lighthouse', score: 5 })).toEqual([]);

      const answers = await callJson(client, 'get_answers_by_question_id', { question_id: ids.question });
      const apiAnswers = await asApi<{ list: { id: string; content: string }[] }>('/answer/page', { question_id: ids.question });
      expect(answers).toEqual([{ question_id: ids.question, answer_id: ids.answer, answer_content: apiAnswers.list.find((a) => a.id === ids.answer)!.content, link: expect.stringMatching(new RegExp(`/questions/${ids.question}/${ids.answer}$`)) }]);

      const comments = await callJson(client, 'get_comments', { object_id: ids.question });
      expect(comments).toEqual([{ comment_id: ids.comment, content: 'A comment about lighthouse lamps.', object_id: ids.question, link: expect.stringContaining(`/comments/${ids.comment}`) }]);

      const tag = await asApi<{ slug_name: string; display_name: string; original_text: string }>('/tag', { name: TAG });
      expect(await callJson(client, 'get_tag_detail', { tag_name: TAG })).toEqual({ tag_name: tag.slug_name, display_name: tag.display_name, description: tag.original_text, link: expect.stringMatching(new RegExp(`/tags/${TAG}$`)) });
      expect((await callJson(client, 'get_tags', { tag_name: TAG })).map((t: { tag_name: string }) => t.tag_name)).toContain(TAG);
      expect(await callJson(client, 'get_tag_detail', { tag_name: 'no-such-tag-here' })).toBe('Tag not found.');

      const user = await asApi<{ username: string; display_name: string; avatar: string }>('/personal/user/info', { username: admin.username });
      expect(await callJson(client, 'get_user', { username: admin.username })).toEqual({ username: user.username, display_name: user.display_name, avatar: user.avatar, link: expect.stringMatching(new RegExp(`/users/${admin.username}$`)) });
      expect(await callJson(client, 'get_user', { username: 'nobody-by-this-name' })).toBe('User not found.');
    });

    it(`over ${name}: a read-only key cannot ask; a global key asks and answers through the API's own routes`, async () => {
      await setEnabled(true);
      const reader = await connect(name, readKey);
      const refused = await reader.callTool({ name: 'create_question', arguments: { title: 'Should not exist at all', content: 'A body long enough to pass the checks.', tags: TAG } });
      expect(refused.isError).toBe(true);
      expect((refused.content as { text: string }[])[0]!.text).toContain('read-only');

      const writer = await connect(name, globalKey);
      expect((await writer.listTools()).tools.map((t) => t.name)).toEqual(expect.arrayContaining(['create_question', 'create_answer', ...READ_TOOLS]));
      const title = `Asked by an assistant over ${name}`;
      const made = await callJson(writer, 'create_question', { title, content: 'A question body long enough to pass the checks.', tags: TAG });
      expect(made).toMatchObject({ title, link: expect.stringContaining(`/questions/${made.question_id}`) });
      expect((await asApi<{ title: string }>('/question/info', { id: made.question_id })).title).toBe(title);
      const answered = await callJson(writer, 'create_answer', { question_id: made.question_id, content: 'An answer from the assistant, long enough.' });
      expect((await asApi<{ list: { id: string }[] }>('/answer/page', { question_id: made.question_id })).list.map((a) => a.id)).toEqual([answered.answer_id]);

      const bad = await writer.callTool({ name: 'create_question', arguments: { title: 'x', content: 'y', tags: TAG } });
      expect(bad.isError).toBe(true);
      expect((bad.content as { text: string }[])[0]!.text).toMatch(/content: .*at least 6 characters/);
    });
  }

  it('refuses at once once turned off or the key is deleted', async () => {
    await setEnabled(true);
    const key = await makeKey(server, admin, 'read-only', 'Deleted soon');
    const client = await connect('streamable-http', key);
    expect((await client.listTools()).tools.length).toBe(READ_TOOLS.length);
    await setEnabled(false);
    await expect(client.listTools()).rejects.toThrow();
    await setEnabled(true);
    const keys = (await server.api.get<{ id: number; description: string }[]>(`${ADMIN}/api-key/all`, { token: admin.token })).data;
    expect((await server.api.delete(`${ADMIN}/api-key`, { id: keys.find((k) => k.description === 'Deleted soon')!.id }, { token: admin.token })).code).toBe(200);
    await expect(client.listTools()).rejects.toThrow();
  });

  it('lists its routes with their access rules in the OpenAPI document', async () => {
    const doc = (await server.api.get(`${V1}/openapi.json`, { token: admin.token })) as unknown as { paths: Record<string, Record<string, { 'x-quorum-access': string; 'x-quorum-read-only-keys': boolean }>> };
    expect(doc.paths[`${V1}/mcp/sse`]!.get!['x-quorum-access']).toBe('admin');
    expect(doc.paths[`${V1}/mcp/message`]!.post!['x-quorum-access']).toBe('admin');
    expect(doc.paths[`${V1}/mcp`]!.post).toMatchObject({ 'x-quorum-access': 'admin', 'x-quorum-read-only-keys': true });
    expect(doc.paths[`${ADMIN}/mcp-config`]!.put!['x-quorum-read-only-keys']).toBe(false);
    expect(doc.paths[`${ADMIN}/mcp-config`]!.put!['x-quorum-access']).toBe('admin');
    expect(JSON.stringify(doc)).not.toContain(globalKey);
  });
});
