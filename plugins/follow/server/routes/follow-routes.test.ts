import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { answer, ask, counter, remove } from '../../../../tests/support/posts.ts';

const FOLLOW = '/answer/api/v1/follow';
const FOLLOW_TAGS = '/answer/api/v1/follow/tags';
const FOLLOWING = '/answer/api/v1/tags/following';

describe.each(testEngines())('follow on %s', (engine) => {
  let server: TestServer;
  let author: TestUser;
  let fan: TestUser;
  let questionId: string;
  const tagIds: Record<string, string> = {};

  /** Staff create tags; their ids come from the tags plugin. */
  async function makeTag(slug: string): Promise<string> {
    const admin = await server.admin();
    expect((await server.api.post('/answer/api/v1/tag', { slug_name: slug, display_name: slug }, { token: admin.token })).code).toBe(200);
    const res = await server.api.get<{ tag_id: string }>('/answer/api/v1/tag', { query: { name: slug } });
    return res.data.tag_id;
  }
  const tagFollows = async (slug: string) => (await server.api.get<any>('/answer/api/v1/tag', { query: { name: slug } })).data.follow_count;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'follow'] });
    [author, fan] = [await server.createUser(), await server.createUser()];
    questionId = await ask(server, author, 'A question people will want to follow');
    for (const slug of ['rust', 'go', 'zig']) tagIds[slug] = await makeTag(slug);
  });
  afterAll(() => server.close());

  const follow = (body: object, user: TestUser | null = fan) => server.api.post<any>(FOLLOW, body, { token: user?.token });

  it('follows and unfollows a question, keeping follow_count', async () => {
    expect((await follow({ object_id: questionId })).data).toEqual({ follows: 1, is_followed: true });
    expect((await follow({ object_id: questionId, is_cancel: false })).data).toEqual({ follows: 1, is_followed: true });
    expect((await follow({ object_id: questionId }, author)).data).toEqual({ follows: 2, is_followed: true });
    expect(await counter(server, 'question', questionId, 'follow_count')).toBe(2);
    expect((await follow({ object_id: questionId, is_cancel: true })).data).toEqual({ follows: 1, is_followed: false });
    expect(await counter(server, 'question', questionId, 'follow_count')).toBe(1);
  });

  it('follows a tag by id and lists it', async () => {
    expect((await follow({ object_id: tagIds.rust! })).data).toEqual({ follows: 1, is_followed: true });
    expect(await tagFollows('rust')).toBe(1);
    const list = await server.api.get<any[]>(FOLLOWING, { token: fan.token });
    expect(list.data).toEqual([expect.objectContaining({ tag_id: tagIds.rust, slug_name: 'rust', display_name: 'rust' })]);
  });

  it('replaces the followed tags with follow/tags', async () => {
    expect((await server.api.put(FOLLOW_TAGS, { slug_name_list: ['go', 'zig'] }, { token: fan.token })).code).toBe(200);
    const list = await server.api.get<any[]>(FOLLOWING, { token: fan.token });
    expect(list.data.map((t) => t.slug_name).sort()).toEqual(['go', 'zig']);
    expect([await tagFollows('rust'), await tagFollows('go'), await tagFollows('zig')]).toEqual([0, 1, 1]);
    expect((await server.api.put(FOLLOW_TAGS, { slug_name_list: [] }, { token: fan.token })).code).toBe(200);
    expect((await server.api.get<any[]>(FOLLOWING, { token: fan.token })).data).toEqual([]);
    expect(await tagFollows('zig')).toBe(0);
  });

  it('refuses unknown tags, answers, unknown ids and deleted questions', async () => {
    const bad = await server.api.put<any>(FOLLOW_TAGS, { slug_name_list: ['go', 'no-such-tag'] }, { token: fan.token });
    expect(bad).toMatchObject({ code: 400, reason: 'error.tag.not_found', data: [{ error_field: 'slug_name_list' }] });
    const answerId = await answer(server, author, questionId);
    for (const id of [answerId, '10010000000999999', '10030000000999999', 'nope']) {
      expect(await follow({ object_id: id })).toMatchObject({ code: 404, reason: 'error.object.not_found', data: [{ error_field: 'object_id' }] });
    }
    const doomed = await ask(server, author, 'A question that will disappear');
    await remove(server, author, 'question', doomed);
    expect((await follow({ object_id: doomed })).reason).toBe('error.object.already_deleted');
  });

  it('forgets deleted tags: they leave the following list and cannot be followed', async () => {
    const id = await makeTag('fading');
    expect((await follow({ object_id: id })).code).toBe(200);
    const admin = await server.admin();
    expect((await server.api.delete('/answer/api/v1/tag', { tag_id: id }, { token: admin.token })).code).toBe(200);
    expect((await server.api.get<any[]>(FOLLOWING, { token: fan.token })).data.map((t) => t.slug_name)).not.toContain('fading');
    expect(await follow({ object_id: id })).toMatchObject({ code: 404, reason: 'error.object.not_found' });
  });

  it('validates input and names the field', async () => {
    const cases: [string, object, string][] = [
      [FOLLOW, {}, 'object_id'],
      [FOLLOW, { object_id: 1 }, 'object_id'],
      [FOLLOW, { object_id: questionId, is_cancel: 'no' }, 'is_cancel'],
      [FOLLOW_TAGS, {}, 'slug_name_list'],
      [FOLLOW_TAGS, { slug_name_list: 'go' }, 'slug_name_list'],
      [FOLLOW_TAGS, { slug_name_list: ['x'.repeat(36)] }, 'slug_name_list.0'],
    ];
    for (const [path, body, field] of cases) {
      const res = await server.api.call<any>(path === FOLLOW ? 'POST' : 'PUT', path, body, { token: fan.token });
      expect(res.code, JSON.stringify(body)).toBe(400);
      expect(res.data.map((f: { error_field: string }) => f.error_field)).toContain(field);
    }
  });

  it('needs a signed-in member, activated to follow', async () => {
    expect((await follow({ object_id: questionId }, null)).code).toBe(401);
    expect((await server.api.put(FOLLOW_TAGS, { slug_name_list: [] })).code).toBe(401);
    expect((await server.api.get(FOLLOWING)).code).toBe(401);
    const pending = await server.createUser({ activated: false });
    expect(await follow({ object_id: questionId }, pending)).toMatchObject({ code: 403, data: { type: 'inactive' } });
    expect((await server.api.put(FOLLOW_TAGS, { slug_name_list: ['go'] }, { token: pending.token })).code).toBe(403);
    expect((await server.api.get(FOLLOWING, { token: pending.token })).code).toBe(200);
  });
});
