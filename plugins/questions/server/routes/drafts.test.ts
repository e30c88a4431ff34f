import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { API, answer, ask, questionPlugins } from './question-test-kit.ts';

interface Draft {
  object_type: string;
  object_id: string;
  title: string;
  content: string;
  tags: { slug_name: string; display_name: string }[];
  updated_at: number;
}

describe.each(testEngines())('drafts on %s', (engine) => {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: questionPlugins() });
    [alice, bob] = [await server.createUser(), await server.createUser()];
  });
  afterAll(() => server.close());

  const get = (object_type: string, object_id: string, user: TestUser | null = alice) =>
    server.api.get<Draft | null>(`${API}/draft`, { query: { object_type, object_id }, token: user?.token });
  const put = (body: Record<string, unknown>, user: TestUser | null = alice) => server.api.put<Draft>(`${API}/draft`, body, { token: user?.token });
  const del = (body: Record<string, unknown>, user: TestUser | null = alice) => server.api.delete(`${API}/draft`, body, { token: user?.token });

  it('saves, replaces, reads and discards a draft of a new question, per member', async () => {
    expect(await get('question', '')).toMatchObject({ code: 200, data: null });
    const saved = await put({ object_type: 'question', object_id: '', title: '  Half a title ', content: 'Some text', tags: ['rust', { slug_name: 'go', display_name: 'Go' }, 'RUST'] });
    expect(saved).toMatchObject({ code: 200, data: { object_type: 'question', object_id: '', title: 'Half a title', content: 'Some text' } });
    expect(saved.data.tags).toEqual([{ slug_name: 'rust', display_name: 'rust' }, { slug_name: 'go', display_name: 'Go' }]);
    expect(saved.data.updated_at).toBeGreaterThan(0);
    expect((await put({ object_type: 'question', object_id: '', content: 'Second thoughts' })).data).toMatchObject({ title: '', content: 'Second thoughts', tags: [] });
    // A query without object_id means the new-question draft.
    expect((await server.api.get<Draft>(`${API}/draft`, { query: { object_type: 'question' }, token: alice.token })).data).toMatchObject({ content: 'Second thoughts' });
    expect((await get('question', '')).data).toMatchObject({ content: 'Second thoughts' });
    expect(await server.kernel.db('draft').where({ user_id: alice.id }).count({ n: '*' }).first()).toMatchObject({ n: 1 });

    expect((await get('question', '', bob)).data).toBeNull();
    await put({ object_type: 'question', object_id: '', content: "Bob's own" }, bob);
    expect((await del({ object_type: 'question', object_id: '' }, bob)).code).toBe(200);
    expect((await get('question', '', bob)).data).toBeNull();
    expect((await get('question', '')).data).toMatchObject({ content: 'Second thoughts' });
    expect((await del({ object_type: 'question', object_id: '' })).code).toBe(200);
    expect((await del({ object_type: 'question', object_id: '' })).code).toBe(200);
    expect((await get('question', '')).data).toBeNull();
  });

  it('asking, answering and editing delete the matching draft only', async () => {
    await put({ object_type: 'question', object_id: '', title: 'Draft', content: 'x' });
    await put({ object_type: 'question', object_id: '', title: 'Bob draft', content: 'y' }, bob);
    const q = await ask(server, alice);
    expect((await get('question', '')).data).toBeNull();
    expect((await get('question', '', bob)).data).toMatchObject({ title: 'Bob draft' });

    await put({ object_type: 'answer', object_id: q.id, content: 'An answer in progress' }, bob);
    await put({ object_type: 'question', object_id: q.id, title: 'An edit in progress', content: 'z' });
    expect((await get('answer', q.id, bob)).data).toMatchObject({ object_type: 'answer', object_id: q.id, content: 'An answer in progress' });
    const a = await answer(server, bob, q.id);
    expect((await get('answer', q.id, bob)).data).toBeNull();

    await put({ object_type: 'answer', object_id: a.id, content: 'Better wording' }, bob);
    const edit = await server.api.put(`${API}/answer`, { id: a.id, content: 'Better wording, saved.' }, { token: bob.token });
    expect(edit.code).toBe(200);
    expect((await get('answer', a.id, bob)).data).toBeNull();

    expect((await get('question', q.id)).data).toMatchObject({ title: 'An edit in progress' });
    const qEdit = await server.api.put(`${API}/question`, { id: q.id, title: 'An edited question title', content: 'Edited body text.', tags: q.tags }, { token: alice.token });
    expect(qEdit.code).toBe(200);
    expect((await get('question', q.id)).data).toBeNull();
  });

  it('keeps a draft when the write fails', async () => {
    await put({ object_type: 'question', object_id: '', title: 'Keep me', content: 'draft' });
    const failed = await server.api.post(`${API}/question`, { title: '', content: '', tags: [] }, { token: alice.token });
    expect(failed.code).toBe(400);
    expect((await get('question', '')).data).toMatchObject({ title: 'Keep me' });
    await del({ object_type: 'question', object_id: '' });
  });

  it('refuses drafts over the limits and for posts that cannot be written to', async () => {
    const fields = async (body: Record<string, unknown>) => {
      const res = await put({ object_type: 'question', object_id: '', ...body });
      expect(res.code).toBe(400);
      return (res.data as unknown as { error_field: string; error_msg: string }[]);
    };
    expect(await fields({ title: 'x'.repeat(151), content: 'ok' })).toEqual([{ error_field: 'title', error_msg: 'Title up to 150 characters' }]);
    expect((await fields({ content: 'x'.repeat(65537) }))[0]!.error_field).toBe('content');
    expect((await fields({ content: 'ok', tags: ['a', 'b', 'c', 'd', 'e', 'f'] }))[0]!.error_field).toBe('tags');
    expect((await put({ object_type: 'question', object_id: '', title: 'x'.repeat(150), content: 'x'.repeat(65536), tags: ['a', 'b', 'c', 'd', 'e'] })).code).toBe(200);
    expect((await fields({ content: 1 }))[0]!.error_field).toBe('content');
    expect((await fields({ object_type: 'comment' }))[0]!.error_field).toBe('object_type');
    expect((await put({ object_type: 'question', content: 'no id' })).code).toBe(400);
    expect((await fields({ object_id: 'not/an/id' }))[0]!.error_field).toBe('object_id');

    const q = await ask(server, bob);
    const a = await answer(server, alice, q.id);
    const target = async (object_type: string, object_id: string) => (await put({ object_type, object_id, content: 'text' })).code;
    expect(await target('answer', '')).toBe(400);
    expect(await target('question', a.id)).toBe(400);
    expect(await target('answer', '10010000099999999')).toBe(400);
    expect(await target('answer', '10020000099999999')).toBe(400);
    expect((await put({ object_type: 'answer', object_id: '', content: 'text' })).data).toEqual([expect.objectContaining({ error_field: 'object_id' })]);
    expect(await target('answer', a.id)).toBe(200);
    expect(await target('answer', q.id)).toBe(200);
    const moderator = await server.createUser({ role: Role.moderator });
    await server.api.put(`${API}/question/status`, { id: q.id, close_type: 2 }, { token: moderator.token });
    expect(await target('answer', q.id)).toBe(400);
    expect(await target('question', q.id)).toBe(200);
    expect((await get('answer', '')).data).toBeNull();
    expect((await get('question', 'zzz')).data).toBeNull();
    expect((await get('banana', '')).code).toBe(400);
  });

  it('needs an activated member', async () => {
    expect((await get('question', '', null)).code).toBe(401);
    expect((await put({ object_type: 'question', object_id: '', content: 'x' }, null)).code).toBe(401);
    expect((await del({ object_type: 'question', object_id: '' }, null)).code).toBe(401);
    const inactive = await server.createUser({ activated: false });
    expect((await put({ object_type: 'question', object_id: '', content: 'x' }, inactive)).code).toBe(403);
  });
});
