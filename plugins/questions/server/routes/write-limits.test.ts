import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server.ts';
import { answer, ask, TAG } from '../../../../tests/support/posts.ts';

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

describe('default limits the plugins declare', () => {
  let server: TestServer;
  beforeAll(async () => {
    // `{}`: no override, the site runs with the defaults
    server = await startTestServer({ plugins: ['markdown', 'tags', 'questions', 'search', 'search-sql'], rateLimits: {} });
  });
  afterAll(() => server.close());

  it("are the site's limits beside the kernel's own, and config.yaml's rate_limits overrides them", async () => {
    const limits = server.kernel.rateLimits;
    expect(limits).toMatchObject({
      question: { limit: 30, windowSeconds: 3600 }, answer: { limit: 60, windowSeconds: 3600 }, delete: { limit: 10, windowSeconds: 86400 },
      render: { limit: 120, windowSeconds: 60 }, search: { limit: 120, windowSeconds: 60 }, login: { limit: 20, windowSeconds: 300 },
    });
    // an action no one gave a default stays unlimited
    expect(limits).not.toHaveProperty('edit');
    server.kernel.config!.rate_limits = { question: { limit: 5 } };
    expect(server.kernel.rateLimits.question).toEqual({ limit: 5, windowSeconds: 3600 });
  });

  it('holds a member to the limit of a declared action as the site sets it', async () => {
    const alice = await server.createUser();
    server.kernel.config!.rate_limits = { question: { limit: 2 } };
    await ask(server, alice, 'First question about declared limits');
    await ask(server, alice, 'Second question about declared limits');
    const third = await server.api.post('/answer/api/v1/question', { title: 'Third question about declared limits', content: 'Refused by the limit of the action the plugin declared.', tags: [{ slug_name: TAG }] }, { token: alice.token });
    expect(third).toMatchObject({ status: 429, reason: 'error.rate_limited' });
  });
});
