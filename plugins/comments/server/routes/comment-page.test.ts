import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { ask } from '../../../../tests/support/posts.ts';

const PAGE = '/answer/api/v1/comment/page';

describe.each(testEngines())('reading comments on %s', (engine) => {
  let server: TestServer;
  let author: TestUser;
  let reader: TestUser;
  let questionId: string;
  const ids: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'votes', 'comments'] });
    [author, reader] = [await server.createUser(), await server.createUser()];
    questionId = await ask(server, author);
    for (let i = 1; i <= 20; i++) {
      const res = await server.api.post<any>('/answer/api/v1/comment', { object_id: questionId, original_text: `Comment number ${i}` }, { token: author.token });
      ids.push(res.data.comment_id);
    }
    // Votes lift comments 7 (two votes) and 12 (one) to the top.
    const voters = [reader, await server.createUser()];
    for (const [i, v] of [[6, 0], [6, 1], [11, 0]] as const) {
      expect((await server.api.post('/answer/api/v1/vote/up', { object_id: ids[i] }, { token: voters[v]!.token })).code).toBe(200);
    }
  });
  afterAll(() => server.close());

  const page = (query: Record<string, string | number>, user?: TestUser) => server.api.get<any>(PAGE, { query: { object_id: questionId, ...query }, token: user?.token });

  it('loads 3 comments by votes first (SPEC §9)', async () => {
    const res = await page({ query_cond: 'vote' });
    expect(res.data.count).toBe(20);
    expect(res.data.list.map((c: any) => c.comment_id)).toEqual([ids[6], ids[11], ids[0]]);
    expect(res.data.list.map((c: any) => c.vote_count)).toEqual([2, 1, 0]);
  });

  it('pages 15 at a time, oldest first by created_at', async () => {
    const first = await page({ query_cond: 'created_at', page: 1 });
    expect(first.data.list.map((c: any) => c.comment_id)).toEqual(ids.slice(0, 15));
    const second = await page({ query_cond: 'created_at', page: 2 });
    expect(second.data.list.map((c: any) => c.comment_id)).toEqual(ids.slice(15));
    const sized = await page({ query_cond: 'vote', page: 2, page_size: 5 });
    expect(sized.data.list).toHaveLength(5);
  });

  it('puts a linked comment first', async () => {
    const res = await page({ query_cond: 'vote', comment_id: ids[19]! });
    expect(res.data.list[0].comment_id).toBe(ids[19]);
    expect(res.data.list).toHaveLength(4);
  });

  it('presents the SPEC §3 fields, per viewer', async () => {
    const visitor = (await page({ query_cond: 'vote' })).data.list[0];
    expect(Object.keys(visitor).sort()).toEqual(expect.arrayContaining([
      'comment_id', 'created_at', 'is_vote', 'member_actions', 'original_text', 'parsed_text', 'reply_comment_id', 'reply_user_display_name',
      'reply_user_id', 'reply_username', 'user_avatar', 'user_display_name', 'user_id', 'user_status', 'username', 'vote_count',
    ]));
    expect(visitor).toMatchObject({ is_vote: false, member_actions: [], original_text: 'Comment number 7', user_id: author.id, user_rank: expect.any(Number) });
    const mine = (await page({ query_cond: 'vote' }, reader)).data.list[0];
    expect(mine).toMatchObject({ is_vote: true, member_actions: [] });
    const zh = await server.api.get<any>(PAGE, { query: { object_id: questionId }, token: author.token, language: 'zh_CN' });
    expect(zh.data.list[0].member_actions.map((a: any) => a.name)).toEqual(['编辑', '删除']);
  });

  it('reads one comment', async () => {
    const res = await server.api.get<any>('/answer/api/v1/comment', { query: { id: ids[3]! } });
    expect(res.data).toMatchObject({ comment_id: ids[3], original_text: 'Comment number 4' });
    expect(res.data.parsed_text).toContain('<p>Comment number 4</p>');
    expect(await server.api.get('/answer/api/v1/comment', { query: { id: '10050000000999999' } })).toMatchObject({ code: 404, data: [{ error_field: 'id' }] });
    expect(await server.api.get('/answer/api/v1/comment', {})).toMatchObject({ code: 400, data: [{ error_field: 'id' }] });
  });

  it('validates the query and names the field', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ object_id: '' }, 'object_id'],
      [{ query_cond: 'random' }, 'query_cond'],
      [{ page: 0 }, 'page'],
      [{ page: 'two' }, 'page'],
      [{ page_size: 101 }, 'page_size'],
    ];
    for (const [query, field] of cases) {
      const res = await page(query);
      expect(res.code, JSON.stringify(query)).toBe(400);
      expect(res.data.map((f: { error_field: string }) => f.error_field)).toContain(field);
    }
    const missing = await server.api.get<any>(PAGE, {});
    expect(missing.data.map((f: { error_field: string }) => f.error_field)).toContain('object_id');
    expect(await page({ object_id: '10010000000999999' })).toMatchObject({ code: 404, data: [{ error_field: 'object_id' }] });
  });
});
