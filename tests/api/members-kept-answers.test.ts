import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../support/test-server.ts';
import { ask } from '../support/posts.ts';
import { SESSION_COOKIE } from '../../kernel/auth/session-cookie.ts';

const V1 = '/answer/api/v1';
const LIST = `${V1}/question/page?page=1&page_size=20&order=newest`;

interface ListPage { count: number; list: { id: string; title: string }[] }

/**
 * A read whose answer is the same for everyone (`visitorCache: { members: 'same' }`, the question
 * list) is drawn once and given to visitors and signed-in members alike, each member's session
 * still checked; a write drops it for everyone, the writer first. A read that depends on who asks
 * (the question's detail, with the member's own bookmark) is still drawn for each member.
 */
describe.each(testEngines())('members are given the kept answer of a read that is the same for everyone, on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let member: TestUser;
  const statements: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['admin', 'questions', 'tags', 'reputation', 'bookmarks'] });
    admin = await server.admin();
    await ask(server, admin, 'The first question on the site');
    const added = await server.api.post('/answer/admin/api/user', { display_name: 'Kept Reader', email: 'kept-reader@example.org', password: 'kept-reader-1' }, { token: admin.token });
    expect(added.code).toBe(200);
    member = await server.login('kept-reader@example.org', 'kept-reader-1');
    server.kernel.db.on('query', (q: { sql: string }) => statements.push(q.sql));
  });
  afterAll(() => server.close());

  /** The SQL one call ran. */
  const sqlOf = async <T>(call: () => Promise<T>): Promise<{ result: T; sql: string[] }> => {
    statements.length = 0;
    const result = await call();
    return { result, sql: [...statements] };
  };
  /** The list as a visitor reads it, or a member's browser: the token and the session cookie beside it. */
  const list = (token?: string) => server.api.get<ListPage>(LIST, token ? { token, headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` } } : {});

  it('a member reads the list a visitor drew without a query of the list, only their session', async () => {
    const visitor = await list();
    expect(visitor.code).toBe(200);
    const { result, sql } = await sqlOf(() => list(member.token));
    expect(result.data).toEqual(visitor.data);
    expect(sql.some((s) => /from .?question.? /.test(s))).toBe(false);
    expect(sql.some((s) => /from .?session.?/.test(s))).toBe(true);
  });

  it('a member is sent the kept response before express once their session is found live; a revoked token never is', async () => {
    let front = 0;
    const observeFront = server.kernel.metrics.observeFront.bind(server.kernel.metrics);
    server.kernel.metrics.observeFront = (...args) => {
      front += 1;
      observeFront(...args);
    };
    try {
      const visitor = await list();
      front = 0;
      const seen = await list(member.token);
      expect(seen.data).toEqual(visitor.data);
      expect(front).toBe(1);
      const other = await server.login('kept-reader@example.org', 'kept-reader-1');
      expect((await server.api.get(`${V1}/user/logout`, { token: other.token })).code).toBe(200);
      const revoked = await list(other.token);
      expect(revoked.data).toEqual(visitor.data);
      expect(front).toBe(1);
      // the token alone (no cookie yet): express answers, and sets the cookie
      const tokenAlone = await fetch(`${server.url}${LIST}`, { headers: { authorization: member.token } });
      expect(tokenAlone.headers.get('set-cookie')).toContain(SESSION_COOKIE);
      expect(front).toBe(1);
    } finally {
      server.kernel.metrics.observeFront = observeFront;
    }
  });

  it('a member\'s own question is in the list they read next, and in everyone\'s', async () => {
    await list(member.token);
    const asked = await server.api.post<{ id: string }>(`${V1}/question`, { title: 'A question the kept list must show', content: 'The body of a question, long enough to pass.', tags: [{ slug_name: 'quorum-test' }] }, { token: member.token });
    expect(asked.code).toBe(200);
    for (const token of [member.token, undefined]) expect((await list(token)).data.list.map((q) => q.title)).toContain('A question the kept list must show');
  });

  it('a read that depends on who asks is drawn for each member: the detail shows the member\'s own bookmark', async () => {
    const id = await ask(server, admin, 'A question the member bookmarks');
    await server.api.get(`${V1}/question/info?id=${id}`);
    expect((await server.api.post(`${V1}/collection/switch`, { object_id: id, bookmark: true }, { token: member.token })).code).toBe(200);
    const seen = await server.api.get<{ collected: boolean }>(`${V1}/question/info?id=${id}`, { token: member.token });
    expect(seen.data.collected).toBe(true);
    expect((await server.api.get<{ collected: boolean }>(`${V1}/question/info?id=${id}`)).data.collected).toBe(false);
  });
});
