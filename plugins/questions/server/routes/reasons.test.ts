import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { API, ask, info, questionPlugins } from './question-test-kit.ts';

const ADMIN = '/answer/admin/api';

interface Reason {
  reason_key: string;
  reason_type: number;
  name: string;
  description: string;
  content_type: string;
  placeholder: string;
}

describe.each(testEngines())('reasons on %s', (engine) => {
  let server: TestServer;
  let member: TestUser;
  let moderator: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: questionPlugins() });
    member = await server.createUser();
    moderator = await server.createUser({ role: Role.moderator });
  });
  afterAll(() => server.close());

  const reasons = (query: Record<string, string>, user: TestUser | null = member, language?: string, base = API) =>
    server.api.get<Reason[]>(`${base}/reasons`, { query, token: user?.token, language });

  it('lists the close reasons of questions, translated', async () => {
    const res = await reasons({ object_type: 'question', action: 'close' });
    expect(res.code).toBe(200);
    expect(res.data.map((r) => [r.reason_key, r.content_type])).toEqual([
      ['reason.duplicate', 'text'], ['reason.off_topic', ''], ['reason.needs_details', ''], ['reason.community_specific', ''], ['reason.other', 'textarea'],
    ]);
    expect(res.data[0]).toMatchObject({ reason_type: 1, name: 'A duplicate', placeholder: 'Link to the original question' });
    expect(res.data[0]!.description).toMatch(/asked before/);
    expect(res.data[1]).toMatchObject({ name: 'Off-topic', placeholder: '' });
    expect(new Set(res.data.map((r) => r.reason_type)).size).toBe(5);
    const zh = await reasons({ object_type: 'question', action: 'close' }, member, 'zh_CN');
    expect(zh.data[0]).toMatchObject({ reason_type: 1, name: '重复问题', placeholder: '原问题的链接' });
    expect(zh.data.every((r) => r.name && r.description && !r.name.startsWith('reason.'))).toBe(true);
  });

  it('lists flag and review reasons per object; answers and comments have no close reasons', async () => {
    const keys = async (object_type: string, action: string) => (await reasons({ object_type, action })).data.map((r) => r.reason_key.slice('reason.'.length));
    expect(await keys('answer', 'flag')).toEqual(['spam', 'rude_or_abusive', 'not_an_answer', 'other']);
    expect(await keys('comment', 'flag')).toEqual(['spam', 'rude_or_abusive', 'no_longer_needed', 'other']);
    expect(await keys('question', 'review')).toEqual(['looks_ok', 'needs_edit', 'needs_close', 'needs_delete']);
    expect(await keys('answer', 'close')).toEqual([]);
    for (const lang of ['en_US', 'zh_CN']) {
      for (const object_type of ['question', 'answer', 'comment']) {
        for (const action of ['close', 'flag', 'review']) {
          const list = (await reasons({ object_type, action }, member, lang)).data;
          expect(list.every((r) => !r.name.startsWith('reason.') && !r.description.startsWith('reason.') && (!r.content_type || (r.placeholder && !r.placeholder.startsWith('reason.'))))).toBe(true);
        }
      }
    }
  });

  it('refuses bad queries, visitors and inactive members; the admin list is for admins', async () => {
    const bad = await reasons({ object_type: 'tag', action: 'close' });
    expect(bad).toMatchObject({ code: 400, reason: 'base.request_format_error', data: [expect.objectContaining({ error_field: 'object_type' })] });
    expect((await reasons({ object_type: 'question' })).code).toBe(400);
    expect((await reasons({ object_type: 'question', action: 'explode' })).code).toBe(400);
    expect((await reasons({ object_type: 'question', action: 'close' }, null)).code).toBe(401);
    const inactive = await server.createUser({ activated: false });
    expect((await reasons({ object_type: 'question', action: 'close' }, inactive)).code).toBe(403);

    const admin = await server.admin();
    const adminList = await reasons({ object_type: 'question', action: 'close' }, admin, 'en_US', ADMIN);
    expect(adminList.code).toBe(200);
    expect(adminList.data).toEqual((await reasons({ object_type: 'question', action: 'close' })).data);
    expect((await reasons({ object_type: 'question', action: 'close' }, moderator, 'en_US', ADMIN)).code).toBe(403);
    expect((await reasons({ object_type: 'question' }, admin, 'en_US', ADMIN)).code).toBe(400);
  });

  it('closes only with a close reason, with text when the reason takes it', async () => {
    const close = (body: object) => server.api.put<any>(`${API}/question/status`, body, { token: moderator.token });
    const q = await ask(server, member);
    for (const close_type of [0, 6, 99]) {
      expect(await close({ id: q.id, close_type, close_msg: 'why' })).toMatchObject({ code: 400, data: [{ error_field: 'close_type', error_msg: 'Please select a reason.' }] });
    }
    for (const close_msg of [undefined, '', '   ']) {
      expect(await close({ id: q.id, close_type: 1, close_msg })).toMatchObject({ code: 400, data: [{ error_field: 'close_msg', error_msg: 'Please add details for this reason.' }] });
      expect((await close({ id: q.id, close_type: 5, close_msg })).data).toEqual([expect.objectContaining({ error_field: 'close_msg' })]);
    }
    expect((await close({ id: q.id, close_type: 'one' })).code).toBe(400);
    expect((await info(server, q.id)).data.status).toBe(1);
    expect((await close({ id: q.id, close_type: 1, close_msg: 'https://quorum.test/questions/1' })).code).toBe(200);
    const closed = await server.api.get<any>(`${API}/question/info`, { query: { id: q.id }, language: 'zh_CN' });
    expect(closed.data.operation).toMatchObject({ type: 'closed', description: '重复问题', msg: 'https://quorum.test/questions/1' });
    const other = await ask(server, member);
    expect((await close({ id: other.id, close_type: 2 })).code).toBe(200);
    expect((await info(server, other.id)).data.operation).toMatchObject({ description: 'Off-topic', msg: '' });
  });
});
