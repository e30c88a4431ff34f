import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '../../../../tests/support/test-server.ts';
import { answer, ask, remove } from '../../../../tests/support/posts.ts';
import { Role } from '../../../../kernel/api.ts';

const CHECK = '/answer/api/v1/revisions/edit/check';

describe.each(testEngines())('revisions/edit/check on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['tags', 'questions', 'revisions'] });
  });
  afterAll(() => server.close());

  it('answers true for the author and staff, 403 for others, 404 for unknown or deleted posts', async () => {
    const author = await server.createUser();
    const other = await server.createUser();
    const moderator = await server.createUser({ role: Role.moderator });
    const q = await ask(server, author, 'Who may edit this question?');
    const a = await answer(server, author, q);
    for (const id of [q, a]) {
      expect((await server.api.get(CHECK, { token: author.token, query: { id } })).data).toBe(true);
      expect((await server.api.get(CHECK, { token: moderator.token, query: { id } })).data).toBe(true);
      expect((await server.api.get(CHECK, { token: other.token, query: { id } })).status).toBe(403);
    }
    expect((await server.api.get(CHECK, { token: author.token, query: { id: '10010000099999999' } })).status).toBe(404);
    expect((await server.api.get(CHECK, { token: author.token, query: { id: '19990000000000001' } })).status).toBe(404);
    await remove(server, author, 'answer', a);
    expect((await server.api.get(CHECK, { token: author.token, query: { id: a } })).status).toBe(404);
    expect((await server.api.get(CHECK, { query: { id: q } })).status).toBe(401);
    expect((await server.api.get(CHECK, { token: author.token })).status).toBe(400);
  });
});
