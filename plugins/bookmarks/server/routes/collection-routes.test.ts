import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { answer, ask, counter, remove } from '../../../../tests/support/posts.ts';

const SWITCH = '/answer/api/v1/collection/switch';
const PAGE = '/answer/api/v1/personal/collection/page';

describe.each(testEngines())('bookmarks on %s', (engine) => {
  let server: TestServer;
  let author: TestUser;
  let reader: TestUser;
  let questionId: string;
  let answerId: string;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'bookmarks'] });
    [author, reader] = [await server.createUser(), await server.createUser()];
    questionId = await ask(server, author, 'Which question is worth keeping?');
    answerId = await answer(server, author, questionId);
  });
  afterAll(() => server.close());

  const toggle = (body: object, user: TestUser | null = reader) => server.api.post<any>(SWITCH, body, { token: user?.token });

  it('toggles, with the count from the server', async () => {
    expect((await toggle({ group_id: '0', object_id: questionId })).data).toEqual({ switch: true, object_collection_count: 1 });
    expect((await toggle({ group_id: '0', object_id: questionId }, author)).data).toEqual({ switch: true, object_collection_count: 2 });
    expect(await counter(server, 'question', questionId, 'collection_count')).toBe(2);
    expect((await toggle({ group_id: '0', object_id: questionId }, author)).data).toEqual({ switch: false, object_collection_count: 1 });
    expect(await counter(server, 'question', questionId, 'collection_count')).toBe(1);
  });

  it('sets an explicit state idempotently', async () => {
    expect((await toggle({ object_id: answerId, bookmark: true })).data).toEqual({ switch: true, object_collection_count: 1 });
    expect((await toggle({ object_id: answerId, bookmark: true })).data).toEqual({ switch: true, object_collection_count: 1 });
    expect((await toggle({ object_id: answerId, bookmark: false })).data).toEqual({ switch: false, object_collection_count: 0 });
    expect((await toggle({ object_id: answerId, bookmark: false })).data).toEqual({ switch: false, object_collection_count: 0 });
    expect(await counter(server, 'answer', answerId, 'collection_count')).toBe(0);
  });

  it('lists a member’s bookmarks, newest first, to them and to staff', async () => {
    const other = await ask(server, author, 'Another question to bookmark here');
    await toggle({ object_id: answerId, bookmark: true });
    await toggle({ object_id: other, bookmark: true });
    const own = await server.api.get<any>(PAGE, { token: reader.token, query: { page: 1, page_size: 2 } });
    expect(own.data.count).toBe(3);
    expect(own.data.list).toHaveLength(2);
    expect(own.data.list[0]).toMatchObject({ id: other, object_type: 'question', title: 'Another question to bookmark here', status: 'normal' });
    const second = await server.api.get<any>(PAGE, { token: reader.token, query: { page: 2, page_size: 2, username: reader.username } });
    expect(second.data.list.map((b: any) => b.object_id)).toEqual([questionId]);
    expect(own.data.list[1]).toMatchObject({ object_type: 'answer', question_id: questionId, answer_id: answerId });
    const moderator = await server.createUser({ role: Role.moderator });
    expect((await server.api.get<any>(PAGE, { token: moderator.token, query: { username: reader.username } })).data.count).toBe(3);
    expect((await server.api.get(PAGE, { token: author.token, query: { username: reader.username } })).code).toBe(403);
    const unknown = await server.api.get<any>(PAGE, { token: author.token, query: { username: 'nobody-here' } });
    expect(unknown).toMatchObject({ code: 404, data: [{ error_field: 'username' }] });
  });

  it('refuses to bookmark deleted posts but lets members remove them', async () => {
    const doomed = await ask(server, author, 'This question is about to go away');
    await toggle({ object_id: doomed, bookmark: true });
    await remove(server, author, 'question', doomed);
    expect((await toggle({ object_id: doomed }, author)).reason).toBe('error.object.already_deleted');
    expect((await toggle({ object_id: doomed })).data).toEqual({ switch: false, object_collection_count: 0 });
  });

  it('validates input and names the field', async () => {
    const cases: [object, string, number][] = [
      [{ group_id: '0' }, 'object_id', 400],
      [{ object_id: 7 }, 'object_id', 400],
      [{ object_id: questionId, bookmark: 'yes' }, 'bookmark', 400],
      [{ object_id: questionId, group_id: 0 }, 'group_id', 400],
      [{ object_id: '10010000000999999' }, 'object_id', 404],
    ];
    for (const [body, field, code] of cases) {
      const res = await toggle(body);
      expect(res.code, JSON.stringify(body)).toBe(code);
      expect(res.data.map((f: { error_field: string }) => f.error_field)).toContain(field);
    }
    const page = await server.api.get<any>(PAGE, { token: reader.token, query: { page: 0, page_size: 500 } });
    expect(page.data.map((f: { error_field: string }) => f.error_field).sort()).toEqual(['page', 'page_size']);
  });

  it('needs a signed-in, activated member', async () => {
    expect((await toggle({ object_id: questionId }, null)).code).toBe(401);
    expect((await server.api.get(PAGE)).code).toBe(401);
    const pending = await server.createUser({ activated: false });
    expect(await toggle({ object_id: questionId }, pending)).toMatchObject({ code: 403, data: { type: 'inactive' } });
  });
});
