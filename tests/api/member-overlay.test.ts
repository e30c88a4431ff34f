import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../kernel/api.ts';
import { SESSION_COOKIE } from '../../kernel/auth/session-cookie.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../support/test-server.ts';
import { answer, ask, comment, TAG } from '../support/posts.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';
const HELD_WORD = 'zyxoverlayheld';

type Data = Record<string, any>;

/**
 * A signed-in member's `question/info`, `answer/page`, `comment/page`, `tag` and `meta/reaction`
 * are the visitors' kept answer with the member's own part laid over it (`visitorCache.members`
 * an overlay), made before express where the visitors' response is kept: each is compared with
 * the same read drawn for the member by its handler (the request decorator bypassed, and with it
 * the front path), for members who voted, bookmarked, followed, reacted, wrote the
 * question, an answer or a comment, hold an answer for review, and for staff; a member's own
 * writes show in their next read at once; `question/info` counts a view per member's call.
 */
describe.each(testEngines())('a member\'s answer is the visitors\' kept one with their own part laid over it, on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  const members: Record<'asker' | 'reader' | 'other' | 'holder' | 'moderator', TestUser> = {} as never;
  let question: string;
  let readersAnswer: string;
  let othersAnswer: string;
  let heldQuestion: string;
  const statements: string[] = [];

  // a member's read as a browser sends it, the session cookie beside the token: so it may go out before express
  const get = (path: string, token?: string) => server.api.get<Data>(`${V1}${path}`, token ? { token, headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` } } : {});
  const ok = (res: { code: number }) => expect(res.code, JSON.stringify(res)).toBe(200);

  /** A member added by the admin through the API and signed in; `role` given through the API too. */
  const member = async (name: string, role?: number): Promise<TestUser> => {
    const email = `${name}@example.org`;
    ok(await server.api.post(`${ADMIN}/user`, { display_name: name, email, password: `${name}-pass-1` }, { token: admin.token }));
    const user = await server.login(email, `${name}-pass-1`);
    if (!role) return user;
    ok(await server.api.put(`${ADMIN}/user/role`, { user_id: user.id, role_id: role }, { token: admin.token }));
    // a new role ends the member's sessions
    return server.login(email, `${name}-pass-1`);
  };

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      plugins: ['admin', 'markdown', 'questions', 'tags', 'users', 'votes', 'bookmarks', 'follow', 'comments', 'reactions', 'reports', 'revisions', 'review', 'reviewer-basic'],
    });
    admin = await server.admin();
    ok(await server.api.put(`${ADMIN}/reviewer-basic/settings`, { review_all_posts: false, review_first_post: false, review_words: HELD_WORD }, { token: admin.token }));
    members.asker = await member('overlayasker');
    members.reader = await member('overlayreader');
    members.other = await member('overlayother');
    members.holder = await member('overlayholder');
    members.moderator = await member('overlaymod', Role.moderator);
    question = await ask(server, members.asker, 'A question members read with their own part');
    readersAnswer = await answer(server, members.reader, question);
    othersAnswer = await answer(server, members.other, question);
    // an answer its writer deleted: staff still see it listed
    const deleted = await answer(server, members.holder, question);
    ok(await server.api.delete(`${V1}/answer`, { id: deleted }, { token: members.holder.token }));
    // an answer held for review: its writer and staff see it listed, nobody else
    ok(await server.api.post(`${V1}/answer`, { question_id: question, content: `An answer that says ${HELD_WORD} and waits.` }, { token: members.holder.token }));
    heldQuestion = await ask(server, members.asker, `A question that says ${HELD_WORD} and waits for review`);
    const asked = await comment(server, members.asker, question, 'A comment by the asker of the question.');
    await comment(server, members.reader, question, 'A comment by the reader of the question.');
    await comment(server, members.other, othersAnswer, 'A comment on the other answer, by its reader.');
    const r = members.reader.token;
    ok(await server.api.post(`${V1}/vote/up`, { object_id: question }, { token: r }));
    ok(await server.api.post(`${V1}/collection/switch`, { object_id: question, bookmark: true }, { token: r }));
    ok(await server.api.post(`${V1}/follow`, { object_id: question, is_cancel: false }, { token: r }));
    ok(await server.api.post(`${V1}/vote/down`, { object_id: othersAnswer }, { token: r }));
    ok(await server.api.post(`${V1}/collection/switch`, { object_id: othersAnswer, bookmark: true }, { token: r }));
    ok(await server.api.post(`${V1}/vote/up`, { object_id: asked }, { token: r }));
    ok(await server.api.put(`${V1}/meta/reaction`, { object_id: question, emoji: 'heart', reaction: 'activate' }, { token: r }));
    ok(await server.api.put(`${V1}/meta/reaction`, { object_id: question, emoji: 'smile', reaction: 'activate' }, { token: members.other.token }));
    // a read's statements: the view buffer's flush, a transaction on its own timer, is not the read's
    server.kernel.db.on('query', (q: { sql: string; __knexTxId?: string }) => void (q.__knexTxId === undefined && statements.push(q.sql)));
  });
  afterAll(() => server.close());

  const reads = () => ({
    info: `/question/info?id=${question}`,
    answers: `/answer/page?question_id=${question}&page=1&page_size=10&order=default`,
    comments: `/comment/page?object_id=${question}&page=1&page_size=20`,
    answerComments: `/comment/page?object_id=${othersAnswer}&page=1&page_size=20`,
    tag: `/tag?name=${TAG}`,
    reactions: `/meta/reaction?object_id=${question}`,
    related: `/question/similar/tag?question_id=${question}`,
  });

  /** The member's read as served (a visitor's read first, so a kept answer is there), then drawn by its handler, and the SQL of each. */
  const servedAndDrawn = async (path: string, token: string) => {
    await get(path);
    statements.length = 0;
    const served = await get(path, token);
    const servedSql = statements.length;
    const deps = server.kernel.routeDeps;
    const decorator = deps.decorator;
    deps.decorator = () => undefined;
    try {
      statements.length = 0;
      const drawn = await get(path, token);
      return { served, drawn, servedSql, drawnSql: statements.length };
    } finally {
      deps.decorator = decorator;
    }
  };
  // Every call counts a view, shown in its own answer: the drawn read, made next, shows one more.
  const comparable = (path: string, data: Data, next = false) => (path.startsWith('/question/info') ? { ...data, view_count: data.view_count + (next ? 1 : 0) } : data);

  it.each(['asker', 'reader', 'other', 'holder', 'moderator', 'admin'])('equals the answer drawn for the %s, read for read', async (who) => {
    const user = who === 'admin' ? admin : members[who as keyof typeof members];
    const staff = who === 'admin' || who === 'moderator';
    for (const [kind, path] of Object.entries(reads())) {
      const { served, drawn, servedSql, drawnSql } = await servedAndDrawn(path, user.token);
      ok(served);
      ok(drawn);
      expect(comparable(path, served.data, true), `${who} ${kind}`).toEqual(comparable(path, drawn.data));
      // read as the member, not as a visitor: every member is offered something on the question
      if (kind === 'info') expect(served.data.member_actions.length).toBeGreaterThan(0);
      // what is the same for everyone is not read again, except where the member sees more than a visitor
      const wholeForThem = (staff && (kind === 'answers' || kind === 'tag')) || (who === 'holder' && kind === 'answers');
      if (!wholeForThem) expect(servedSql, `${who} ${kind}: ${servedSql} statements served, ${drawnSql} drawn`).toBeLessThan(drawnSql);
    }
  });

  it('lays the member\'s own part over the visitors\' answer: their vote, bookmark, follow, answer, reactions and actions', async () => {
    const r = members.reader.token;
    const info = (await get(reads().info, r)).data;
    expect(info).toMatchObject({ vote_status: 'vote_up', collected: true, is_followed: true, answered: true, first_answer_id: readersAnswer });
    expect(info.member_actions.map((a: Data) => a.action)).toEqual(['report', 'edit']);
    const visitor = (await get(reads().info)).data;
    expect(visitor).toMatchObject({ vote_status: '', collected: false, is_followed: false, answered: false, member_actions: [] });
    const answers = (await get(reads().answers, r)).data.list as Data[];
    expect(answers.find((a) => a.id === othersAnswer)).toMatchObject({ vote_status: 'vote_down', collected: true });
    expect(answers.find((a) => a.id === readersAnswer)!.member_actions.map((a: Data) => a.action)).toEqual(['edit', 'delete']);
    const comments = (await get(reads().comments, r)).data.list as Data[];
    expect(comments.map((c) => c.is_vote).sort()).toEqual([false, true]);
    const reactions = (await get(reads().reactions, r)).data.reaction_summary as Data[];
    expect(reactions.map((x) => [x.emoji, x.is_active])).toEqual([['heart', true], ['smile', false]]);
    const moderated = (await get(reads().info, members.moderator.token)).data;
    expect(moderated.member_actions.map((a: Data) => a.action)).toEqual(expect.arrayContaining(['close', 'pin', 'hide', 'delete']));
    expect(((await get(reads().answers, members.moderator.token)).data.list as Data[]).length).toBe(4);
    expect(((await get(reads().answers, members.holder.token)).data.list as Data[]).length).toBe(3);
    expect(((await get(reads().answers)).data.list as Data[]).length).toBe(2);
  });

  it('gives the author their question held for review, which visitors are refused, as drawn for them', async () => {
    for (const path of [`/question/info?id=${heldQuestion}`, `/answer/page?question_id=${heldQuestion}&page=1&page_size=10`, `/question/similar/tag?question_id=${heldQuestion}`]) {
      expect((await get(path)).code).toBe(404);
      const { served, drawn } = await servedAndDrawn(path, members.asker.token);
      ok(served);
      expect(comparable(path, served.data, true)).toEqual(comparable(path, drawn.data));
      expect((await get(path, members.other.token)).code).toBe(404);
    }
  });

  it('shows a member their own vote, bookmark, follow and reaction in their next read, through the calls people make', async () => {
    const o = members.other.token;
    const before = (await get(reads().info, o)).data;
    expect(before).toMatchObject({ vote_status: '', collected: false, is_followed: false });
    ok(await server.api.post(`${V1}/vote/up`, { object_id: question }, { token: o }));
    expect((await get(reads().info, o)).data.vote_status).toBe('vote_up');
    await get(reads().info);
    ok(await server.api.post(`${V1}/collection/switch`, { object_id: question, bookmark: true }, { token: o }));
    expect((await get(reads().info, o)).data.collected).toBe(true);
    ok(await server.api.post(`${V1}/follow`, { object_id: question, is_cancel: false }, { token: o }));
    expect((await get(reads().info, o)).data.is_followed).toBe(true);
    await get(reads().answers);
    ok(await server.api.post(`${V1}/vote/up`, { object_id: readersAnswer }, { token: o }));
    expect(((await get(reads().answers, o)).data.list as Data[]).find((a) => a.id === readersAnswer)!.vote_status).toBe('vote_up');
    await get(reads().reactions);
    ok(await server.api.put(`${V1}/meta/reaction`, { object_id: question, emoji: 'heart', reaction: 'activate' }, { token: o }));
    const hearts = ((await get(reads().reactions, o)).data.reaction_summary as Data[]).find((x) => x.emoji === 'heart');
    expect(hearts).toMatchObject({ count: 2, is_active: true });
    // undone, at once too
    ok(await server.api.post(`${V1}/vote/up`, { object_id: question, is_cancel: true }, { token: o }));
    expect((await get(reads().info, o)).data.vote_status).toBe('');
  });

  it('a revoked session reads as a visitor', async () => {
    const gone = await server.login('overlayreader@example.org', 'overlayreader-pass-1');
    expect((await get(reads().info, gone.token)).data.collected).toBe(true);
    ok(await server.api.get(`${V1}/user/logout`, { token: gone.token }));
    const after = await get(reads().info, gone.token);
    expect(after.data).toMatchObject({ collected: false, vote_status: '', member_actions: [] });
  });

  it('counts a view for each member\'s read of a question, as for a visitor\'s', async () => {
    const drawnViews = async () => {
      const deps = server.kernel.routeDeps;
      const decorator = deps.decorator;
      deps.decorator = () => undefined;
      try {
        return Number((await get(reads().info)).data.view_count);
      } finally {
        deps.decorator = decorator;
      }
    };
    const first = await drawnViews();
    await get(reads().info);
    for (const who of ['reader', 'other', 'asker'] as const) ok(await get(reads().info, members[who].token));
    // the visitor's read, the three members' and the drawn read's own
    expect(await drawnViews()).toBe(first + 5);
  });
});
