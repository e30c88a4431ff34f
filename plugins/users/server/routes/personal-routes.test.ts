import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { answer, ask, remove } from '../../../../tests/support/posts.ts';

const V1 = '/answer/api/v1';

describe.each(testEngines())('personal pages on %s', (engine) => {
  let server: TestServer;
  let author: TestUser;
  let reader: TestUser;
  let first: string;
  let second: string;
  let answerId: string;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'comments', 'votes', 'users', 'admin'] });
    [author, reader] = [await server.createUser(), await server.createUser()];
    first = await ask(server, author, 'The first question of the author here');
    second = await ask(server, author, 'The second question of the author here');
    answerId = await answer(server, author, await ask(server, reader, 'A question the author answers well'));
    await server.api.post(`${V1}/vote/up`, { object_id: second, is_cancel: false }, { token: reader.token });
    await server.api.post(`${V1}/vote/down`, { object_id: answerId, is_cancel: false }, { token: reader.token });
    await server.api.post(`${V1}/comment`, { object_id: first, original_text: 'A comment by the author on their question' }, { token: author.token });
  });
  afterAll(() => server.close());

  const get = <T = any>(path: string, query: Record<string, string | number | boolean | undefined>, user?: TestUser) => server.api.get<T>(`${V1}${path}`, { query, token: user?.token });

  it('shows a profile with its stats to visitors; unknown members are 404', async () => {
    const res = await get('/personal/user/info', { username: author.username });
    expect(res.data).toMatchObject({ id: author.id, username: author.username, question_count: 2, answer_count: 1, vote_count: 0, status: 'normal', status_msg: '', avatar: '' });
    expect((await get('/personal/user/info', { username: reader.username })).data.vote_count).toBe(2);
    expect(await get('/personal/user/info', { username: 'nobody-here' })).toMatchObject({ status: 404, reason: 'error.user.not_found' });
    expect((await get('/personal/user/info', {})).status).toBe(400);
  });

  it('says why a suspended or deleted member’s profile is limited, in the request language', async () => {
    const gone = await server.createUser();
    await server.api.put(`${V1}/user/info`, { bio: 'About me', website: 'https://me.example' }, { token: gone.token });
    const admin = await server.admin();
    expect((await server.api.put('/answer/admin/api/user/status', { user_id: gone.id, status: 'suspended', suspend_duration: 'forever' }, { token: admin.token })).code).toBe(200);
    expect((await get('/personal/user/info', { username: gone.username })).data).toMatchObject({ status: 'suspended', status_msg: 'This user is suspended.', bio: 'About me' });
    expect((await server.api.put('/answer/admin/api/user/status', { user_id: gone.id, status: 'deleted' }, { token: admin.token })).code).toBe(200);
    const zh = await server.api.get<any>(`${V1}/personal/user/info`, { query: { username: gone.username }, language: 'zh_CN' });
    expect(zh.data).toMatchObject({ status: 'deleted', status_msg: '该用户已被删除。', bio: '', website: '' });
  });

  it('pages questions by order, newest by default; bad orders and page sizes are refused', async () => {
    const newest = await get('/personal/question/page', { username: author.username, page_size: 1 });
    expect(newest.data.count).toBe(2);
    expect(newest.data.list).toEqual([expect.objectContaining({ question_id: second, status: 'available', url_title: 'the-second-question-of-the-author-here' })]);
    expect((await get('/personal/question/page', { username: author.username, page: 2, page_size: 1 })).data.list[0].question_id).toBe(first);
    expect((await get('/personal/question/page', { username: author.username, order: 'score' })).data.list[0]).toMatchObject({ question_id: second, vote_count: 1 });
    expect((await get('/personal/question/page', { username: author.username, order: 'sideways' })).status).toBe(400);
    expect((await get('/personal/question/page', { username: author.username, page_size: 0 })).status).toBe(400);
    expect((await get('/personal/question/page', { username: 'nobody-here' })).status).toBe(404);
  });

  it('pages answers with their question; a deleted answer leaves the list', async () => {
    const res = await get('/personal/answer/page', { username: author.username });
    expect(res.data).toMatchObject({ count: 1, list: [{ answer_id: answerId, accepted: 1, vote_count: -1, question_info: { title: 'A question the author answers well' } }] });
    const extra = await answer(server, author, first);
    expect((await get('/personal/answer/page', { username: author.username })).data.count).toBe(2);
    await remove(server, author, 'answer', extra);
    expect((await get('/personal/answer/page', { username: author.username })).data.count).toBe(1);
  });

  it('lists the top questions and answers by score; an unknown name lists nothing', async () => {
    const top = await get('/personal/qa/top', { username: author.username });
    expect(top.data.question.map((q: any) => q.question_id)).toEqual([second, first]);
    expect(top.data.answer.map((a: any) => a.answer_id)).toEqual([answerId]);
    expect((await get('/personal/qa/top', { username: 'nobody-here' })).data).toEqual({ question: [], answer: [] });
  });

  it('pages comments with the question they are on', async () => {
    const res = await get('/personal/comment/page', { username: author.username });
    expect(res.data).toMatchObject({ count: 1, list: [{ object_id: first, object_type: 'question', question_id: first, answer_id: '', title: 'The first question of the author here' }] });
    expect(res.data.list[0].content).toContain('A comment by the author');
    expect((await get('/personal/comment/page', { username: reader.username })).data).toEqual({ count: 0, list: [] });
    expect((await get('/personal/comment/page', { username: 'nobody-here' })).status).toBe(404);
  });

  it('shows votes only to the member who cast them', async () => {
    const own = await get('/personal/vote/page', {}, reader);
    expect(own.data.count).toBe(2);
    expect(own.data.list).toEqual(expect.arrayContaining([
      expect.objectContaining({ object_id: second, object_type: 'question', vote_type: 'vote_up', title: 'The second question of the author here', content: expect.stringContaining('The body of') }),
      expect.objectContaining({ object_id: answerId, object_type: 'answer', vote_type: 'vote_down', answer_id: answerId, title: 'A question the author answers well', content: expect.stringContaining('An answer with enough') }),
    ]));
    expect((await get('/personal/vote/page', { username: reader.username }, reader)).data.count).toBe(2);
    expect((await get('/personal/vote/page', { username: reader.username }, author)).status).toBe(403);
    expect((await get('/personal/vote/page', {})).status).toBe(401);
  });

  it('shows a visitor a member\'s new question and answer on the next fetch of kept profile reads', async () => {
    const writer = await server.createUser();
    const read = async () => ({
      info: (await get('/personal/user/info', { username: writer.username })).data,
      top: (await get('/personal/qa/top', { username: writer.username })).data,
      questions: (await get('/personal/question/page', { username: writer.username })).data,
      answers: (await get('/personal/answer/page', { username: writer.username })).data,
    });
    // Read once, so a kept answer of each exists to go stale.
    expect((await read()).info).toMatchObject({ question_count: 0, answer_count: 0 });
    const asked = await ask(server, writer, 'A question written after its profile was read');
    await answer(server, writer, first);
    const after = await read();
    expect(after.info).toMatchObject({ question_count: 1, answer_count: 1 });
    expect(after.top.question.map((q: { question_id: string }) => q.question_id)).toEqual([asked]);
    expect(after.questions.count).toBe(1);
    expect(after.answers.count).toBe(1);
  });

  it('shows a question hidden from lists only to its author and staff', async () => {
    const moderator = await server.createUser({ role: Role.moderator });
    expect((await server.api.put(`${V1}/question/operation`, { id: first, operation: 'hide' }, { token: moderator.token })).code).toBe(200);
    expect((await get('/personal/question/page', { username: author.username })).data.count).toBe(1);
    expect((await get('/personal/question/page', { username: author.username }, author)).data.count).toBe(2);
    expect((await get('/personal/user/info', { username: author.username }, moderator)).data.question_count).toBe(2);
    expect((await get('/personal/user/info', { username: author.username }, reader)).data.question_count).toBe(1);
    await server.api.put(`${V1}/question/operation`, { id: first, operation: 'show' }, { token: moderator.token });
  });

  it('drops a deleted question from the author’s list and titles their answer to it as gone', async () => {
    const asker = await server.createUser();
    const doomed = await ask(server, asker, 'A question that will soon be deleted');
    const answerOnDoomed = await answer(server, author, doomed);
    await server.api.post(`${V1}/vote/up`, { object_id: answerOnDoomed, is_cancel: false }, { token: asker.token });
    const admin = await server.admin();
    expect((await server.api.delete(`${V1}/question`, { id: doomed }, { token: admin.token })).code).toBe(200);
    const answers = await get('/personal/answer/page', { username: author.username });
    expect(answers.data.list.find((a: any) => a.question_id === doomed)?.question_info).toEqual({ title: 'Deleted question', url_title: '', tags: [] });
    const zh = await server.api.get<any>(`${V1}/personal/answer/page`, { query: { username: author.username }, language: 'zh_CN' });
    expect(zh.data.list.find((a: any) => a.question_id === doomed)?.question_info.title).toBe('删除的问题');
    const votes = await get('/personal/vote/page', {}, asker);
    expect(votes.data.list.find((v: any) => v.object_id === answerOnDoomed)).toMatchObject({ title: 'Deleted question', url_title: '' });
    expect((await get('/personal/question/page', { username: asker.username })).data.count).toBe(0);
  });
});
