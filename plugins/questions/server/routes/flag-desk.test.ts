import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { API, answer, ask, questionPlugins } from './question-test-kit.ts';

const ADMIN = '/answer/admin/api';
const FIXTURES = new URL('../../../../tests/fixtures/plugins', import.meta.url).pathname;
type Actions = { member_actions: { action: string; name: string; type: string }[] };

/** 'report' in member_actions follows FlagDeskSlot: offered to others while a plugin takes flags. */
describe.each(testEngines())('flags in member_actions on %s', (engine) => {
  let server: TestServer;
  let author: TestUser;
  let reader: TestUser;
  let admin: TestUser;
  let questionId: string;
  let answerId: string;
  let commentId: string;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: [...questionPlugins(), 'comments', 'flag-desk-probe'], extraPluginRoots: [FIXTURES] });
    [author, reader] = [await server.createUser(), await server.createUser()];
    admin = await server.createUser({ role: 2 });
    questionId = (await ask(server, author)).id;
    answerId = (await answer(server, author, questionId)).id;
    const comment = await server.api.post<{ comment_id: string }>(`${API}/comment`, { object_id: questionId, original_text: 'A comment to flag' }, { token: author.token });
    commentId = comment.data.comment_id;
  });
  afterAll(() => server.close());

  async function actions(user: TestUser, language = 'en_US') {
    const get = <T>(path: string, query: Record<string, string>) => server.api.get<T>(`${API}/${path}`, { query, token: user.token, language });
    const question = await get<Actions>('question/info', { id: questionId });
    const one = await get<{ info: Actions }>('answer/info', { id: answerId });
    const comments = await get<{ list: (Actions & { comment_id: string })[] }>('comment/page', { object_id: questionId, page: '1', query_cond: 'vote' });
    const names = (a: Actions) => a.member_actions.map((m) => m.action);
    return {
      question: names(question.data),
      answer: names(one.data.info),
      comment: names(comments.data.list.find((c) => c.comment_id === commentId)!),
      first: question.data.member_actions[0],
    };
  }
  const enable = async (enabled: boolean) =>
    expect((await server.api.put(`${ADMIN}/plugin/status`, { plugin_slug_name: 'flag-desk-probe', enabled }, { token: admin.token })).code).toBe(200);

  it('offers a flag on other members\' posts and comments, translated', async () => {
    expect(await actions(reader)).toEqual({
      question: ['report'], answer: ['report'], comment: ['report'], first: { action: 'report', name: 'Flag', type: 'reason' },
    });
    expect((await actions(reader, 'zh_CN')).first.name).toMatch(/[\u4e00-\u9fff]/);
    expect((await actions(admin)).question).toEqual(['report', 'edit', 'close', 'pin', 'hide', 'delete']);
  });

  it('never offers authors a flag on their own posts', async () => {
    const own = await actions(author);
    expect(own.question).toEqual(['edit', 'delete']);
    expect(own.answer).toEqual(['edit', 'delete']);
    expect(own.comment).toEqual(['edit', 'delete']);
  });

  it('stops offering flags once the plugin that takes them is disabled, and offers them again after', async () => {
    await enable(false);
    expect(await actions(reader)).toMatchObject({ question: [], answer: [], comment: [] });
    await enable(true);
    expect((await actions(reader)).question).toEqual(['report']);
  });
});
