import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { answer, ask, counter } from '../../../../tests/support/posts.ts';

const VOTERS = 100;

describe.each(testEngines())('concurrent votes on %s', (engine) => {
  let server: TestServer;
  let voters: TestUser[];
  let answerId: string;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'votes'] });
    const author = await server.createUser();
    answerId = await answer(server, author, await ask(server, author));
    voters = [];
    for (let i = 0; i < VOTERS; i++) voters.push(await server.createUser());
  });
  afterAll(() => server.close());

  it(`counts ${VOTERS} parallel votes by different members exactly`, async () => {
    const results = await Promise.all(voters.map((v) => server.api.post('/answer/api/v1/vote/up', { object_id: answerId }, { token: v.token })));
    expect(results.map((r) => r.code)).toEqual(voters.map(() => 200));
    expect(await counter(server, 'answer', answerId, 'vote_count')).toBe(VOTERS);
    const rows = await server.kernel.db('vote').where({ object_id: answerId }).count({ n: '*' }).first();
    expect(Number(rows?.n)).toBe(VOTERS);
  });

  it('stays exact when the same members switch and cancel in parallel', async () => {
    const half = voters.slice(0, VOTERS / 2);
    const rest = voters.slice(VOTERS / 2);
    await Promise.all([
      ...half.map((v) => server.api.post('/answer/api/v1/vote/down', { object_id: answerId }, { token: v.token })),
      ...rest.map((v) => server.api.post('/answer/api/v1/vote/up', { object_id: answerId, is_cancel: true }, { token: v.token })),
    ]);
    expect(await counter(server, 'answer', answerId, 'vote_count')).toBe(-VOTERS / 2);
    const rows = await server.kernel.db('vote').where({ object_id: answerId }).count({ n: '*' }).first();
    expect(Number(rows?.n)).toBe(VOTERS / 2);
  });

  it('lets one of two racing identical votes of one member through, never both', async () => {
    const voter = voters[0]!;
    const results = await Promise.all([1, 2, 3].map(() => server.api.post('/answer/api/v1/vote/up', { object_id: answerId }, { token: voter.token })));
    for (const r of results) expect([200, 409]).toContain(r.code);
    expect(await counter(server, 'answer', answerId, 'vote_count')).toBe(-VOTERS / 2 + 2);
  });
});
