import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { ask, counter } from '../../../../tests/support/posts.ts';

const MEMBERS = 100;

describe.each(testEngines())('concurrent bookmarks on %s', (engine) => {
  let server: TestServer;
  let members: TestUser[];
  let questionId: string;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'bookmarks'] });
    questionId = await ask(server, await server.createUser());
    members = [];
    for (let i = 0; i < MEMBERS; i++) members.push(await server.createUser());
  });
  afterAll(() => server.close());

  const bookmark = (m: TestUser) => server.api.post<any>('/answer/api/v1/collection/switch', { group_id: '0', object_id: questionId }, { token: m.token });

  it(`counts ${MEMBERS} parallel bookmarks by different members exactly`, async () => {
    const results = await Promise.all(members.map(bookmark));
    expect(results.map((r) => r.code)).toEqual(members.map(() => 200));
    expect(results.every((r) => r.data.switch === true)).toBe(true);
    expect(await counter(server, 'question', questionId, 'collection_count')).toBe(MEMBERS);
    const rows = await server.kernel.db('collection').where({ object_id: questionId }).count({ n: '*' }).first();
    expect(Number(rows?.n)).toBe(MEMBERS);
  });

  it('stays exact when half of them toggle off in parallel', async () => {
    await Promise.all(members.slice(0, MEMBERS / 2).map(bookmark));
    expect(await counter(server, 'question', questionId, 'collection_count')).toBe(MEMBERS / 2);
  });
});
