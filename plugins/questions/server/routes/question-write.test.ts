import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, UserStatus } from '../../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { API, answer, ask, info, questionPlugins, type QuestionData } from './question-test-kit.ts';

describe.each(testEngines())('asking and editing on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  const post = (body: unknown, user: TestUser | undefined = alice) => server.api.post<QuestionData>(`${API}/question`, body, { token: user?.token });
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: questionPlugins() });
    admin = await server.admin();
    alice = await server.createUser();
    bob = await server.createUser();
  });
  afterAll(() => server.close());

  it('asks a question with tags and answers it in Answer\'s shape', async () => {
    const res = await post({ title: 'How do plugins register routes?', content: 'Body with <script>alert(1)</script>.', tags: [{ slug_name: 'Plugins' }, { slug_name: 'plugins' }, { slug_name: 'routes' }] });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      title: 'How do plugins register routes?', url_title: 'how-do-plugins-register-routes', status: 1, pin: 1, show: 1,
      answer_count: 0, accepted_answer_id: '0', answered: false, operation: null, user_info: { id: alice.id, username: alice.username },
    });
    expect(res.data.id).toMatch(/^1001\d{13}$/);
    expect(res.data.tags.map((t) => t.slug_name)).toEqual(['plugins', 'routes']);
    expect(res.data.member_actions.map((a) => a.action)).toEqual(['edit', 'delete']);
    expect((res.data as unknown as { html: string }).html).not.toContain('<script>');
  });

  it('asks without looking for answers to the question it just made', async () => {
    const selects: string[] = [];
    const note = (e: { sql: string }) => void (/^select/.test(e.sql) && selects.push(e.sql));
    server.kernel.db.on('query', note);
    try {
      const asked = await post({ title: 'Does a new question have answers yet?', content: 'A body long enough to pass the rules.', tags: [{ slug_name: 'routes' }, { slug_name: 'plugins' }] });
      expect(asked.data).toMatchObject({ answered: false });
      expect(asked.data.tags.map((t) => t.slug_name)).toEqual(['routes', 'plugins']);
    } finally {
      server.kernel.db.off('query', note);
    }
    expect(selects.filter((sql) => / from `answer`/.test(sql))).toEqual([]);
    // The tags are looked up once before the write and once inside it, all slugs in one read;
    // the new question has no links to compare, and it is presented from what was written.
    expect(selects.filter((sql) => /^select \* from `tag` where/.test(sql))).toEqual([
      expect.stringMatching(/`slug_name` in \(\?, \?\)/), expect.stringMatching(/`slug_name` in \(\?, \?\)/),
    ]);
    expect(selects.filter((sql) => / from `tag_rel`/.test(sql))).toEqual([]);
    expect(selects.filter((sql) => / from `question`/.test(sql))).toEqual([]);
  });

  it('applies SPEC §5 rules with SPEC messages', async () => {
    const tags = [{ slug_name: 'rules' }];
    expect((await post({ title: ' ', content: 'Body text here', tags })).msg).toBe('Title cannot be empty.');
    expect((await post({ content: 'Body text here', tags })).msg).toBe('Title cannot be empty.');
    expect(await post({ title: 'x'.repeat(151), content: 'Body text here', tags })).toMatchObject({ code: 400, msg: 'Title up to 150 characters', data: [{ error_field: 'title' }] });
    expect((await post({ title: 'A fine title', content: '', tags })).msg).toBe('Body cannot be empty.');
    expect((await post({ title: 'A fine title', content: 'Body text here', tags: [] })).msg).toBe('Tags cannot be empty.');
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((s) => ({ slug_name: `six-${s}` }));
    expect((await post({ title: 'A fine title', content: 'Body text here', tags: six })).data).toEqual([{ error_field: 'tags', error_msg: 'A question can have at most 5 tags.' }]);
    expect((await post({ title: 'A fine title', content: 'Body text here', tags: [{ slug_name: 'no spaces' }] })).msg).toBe('URL slug contains unallowed character set.');
    expect((await post({ title: 'A fine title', content: 'Body text here', tags: 'x' })).code).toBe(400);
    expect((await post({ title: '', content: '', tags: [] }, alice)).data).toHaveLength(3);
    expect((await server.api.post(`${API}/question`, { title: '标题' }, { token: alice.token, language: 'zh_CN' })).data).toContainEqual({ error_field: 'content', error_msg: '内容不能为空。' });
  });

  it('keeps reserved tags for staff and asking for activated members', async () => {
    await server.kernel.settings.put('write', { reserved_tags: ['announcements'] });
    const body = { title: 'Site news for everyone', content: 'Body text here', tags: [{ slug_name: 'announcements' }] };
    expect(await post(body)).toMatchObject({ code: 400, data: [{ error_field: 'tags' }] });
    const staffQuestion = await server.api.post<QuestionData>(`${API}/question`, body, { token: admin.token });
    expect(staffQuestion.code).toBe(200);
    // A member may keep a reserved tag already on the question, not add one.
    const mine = await ask(server, alice, { tags: [{ slug_name: 'ordinary' }] });
    const edit = { id: mine.id, title: 'Edited with reserved', content: 'Body text here' };
    expect((await server.api.put(`${API}/question`, { ...edit, tags: [{ slug_name: 'announcements' }] }, { token: alice.token })).code).toBe(400);
    await server.api.put(`${API}/question`, { ...edit, tags: [{ slug_name: 'announcements' }] }, { token: admin.token });
    expect((await server.api.put(`${API}/question`, { ...edit, tags: [{ slug_name: 'announcements' }, { slug_name: 'ordinary' }] }, { token: alice.token })).code).toBe(200);
    await server.kernel.settings.put('write', { reserved_tags: [] });
    const inactive = await server.createUser({ activated: false });
    expect(await post(body, inactive)).toMatchObject({ code: 403, data: { type: 'inactive' } });
    const suspended = await server.createUser({ status: UserStatus.suspended });
    expect((await post(body, suspended)).code).toBe(403);
    expect((await server.api.post(`${API}/question`, body)).code).toBe(401);
  });

  it('asks with an own answer in one call', async () => {
    const res = await server.api.post<QuestionData>(`${API}/question/answer`, { title: 'Answering my own question', content: 'Body text here', tags: [{ slug_name: 'self' }], answer_content: 'Here is how it works.' }, { token: alice.token });
    expect(res.data).toMatchObject({ answer_count: 1, answered: true });
    expect(res.data.first_answer_id).toBe(res.data.last_answer_id);
    const short = await server.api.post(`${API}/question/answer`, { title: 'Answering my own question', content: 'Body text here', tags: [{ slug_name: 'self' }], answer_content: 'tiny' }, { token: alice.token });
    expect(short).toMatchObject({ code: 400, msg: 'content must be at least 6 characters in length.', data: [{ error_field: 'answer_content' }] });
    const none = await server.api.post(`${API}/question/answer`, { title: 'Answering my own question', content: 'Body text here', tags: [{ slug_name: 'self' }] }, { token: alice.token });
    expect(none.msg).toBe('Answer cannot be empty.');
  });

  it('lets the author and staff edit, also a closed question, and moves tag counts', async () => {
    const q = await ask(server, alice, { tags: [{ slug_name: 'before-edit' }] });
    const edit = { id: q.id, title: 'An edited title here', content: 'Edited body text', tags: [{ slug_name: 'after-edit' }] };
    expect(await server.api.put(`${API}/question`, edit, { token: alice.token })).toMatchObject({ code: 200, data: { url_title: 'an-edited-title-here', wait_for_review: false } });
    const tagCount = async (slug: string) => (await server.api.get<{ question_count: number }>(`${API}/tag`, { query: { name: slug } })).data.question_count;
    expect([await tagCount('before-edit'), await tagCount('after-edit')]).toEqual([0, 1]);
    expect((await server.api.put(`${API}/question`, edit, { token: bob.token })).code).toBe(403);
    await server.api.put(`${API}/question/status`, { id: q.id, close_type: 1, close_msg: 'duplicate' }, { token: admin.token });
    expect((await server.api.put(`${API}/question`, { ...edit, title: 'Edited while closed' }, { token: admin.token })).code).toBe(200);
    expect((await info(server, q.id)).data).toMatchObject({ title: 'Edited while closed', status: 2, update_user_info: { id: admin.id } });
    expect((await server.api.put(`${API}/question`, { ...edit, title: 'y'.repeat(151) }, { token: alice.token })).msg).toBe('Title up to 150 characters');
    expect((await server.api.put(`${API}/question`, { ...edit, id: '10019999999999999' }, { token: alice.token })).code).toBe(404);
    expect((await server.api.put(`${API}/question`, { title: 'No id given' }, { token: alice.token })).code).toBe(400);
  });

  it('deletes and recovers questions by the rules of SPEC §4', async () => {
    const lonely = await ask(server, alice);
    expect((await server.api.delete(`${API}/question`, { id: lonely.id }, { token: bob.token })).code).toBe(403);
    expect((await server.api.delete(`${API}/question`, { id: lonely.id }, { token: alice.token })).code).toBe(200);
    expect((await info(server, lonely.id, alice)).code).toBe(404);
    const seen = await info(server, lonely.id, admin);
    expect(seen.data).toMatchObject({ status: 10 });
    expect(seen.data.member_actions.map((a) => a.action)).toContain('undelete');
    expect((await server.api.delete(`${API}/question`, { id: lonely.id }, { token: alice.token })).code).toBe(404);
    expect((await server.api.post(`${API}/question/recover`, { question_id: lonely.id }, { token: alice.token })).code).toBe(403);
    expect((await server.api.post(`${API}/question/recover`, { question_id: lonely.id }, { token: admin.token })).code).toBe(200);
    expect((await server.api.post(`${API}/question/recover`, { question_id: lonely.id }, { token: admin.token })).reason).toBe('error.question.not_deleted');
    expect((await info(server, lonely.id)).data.status).toBe(1);

    const answered = await ask(server, alice);
    await answer(server, bob, answered.id);
    expect(await server.api.delete(`${API}/question`, { id: answered.id }, { token: alice.token })).toMatchObject({ code: 400, reason: 'error.question.has_answers' });
    const moderator = await server.createUser({ role: Role.moderator });
    expect((await server.api.delete(`${API}/question`, { id: answered.id }, { token: moderator.token })).code).toBe(200);
    expect((await server.api.delete(`${API}/question`, {}, { token: moderator.token })).code).toBe(400);
  });
});
