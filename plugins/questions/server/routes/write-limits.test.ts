import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server.ts';
import { answer, ask } from '../../../../tests/support/posts.ts';

/** Repeated deleting (and posting) is limited per member (SPEC §4: repeated deletion can block a user). */
describe('limits on posting and deleting', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      plugins: ['tags', 'questions'],
      rateLimits: { delete: { limit: 2, windowSeconds: 86400 }, answer: { limit: 100, windowSeconds: 60 }, question: { limit: 100, windowSeconds: 60 } },
    });
  });
  afterAll(() => server.close());

  it('refuses a member the third deletion of the day, while others may still delete', async () => {
    const alice = await server.createUser();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await ask(server, alice, `Question number ${i} about limits`));
    const remove = (token: string, id: string) => server.api.delete('/answer/api/v1/question', { id }, { token });
    expect((await remove(alice.token, ids[0]!)).code).toBe(200);
    expect((await remove(alice.token, ids[1]!)).code).toBe(200);
    expect(await remove(alice.token, ids[2]!)).toMatchObject({ status: 429, reason: 'error.rate_limited' });
    const bob = await server.createUser();
    const q = await ask(server, bob, 'A question of Bob about limits');
    const a = await answer(server, bob, q);
    expect((await server.api.delete('/answer/api/v1/answer', { id: a }, { token: bob.token })).code).toBe(200);
  });
});
