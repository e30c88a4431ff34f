import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { TAG } from '../../../../tests/support/posts.ts';
import { storedId } from '../../../questions/server/api.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';
const REVIEW_RULES = `${ADMIN}/reviewer-basic/settings`;
const BODY = 'A body long enough to pass the rules of the site.';

interface Linked { count: number; list: { id: string; title: string; answer_count: number }[] }

/** Links are written after the post commits: wait for them, never for a time. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 25 });

/** Issue 26 item 3, `GET question/link`, on every engine; members come from the admin's add-user. */
describe.each(testEngines())('linked questions on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let author: TestUser;
  let reader: TestUser;

  const addMember = async (name: string): Promise<TestUser> => {
    const email = `${name}@example.org`;
    const res = await server.api.post(`${ADMIN}/user`, { display_name: name, email, password: 'linker-pass-1' }, { token: admin.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return server.login(email, 'linker-pass-1');
  };
  const ask = async (who: TestUser, title: string, content = BODY): Promise<{ id: string; status: number }> => {
    const res = await server.api.post<{ id: string; status: number }>(`${V1}/question`, { title, content, tags: [{ slug_name: TAG }] }, { token: who.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return res.data;
  };
  const answer = async (who: TestUser, questionId: string, content: string): Promise<{ id: string; status: number }> => {
    const res = await server.api.post<{ info: { id: string; status: number } }>(`${V1}/answer`, { question_id: questionId, content }, { token: who.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return res.data.info;
  };
  const edit = async (who: TestUser, id: string, title: string, content: string) => {
    const res = await server.api.put(`${V1}/question`, { id, title, content, tags: [{ slug_name: TAG }] }, { token: who.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
  };
  const linked = (id: string, who?: TestUser, query: Record<string, unknown> = {}) =>
    server.api.get<Linked>(`${V1}/question/link`, { query: { question_id: id, ...query }, token: who?.token });
  const linkedIds = async (id: string, who?: TestUser, query: Record<string, unknown> = {}) => {
    const res = await linked(id, who, { page_size: 100, ...query });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return res.data.list.map((q) => q.id).sort();
  };
  const rules = async (values: Record<string, unknown>) => expect((await server.api.put(REVIEW_RULES, values, { token: admin.token })).code).toBe(200);
  const approve = async (objectId: string) => {
    const queue = await server.api.get<{ list: { review_id: number }[] }>(`${V1}/review/pending/post/page`, { token: admin.token, query: { object_id: objectId } });
    const res = await server.api.put(`${V1}/review/pending/post`, { review_id: queue.data.list[0]!.review_id, status: 'approve' }, { token: admin.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'revisions', 'review', 'reviewer-basic', 'question-links'] });
    admin = await server.admin();
    await server.api.post(`${V1}/question`, { title: 'A staff question that makes the tag', content: BODY, tags: [{ slug_name: TAG, display_name: TAG }] }, { token: admin.token });
    await rules({ review_all_posts: false, review_first_post: false, review_words: '' });
    author = await addMember('linker');
    reader = await addMember('reader');
  }, 60_000);
  afterAll(() => server?.close());

  it('finds a link when a question is asked, and shows it from both ends in Answer\'s list shape', async () => {
    const target = await ask(author, 'The question everyone links to');
    const source = await ask(author, 'A question that links to another one', `Read [that one](/questions/${target.id}) first. ${BODY}`);
    await eventually(async () => expect(await linkedIds(source.id)).toEqual([target.id]));
    expect(await linkedIds(target.id, reader)).toEqual([source.id]);
    const res = await linked(target.id);
    expect(res.data).toMatchObject({ count: 1, list: [{ id: source.id, title: 'A question that links to another one', answer_count: 0 }] });
    // Links within a question do not count.
    const self = await ask(author, 'A question linking to itself in an answer');
    await answer(author, self.id, `As said in /questions/${self.id} above.`);
    await answer(reader, self.id, `See also /questions/${target.id} here.`);
    await eventually(async () => expect(await linkedIds(self.id)).toEqual([target.id]));
  });

  it('counts absolute links on the site host only, and links to answers as links to their question', async () => {
    const target = await ask(author, 'A question with a linked answer');
    const targetAnswer = await answer(reader, target.id, 'An answer others link to directly.');
    const other = await ask(author, 'A question nobody links to from elsewhere');
    const source = await ask(reader, 'A question with absolute links', [
      `On this site: http://quorum.test/questions/${target.id}/a-title/${targetAnswer.id}.`,
      `Elsewhere: https://elsewhere.test/questions/${other.id} and elsewhere.test/questions/${other.id}.`,
      `Missing: /questions/10010000009999999. ${BODY}`,
    ].join('\n'));
    await eventually(async () => expect(await linkedIds(source.id)).toEqual([target.id]));
    expect(await linkedIds(other.id)).toEqual([]);
  });

  it('writes a new post\'s links from its event: none read back, nothing replaced, no statement for a post without links', async () => {
    const target = await ask(author, 'A question new posts link to');
    const seen: { sql: string; bindings: unknown[] }[] = [];
    const note = (q: { sql: string; bindings?: unknown[] }) => {
      if (/question_link|from `answer`/.test(q.sql)) seen.push({ sql: q.sql, bindings: (q.bindings ?? []).map(String) });
    };
    server.kernel.db.on('query', note);
    const posts: string[] = [];
    try {
      const plain = await ask(author, 'A new question without links');
      posts.push(plain.id, (await answer(author, plain.id, 'A new answer without links.')).id);
      posts.push((await answer(reader, plain.id, `A new answer linking to /questions/${target.id} here.`)).id);
      // Handlers run in the order their posts committed: the last post's links come last.
      await eventually(async () => expect(await linkedIds(target.id)).toEqual([plain.id]));
    } finally {
      server.kernel.db.off('query', note);
    }
    // The linking answer's one insert, and reads of the list and of the post it names; before,
    // each new post deleted its links (a transaction of its own) and each new answer was read
    // back with its question. (Each as its verb and table: MariaDB's "insert ignore into `t`" too.)
    expect(seen.filter((q) => !q.sql.startsWith('select')).map((q) => q.sql.replace(/^(\w+).*?`(\w+)`.*$/s, '$1 $2'))).toEqual(['insert question_link']);
    const answers = posts.slice(1).map(storedId);
    expect(seen.filter((q) => q.sql.includes('from `answer` where `id` in') && q.bindings.some((b) => answers.includes(b as string))).map((q) => q.sql)).toEqual([]);
  });

  it('follows edits: a link taken out goes from both ends, a new one appears', async () => {
    const first = await ask(author, 'The first question an edit links to');
    const second = await ask(author, 'The second question an edit links to');
    const source = await ask(author, 'A question whose links change', `Before: /questions/${first.id} ${BODY}`);
    await eventually(async () => expect(await linkedIds(first.id)).toEqual([source.id]));
    await edit(author, source.id, 'A question whose links change', `After: /questions/${second.id} ${BODY}`);
    await eventually(async () => expect(await linkedIds(source.id)).toEqual([second.id]));
    expect(await linkedIds(first.id)).toEqual([]);
    expect(await linkedIds(second.id)).toEqual([source.id]);
    // An answer's edit too.
    const answerId = (await answer(reader, first.id, `Compare /questions/${second.id} please.`)).id;
    await eventually(async () => expect(await linkedIds(first.id)).toEqual([second.id]));
    const res = await server.api.put(`${V1}/answer`, { id: answerId, question_id: first.id, content: 'No links in this answer any more.' }, { token: reader.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
    await eventually(async () => expect(await linkedIds(first.id)).toEqual([]));
  });

  it('hides links from and to deleted posts, and shows them again once recovered', async () => {
    const target = await ask(author, 'A question linked from an answer that goes');
    const holder = await ask(author, 'A question whose answer links out');
    const linking = await answer(reader, holder.id, `The other question: /questions/${target.id} helps.`);
    await eventually(async () => expect(await linkedIds(target.id)).toEqual([holder.id]));
    expect((await server.api.delete(`${V1}/answer`, { id: linking.id }, { token: reader.token })).code).toBe(200);
    expect(await linkedIds(target.id)).toEqual([]);
    expect(await linkedIds(holder.id)).toEqual([]);
    expect((await server.api.post(`${V1}/answer/recover`, { answer_id: linking.id }, { token: admin.token })).code).toBe(200);
    expect(await linkedIds(target.id)).toEqual([holder.id]);

    // A deleted question leaves every list; only staff may still read its own links.
    expect((await server.api.delete(`${V1}/question`, { id: holder.id }, { token: admin.token })).code).toBe(200);
    expect(await linkedIds(target.id)).toEqual([]);
    expect((await linked(holder.id, reader)).status).toBe(404);
    expect((await linked(holder.id)).status).toBe(404);
    expect(await linkedIds(holder.id, admin)).toEqual([target.id]);
    expect((await server.api.post(`${V1}/question/recover`, { question_id: holder.id }, { token: admin.token })).code).toBe(200);
    await eventually(async () => expect(await linkedIds(target.id)).toEqual([holder.id]));
  });

  it('hides held posts from those who may not see them until they are approved', async () => {
    const target = await ask(author, 'A question a held question links to');
    await rules({ review_all_posts: true });
    try {
      const held = await ask(reader, 'A held question that links out', `Held, linking to /questions/${target.id}. ${BODY}`);
      expect(held.status).toBe(11);
      const heldAnswer = await answer(reader, target.id, `A held answer linking to /questions/${held.id}.`);
      expect(heldAnswer.status).toBe(11);
      // Its author and staff see the held question itself, but no list shows a held question.
      expect((await linked(held.id, author)).status).toBe(404);
      expect((await linked(held.id)).status).toBe(404);
      expect(await linkedIds(held.id, reader)).toEqual([]);
      expect(await linkedIds(held.id, admin)).toEqual([]);
      expect(await linkedIds(target.id, admin)).toEqual([]);
      await approve(held.id);
      await eventually(async () => expect(await linkedIds(target.id, author)).toEqual([held.id]));
      expect(await linkedIds(held.id, author)).toEqual([target.id]);
    } finally {
      await rules({ review_all_posts: false });
    }
  });

  it('pages and orders the list, newest first by default', async () => {
    const hub = await ask(author, 'A hub question many questions link to');
    const spokes: string[] = [];
    for (let i = 1; i <= 4; i += 1) spokes.push((await ask(reader, `Spoke question number ${i} of the hub`, `Hub: /questions/${hub.id} ${BODY}`)).id);
    await eventually(async () => expect((await linked(hub.id)).data.count).toBe(4));
    const first = await linked(hub.id, undefined, { page: 1, page_size: 3 });
    expect(first.data.count).toBe(4);
    expect(first.data.list.map((q) => q.id)).toEqual([spokes[3], spokes[2], spokes[1]]);
    expect((await linked(hub.id, undefined, { page: 2, page_size: 3 })).data.list.map((q) => q.id)).toEqual([spokes[0]]);
    // Questions' own orders: an answered spoke leaves the unanswered list.
    await answer(author, spokes[0]!, 'An answer to the first spoke.');
    const unanswered = await linked(hub.id, undefined, { order: 'unanswered' });
    expect(unanswered.data.count).toBe(3);
    expect(unanswered.data.list.map((q) => q.id)).toEqual([spokes[3], spokes[2], spokes[1]]);
    expect((await linked(hub.id, undefined, { order: 'recommend' })).code).toBe(200);
  });

  it('refuses missing questions, answers in their place, and bad paging with a clear 4xx', async () => {
    expect((await linked('10010000009999999')).status).toBe(404);
    const q = await ask(author, 'A question with an answer id asked for');
    const a = await answer(reader, q.id, 'An answer whose id is not a question id.');
    expect((await linked(a.id)).status).toBe(404);
    for (const query of [{ page_size: 101 }, { page: 0 }, { order: 'loudest' }]) {
      const res = await linked(q.id, undefined, query);
      expect(res.status).toBe(400);
      expect(res.reason).toBe('base.request_format_error');
    }
    expect((await server.api.get(`${V1}/question/link`, { query: { question_id: 'no/such' } })).status).toBe(400);
  });

  it('reads the links of posts written while it was off once it is on again', async () => {
    const switchTo = async (enabled: boolean) =>
      expect((await server.api.put(`${ADMIN}/plugin/status`, { plugin_slug_name: 'question-links', enabled }, { token: admin.token })).code).toBe(200);
    const target = await ask(author, 'A question linked while links were off');
    const owed = async () => Number((await server.kernel.db('question_link_state').first('built_at')).built_at) === 0;
    await eventually(async () => expect(await owed()).toBe(false));
    await switchTo(false);
    let source: { id: string };
    try {
      expect((await linked(target.id)).status).toBe(404);
      // A serving process notices the switch within a second and marks every post to be read again.
      await eventually(async () => expect(await owed()).toBe(true));
      source = await ask(author, 'A question asked while links were off', `Off: /questions/${target.id} ${BODY}`);
    } finally {
      await switchTo(true);
    }
    await eventually(async () => expect(await linkedIds(target.id)).toEqual([source.id]));
    await eventually(async () => expect(await owed()).toBe(false));
  });
});
