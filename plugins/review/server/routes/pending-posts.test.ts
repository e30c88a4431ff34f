import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { Role } from '../../../../kernel/api.ts';

const API = '/answer/api/v1';
const SETTINGS = '/answer/admin/api/reviewer-basic/settings';
const BODY = 'A body long enough to pass the rules of the site.';

interface QueueItem { review_id: number; object_id: string; object_type: string; question_id: string; title: string; reason: string; submitter_display_name: string; object_status: number; author_user_info: { id: string } }
interface Queue { count: number; list: QueueItem[] }

describe.each(testEngines())('new posts held for review on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let moderator: TestUser;
  let regular: TestUser;

  beforeAll(async () => {
    server = await startTestServer({
      engine, plugins: ['markdown', 'tags', 'questions', 'votes', 'comments', 'revisions', 'reputation', 'review', 'reviewer-basic', 'reports', 'notifications', 'search', 'search-sql', 'seo', 'users', 'bookmarks', 'follow'],
    });
    admin = await server.admin();
    moderator = await server.createUser({ role: Role.moderator });
    // A member with an approved post already: the first-post rule lets them through.
    regular = await server.createUser({ rank: 2000 });
    await tag('held');
    expect((await ask(regular, 'A question by a regular member here', ['held'])).status).toBe(1);
  }, 60_000);
  afterAll(() => server.close());

  const rules = async (values: Record<string, unknown>) => {
    const res = await server.api.put(SETTINGS, values, { token: admin.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
  };
  const reset = () => rules({ review_all_posts: false, review_first_post: false, review_words: '' });
  async function tag(slug: string): Promise<void> {
    const res = await server.api.post(`${API}/question`, { title: `Staff question creating tag ${slug}`, content: BODY, tags: [{ slug_name: slug, display_name: slug }] }, { token: admin.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
  }
  async function ask(user: TestUser, title: string, tags = ['held'], content = BODY): Promise<{ id: string; status: number }> {
    const res = await server.api.post<{ id: string; status: number }>(`${API}/question`, { title, content, tags: tags.map((slug_name) => ({ slug_name })) }, { token: user.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return res.data;
  }
  async function answer(user: TestUser, questionId: string, content = 'An answer with enough characters.'): Promise<{ id: string; status: number }> {
    const res = await server.api.post<{ info: { id: string; status: number } }>(`${API}/answer`, { question_id: questionId, content }, { token: user.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return res.data.info;
  }
  const queue = async (user: TestUser, query: Record<string, string | number> = {}) => server.api.get<Queue>(`${API}/review/pending/post/page`, { token: user.token, query });
  /** The queue entry of a post (the queue shows one a page; `object_id` narrows it). */
  const entry = async (objectId: string) => (await queue(moderator, { object_id: objectId })).data.list[0];
  const decide = (user: TestUser, reviewId: number, status: string) => server.api.put(`${API}/review/pending/post`, { review_id: reviewId, status }, { token: user.token });
  const listed = async (viewer: TestUser, query: Record<string, unknown> = {}) =>
    (await server.api.get<{ count: number; list: { id: string }[] }>(`${API}/question/page`, { token: viewer.token, query: { page_size: 100, order: 'newest', ...query } })).data;
  const tagCount = async (slug: string) => (await server.api.get<{ question_count: number }>(`${API}/tag`, { token: moderator.token, query: { name: slug } })).data.question_count;
  const text = async (path: string) => (await fetch(new URL(path, server.url))).text();
  const searchIds = async (q: string) => (await server.api.get<{ list: { object: { id: string } }[] }>(`${API}/search`, { query: { q }, token: regular.token })).data.list.map((i) => i.object.id);

  it('keeps its rules in an admin-only settings group, validated by name', async () => {
    const read = await server.api.get<Record<string, unknown>>(SETTINGS, { token: admin.token });
    expect(read.data).toMatchObject({ review_all_posts: false, review_first_post: false, review_words: '' });
    const tooLong = await server.api.put(SETTINGS, { review_words: 'x'.repeat(5001) }, { token: admin.token });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.data)).toContain('review_words');
    expect((await server.api.put(SETTINGS, { review_all_posts: 'yes' }, { token: admin.token })).status).toBe(400);
    expect((await server.api.put(SETTINGS, { review_everything: true }, { token: admin.token })).status).toBe(400);
    expect((await server.api.put(SETTINGS, { review_all_posts: true }, { token: moderator.token })).status).toBe(403);
    expect((await server.api.get(SETTINGS, { token: admin.token })).data).toMatchObject({ review_all_posts: false });
  });

  it("holds a new member's first question out of everything public until a moderator approves it", async () => {
    await rules({ review_first_post: true });
    const newcomer = await server.createUser();
    const stranger = await server.createUser({ rank: 1000 });
    const before = await tagCount('held');
    const held = await ask(newcomer, 'Quasarwidget first question from a newcomer', ['held'], `Is quasarwidget any good? ${BODY}`);
    expect(held.status).toBe(11);
    // The author and staff see it; anyone else gets Answer's 404.
    const preview = await server.api.get<{ status: number; member_actions: { action: string }[] }>(`${API}/question/info`, { token: newcomer.token, query: { id: held.id } });
    expect(preview.data.status).toBe(11);
    // Waiting untouched: the author may withdraw it, not edit it.
    expect(preview.data.member_actions.map((a) => a.action)).toEqual(['delete']);
    expect((await server.api.get(`${API}/question/info`, { token: moderator.token, query: { id: held.id } })).status).toBe(200);
    expect((await server.api.get(`${API}/question/info`, { token: stranger.token, query: { id: held.id } })).status).toBe(404);
    expect((await server.api.get(`${API}/question/info`, { query: { id: held.id } })).status).toBe(404);
    expect((await server.api.get(`${API}/answer/page`, { token: stranger.token, query: { question_id: held.id } })).status).toBe(404);
    // Nor its history, which holds its text.
    expect((await server.api.get(`${API}/revisions`, { token: stranger.token, query: { object_id: held.id } })).status).toBe(404);
    expect((await server.api.get(`${API}/activity/timeline`, { token: stranger.token, query: { object_id: held.id } })).status).toBe(404);
    expect((await server.api.get(`${API}/activity/timeline`, { token: newcomer.token, query: { object_id: held.id } })).status).toBe(200);
    expect((await server.api.get(`${API}/revisions/edit/check`, { token: newcomer.token, query: { id: held.id } })).status).toBe(404);
    // No votes (no reputation) and no comments (no notices) while it waits.
    expect((await server.api.post(`${API}/vote/up`, { object_id: held.id }, { token: stranger.token })).status).toBe(400);
    expect((await server.api.post(`${API}/comment`, { object_id: held.id, original_text: 'A comment on a held post.' }, { token: stranger.token })).status).toBe(404);
    expect((await listed(stranger)).list.map((q) => q.id)).not.toContain(held.id);
    expect((await listed(stranger, { tag: 'held' })).list.map((q) => q.id)).not.toContain(held.id);
    expect(await tagCount('held')).toBe(before);
    expect(await text('/sitemap.xml')).not.toContain(held.id);
    expect(await text('/feed/questions.xml')).not.toContain(held.id);
    // Search: a later live question with the same word is found, the held one (indexed first, were it indexed) is not.
    const live = await ask(moderator, 'Quasarwidget question asked by staff', ['held'], `Quasarwidget again. ${BODY}`);
    expect(live.status).toBe(1);
    await expect.poll(() => searchIds('quasarwidget'), { timeout: 10_000, interval: 50 }).toContain(live.id);
    expect(await searchIds('quasarwidget')).not.toContain(held.id);

    const item = await entry(held.id);
    expect(item).toMatchObject({ object_type: 'question', object_id: held.id, question_id: held.id, object_status: 11, reason: 'First post of a new member.', submitter_display_name: 'Basic reviewer' });
    expect(item!.author_user_info.id).toBe(newcomer.id);
    expect((await decide(newcomer, item!.review_id, 'approve')).status).toBe(403);
    expect((await decide(moderator, item!.review_id, 'approve')).status).toBe(200);
    expect((await decide(moderator, item!.review_id, 'approve')).status).toBe(400);

    expect((await server.api.get<{ status: number }>(`${API}/question/info`, { token: stranger.token, query: { id: held.id } })).data.status).toBe(1);
    expect((await listed(stranger, { tag: 'held' })).list.map((q) => q.id)).toContain(held.id);
    expect(await tagCount('held')).toBe(before + 2);
    expect(await text('/sitemap.xml')).toContain(held.id);
    await expect.poll(() => searchIds('quasarwidget'), { timeout: 10_000, interval: 50 }).toContain(held.id);
    // Approved once, the member is no longer new: the next post goes live.
    expect((await ask(newcomer, 'A second question from the same member', ['held'])).status).toBe(1);
    await reset();
  }, 60_000);

  it('holds an answer: its author sees it with status 11; approval counts it, tells the asker and lets reputation flow', async () => {
    const asker = await server.createUser({ rank: 100 });
    const newcomer = await server.createUser();
    const question = await ask(asker, 'Who answers this question well?');
    await rules({ review_first_post: true });
    const held = await answer(newcomer, question.id);
    expect(held.status).toBe(11);
    const answers = async (user?: TestUser) => (await server.api.get<{ count: number; list: { id: string; status: number }[] }>(`${API}/answer/page`, { token: user?.token, query: { question_id: question.id } })).data;
    expect((await answers(newcomer)).list).toEqual([expect.objectContaining({ id: held.id, status: 11 })]);
    expect((await answers(asker)).count).toBe(0);
    expect((await answers()).count).toBe(0);
    const info = async () => (await server.api.get<{ answer_count: number }>(`${API}/question/info`, { token: asker.token, query: { id: question.id } })).data.answer_count;
    expect(await info()).toBe(0);
    expect((await server.api.get(`${API}/answer/info`, { token: asker.token, query: { id: held.id } })).status).toBe(404);
    // Not acceptable while pending.
    expect((await server.api.post(`${API}/answer/acceptance`, { question_id: question.id, answer_id: held.id }, { token: asker.token })).status).toBe(404);
    const inbox = async () => (await server.api.get<{ count: number }>(`${API}/notification/page`, { token: asker.token, query: { type: 'inbox' } })).data.count;
    expect(await inbox()).toBe(0);

    const item = await entry(held.id);
    expect(item).toMatchObject({ object_type: 'answer', question_id: question.id, title: 'Who answers this question well?' });
    expect((await decide(moderator, item!.review_id, 'approve')).status).toBe(200);
    expect(await info()).toBe(1);
    expect((await answers()).list.map((a) => a.id)).toEqual([held.id]);
    await expect.poll(inbox, { timeout: 10_000, interval: 50 }).toBe(1);
    const rank = async () => (await server.api.get<{ rank: number }>(`${API}/user/info`, { token: newcomer.token })).data.rank;
    const rankBefore = await rank();
    expect((await server.api.post(`${API}/answer/acceptance`, { question_id: question.id, answer_id: held.id }, { token: asker.token })).status).toBe(200);
    expect(await rank()).toBe(rankBefore + 15);
    await reset();
  }, 60_000);

  it('rejection deletes the post; it never shows and leaves the queue', async () => {
    await rules({ review_all_posts: true });
    const member = await server.createUser();
    const held = await ask(member, 'A question that will be rejected');
    const item = await entry(held.id);
    expect(item!.reason).toBe('All posts are reviewed.');
    const queued = (await queue(moderator)).data.count;
    expect((await decide(moderator, item!.review_id, 'reject')).status).toBe(200);
    expect((await queue(moderator)).data.count).toBe(queued - 1);
    expect((await server.api.get(`${API}/question/info`, { token: member.token, query: { id: held.id } })).status).toBe(404);
    expect((await server.api.get<{ status: number }>(`${API}/question/info`, { token: moderator.token, query: { id: held.id } })).data.status).toBe(10);
    expect((await decide(moderator, item!.review_id, 'approve')).status).toBe(400);
    // A held post its author deletes leaves the queue too.
    const withdrawn = await ask(member, 'A question its author withdraws');
    expect((await server.api.delete(`${API}/question`, { id: withdrawn.id }, { token: member.token })).status).toBe(200);
    expect((await queue(moderator, { object_id: withdrawn.id })).data.count).toBe(0);
    await reset();
  }, 60_000);

  it('rejecting or deleting a held question takes its held answer out of the queue with it', async () => {
    await rules({ review_all_posts: true });
    const member = await server.createUser();
    const askWithAnswer = async (title: string) => {
      const res = await server.api.post<{ id: string; status: number }>(`${API}/question/answer`, { title, content: BODY, tags: [{ slug_name: 'held' }], answer_content: 'An answer posted with the question.' }, { token: member.token });
      expect(res.code, JSON.stringify(res)).toBe(200);
      expect(res.data.status).toBe(11);
      const own = await server.api.get<{ list: { id: string; status: number }[] }>(`${API}/answer/page`, { token: moderator.token, query: { question_id: res.data.id } });
      expect(own.data.list, JSON.stringify(own)).toEqual([expect.objectContaining({ status: 11 })]);
      const answerId = own.data.list[0]!.id;
      const answerEntry = await entry(answerId);
      expect(answerEntry).toMatchObject({ object_type: 'answer', object_id: answerId });
      return { question: res.data, answerId, answerEntry: answerEntry! };
    };
    const answerStatus = async (id: string) => (await server.api.get<{ info: { status: number } }>(`${API}/answer/info`, { token: moderator.token, query: { id } })).data?.info?.status;
    const questionInfo = async (id: string) => (await server.api.get<{ status: number; answer_count: number }>(`${API}/question/info`, { token: moderator.token, query: { id } })).data;

    const rejected = await askWithAnswer('A held question rejected with its answer');
    expect((await decide(moderator, (await entry(rejected.question.id))!.review_id, 'reject')).status).toBe(200);
    expect((await queue(moderator, { object_id: rejected.answerId })).data.count).toBe(0);
    expect((await decide(moderator, rejected.answerEntry.review_id, 'approve')).status).toBe(400);
    expect(await questionInfo(rejected.question.id)).toMatchObject({ status: 10, answer_count: 0 });
    expect(await answerStatus(rejected.answerId)).not.toBe(1);

    const withdrawn = await askWithAnswer('A held question withdrawn with its answer');
    expect((await server.api.delete(`${API}/question`, { id: withdrawn.question.id }, { token: member.token })).status).toBe(200);
    expect((await queue(moderator, { object_id: withdrawn.answerId })).data.count).toBe(0);
    expect((await decide(moderator, withdrawn.answerEntry.review_id, 'approve')).status).toBe(400);
    expect(await questionInfo(withdrawn.question.id)).toMatchObject({ status: 10, answer_count: 0 });
    await reset();
  }, 60_000);

  it('deleting a live question takes its held answers out of the queue with it', async () => {
    const question = await ask(regular, 'A live question staff delete while answers wait');
    expect(question.status).toBe(1);
    await rules({ review_all_posts: true });
    const held = await answer(await server.createUser(), question.id);
    expect(held.status).toBe(11);
    const item = await entry(held.id);
    expect(item).toMatchObject({ object_type: 'answer', object_id: held.id });
    const queued = (await queue(moderator)).data.count;
    const types = async () => (await server.api.get<{ name: string; todo_amount: number }[]>(`${API}/reviewing/type`, { token: moderator.token })).data.find((t) => t.name === 'queued_post')?.todo_amount;
    const waiting = await types();

    expect((await server.api.delete(`${API}/question`, { id: question.id }, { token: moderator.token })).status).toBe(200);
    expect((await queue(moderator, { object_id: held.id })).data.count).toBe(0);
    expect((await queue(moderator)).data.count).toBe(queued - 1);
    expect(await types()).toBe(waiting! - 1);
    expect((await decide(moderator, item!.review_id, 'approve')).reason).toBe('error.review.already_decided');
    await reset();
  }, 60_000);

  it('refuses the author\'s delete of a question another member\'s held answer waits under, and keeps the answer queued', async () => {
    const asker = await server.createUser({ rank: 2000 });
    const question = await ask(asker, 'A question its author wants gone while an answer waits');
    expect(question.status).toBe(1);
    await rules({ review_all_posts: true });
    const held = await answer(await server.createUser(), question.id);
    expect(held.status).toBe(11);

    expect(await server.api.delete(`${API}/question`, { id: question.id }, { token: asker.token })).toMatchObject({ code: 400, reason: 'error.question.has_answers' });
    expect(await entry(held.id)).toMatchObject({ object_type: 'answer', object_id: held.id });
    expect((await server.api.get<{ status: number }>(`${API}/question/info`, { token: moderator.token, query: { id: question.id } })).data.status).toBe(1);
    await reset();
  }, 60_000);

  it('keeps answer_count equal to the live answers when authors delete held answers while they are approved', async () => {
    const question = await ask(moderator, 'A question whose held answers race their approval');
    await rules({ review_all_posts: true });
    const members = await Promise.all(Array.from({ length: 20 }, () => server.createUser()));
    const held = [];
    for (const member of members) held.push({ member, answer: await answer(member, question.id) });
    const entries: QueueItem[] = [];
    for (const h of held) entries.push((await entry(h.answer.id))!);
    await reset();
    const outcomes = await Promise.all(held.map(async (h, i) => {
      const [approved, deleted] = await Promise.all([
        decide(moderator, entries[i]!.review_id, 'approve'),
        server.api.delete(`${API}/answer`, { id: h.answer.id }, { token: h.member.token }),
      ]);
      return [approved.status, deleted.status];
    }));
    // Whichever wins, the loser is told (400 already decided, 409 changed meanwhile), never a 500.
    for (const pair of outcomes) for (const status of pair) expect([200, 400, 409]).toContain(status);
    const live = (await server.api.get<{ count: number }>(`${API}/answer/page`, { query: { question_id: question.id, page_size: 100 } })).data.count;
    const info = (await server.api.get<{ answer_count: number }>(`${API}/question/info`, { token: moderator.token, query: { id: question.id } })).data;
    expect(info.answer_count).toBe(live);
  }, 120_000);

  it('lets staff skip review whatever the rules; edits of a held post wait for the decision', async () => {
    await rules({ review_all_posts: true });
    expect((await ask(moderator, 'A moderator question skips review')).status).toBe(1);
    expect((await ask(admin, 'An admin question skips review too')).status).toBe(1);
    const held = await ask(regular, 'A regular member is held under review-all');
    expect(held.status).toBe(11);
    const edit = await server.api.put(`${API}/question`, { id: held.id, title: 'An edited title for the held question', content: BODY, tags: [{ slug_name: 'held' }] }, { token: regular.token });
    expect(edit.status).toBe(400);
    expect(edit.reason).toBe('error.question.under_review');
    // Closing or setting it normal from the admin would make it public past the queue.
    const close = await server.api.put(`${API}/question/status`, { id: held.id, close_type: 2 }, { token: moderator.token });
    expect(close.reason).toBe('error.question.under_review');
    const normal = await server.api.put('/answer/admin/api/question/status', { question_id: held.id, status: 'normal' }, { token: admin.token });
    expect(normal.reason).toBe('error.question.under_review');
    await reset();
  }, 60_000);

  it('holds posts containing listed words in the title, body or tags, case-insensitively', async () => {
    await rules({ review_words: 'Forbiddenword\n, second phrase ,' });
    await tag('forbiddenword');
    expect((await ask(regular, 'Nothing special in this question')).status).toBe(1);
    const inTitle = await ask(regular, 'Is FORBIDDENWORD allowed in a title?');
    expect(inTitle.status).toBe(11);
    expect((await entry(inTitle.id))!.reason).toBe('Contains "forbiddenword".');
    expect((await ask(regular, 'A question with a body match', ['held'], `It has a Second Phrase inside. ${BODY}`)).status).toBe(11);
    expect((await ask(regular, 'A question with a tag match', ['forbiddenword'])).status).toBe(11);
    const question = await ask(regular, 'A question for a worded answer');
    expect((await answer(regular, question.id, 'This answer says forbiddenword out loud.')).status).toBe(11);
    expect((await answer(regular, question.id, 'This answer is perfectly fine.')).status).toBe(1);
    await reset();
  }, 60_000);

  it('guards the queue: reviewers only, valid input, Answer 2.0 review types with counts and the review dot', async () => {
    await rules({ review_all_posts: true });
    const member = await server.createUser();
    const held = await ask(member, 'A held question for the access checks');
    await reset();
    expect((await server.api.get(`${API}/review/pending/post/page`)).status).toBe(401);
    expect((await queue(member)).status).toBe(403);
    expect((await decide(member, 1, 'approve')).status).toBe(403);
    expect((await decide(moderator, 99999999, 'approve')).status).toBe(404);
    const bad = await server.api.put(`${API}/review/pending/post`, { review_id: 1, status: 'maybe' }, { token: moderator.token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.data)).toContain('status');
    expect((await server.api.put(`${API}/review/pending/post`, { review_id: 'x', status: 'approve' }, { token: moderator.token })).status).toBe(400);
    expect((await queue(moderator, { page: 0 })).status).toBe(400);
    const count = (await queue(moderator)).data.count;
    expect(count).toBeGreaterThan(0);
    const types = await server.api.get<{ name: string; todo_amount: number }[]>(`${API}/reviewing/type`, { token: moderator.token });
    expect(types.data.map((t) => t.name)).toEqual(['queued_post', 'flagged_post', 'suggested_post_edit']);
    expect(types.data[0]!.todo_amount).toBe(count);
    expect((await server.api.get(`${API}/reviewing/type`, { token: member.token })).data).toEqual([]);
    const dot = await server.api.get<{ can_revision: boolean; revision: number }>(`${API}/notification/status`, { token: moderator.token });
    expect(dot.data.can_revision).toBe(true);
    expect(dot.data.revision).toBe(types.data.reduce((sum, t) => sum + t.todo_amount, 0));
    const item = await entry(held.id);
    expect((await decide(moderator, item!.review_id, 'approve')).status).toBe(200);
  }, 60_000);

  it('lets members with the audit privileges review held posts (not their own), without the flag queue', async () => {
    await rules({ review_all_posts: true });
    const reviewer = await server.createUser({ rank: 2500 });
    const member = await server.createUser();
    const theirs = await ask(member, 'A held question a member reviewer decides');
    const own = await ask(reviewer, 'A held question by the member reviewer');
    expect(own.status).toBe(11);
    await reset();
    const types = await server.api.get<{ name: string }[]>(`${API}/reviewing/type`, { token: reviewer.token });
    expect(types.data.map((t) => t.name)).toEqual(['queued_post', 'suggested_post_edit']);
    const page = await queue(reviewer, { object_id: theirs.id });
    expect(page.status).toBe(200);
    expect((await decide(reviewer, page.data.list[0]!.review_id, 'approve')).status).toBe(200);
    expect((await server.api.get<{ status: number }>(`${API}/question/info`, { token: member.token, query: { id: theirs.id } })).data.status).toBe(1);
    // Their own held post is not in their queue nor their count (they may not decide it); staff see it.
    expect((await queue(reviewer, { object_id: own.id })).data).toMatchObject({ count: 0, list: [] });
    const counted = (await server.api.get<{ name: string; todo_amount: number }[]>(`${API}/reviewing/type`, { token: reviewer.token })).data[0]!.todo_amount;
    expect(counted).toBe((await queue(reviewer)).data.count);
    expect(counted).toBe((await queue(moderator)).data.count - 1);
    const mine = await entry(own.id);
    expect((await decide(reviewer, mine!.review_id, 'approve')).status).toBe(403);
    expect((await decide(moderator, mine!.review_id, 'approve')).status).toBe(200);
  }, 60_000);

  it("keeps a held question's title from other members: bookmarks, follows, inbox, personal pages, timeline, flags, approval order", async () => {
    await rules({ review_words: 'zyxheldword' });
    const asker = await server.createUser({ rank: 2000 });
    const stranger = await server.createUser({ rank: 2000 });
    const TITLE = 'Zyxheldword question kept from other members';
    const held = await ask(asker, TITLE);
    expect(held.status).toBe(11);
    expect((await server.api.post(`${API}/follow`, { object_id: held.id }, { token: stranger.token })).status).toBe(404);
    await server.kernel.db('follow').insert({ user_id: Number(stranger.id), object_id: held.id, object_type: 'question', created_at: Date.now() });
    // Staff answer the held question: a live answer on it, whose answer.created would tell the followers.
    const live = await answer(moderator, held.id, 'A staff answer to the held question.');
    expect(live.status).toBe(1);
    const v1 = <T = unknown>(path: string, query: Record<string, string | number>, user?: TestUser) => server.api.get<T>(`${API}${path}`, { token: user?.token, query });

    // Bookmarks: neither the question nor the live answer on it; a row that exists anyway is not listed.
    const bookmark = (user: TestUser, objectId: string) => server.api.post(`${API}/collection/switch`, { group_id: '0', object_id: objectId }, { token: user.token });
    expect((await bookmark(stranger, held.id)).status).toBe(404);
    expect((await bookmark(stranger, live.id)).status).toBe(404);
    expect((await bookmark(asker, held.id)).status).toBe(200);
    await server.kernel.db('collection').insert({ user_id: Number(stranger.id), object_id: held.id, object_type: 'question', group_id: '0', created_at: Date.now() });
    expect(JSON.stringify((await v1('/personal/collection/page', { page: 1, page_size: 20 }, stranger)).data)).not.toContain(TITLE);
    expect(JSON.stringify((await v1('/personal/collection/page', { page: 1, page_size: 20 }, asker)).data)).toContain(TITLE);

    // Follows: refused; a follower row that exists anyway hears nothing of it (below).
    // The author's own answer on it: held too (the listed word), and it tells the question's followers once approved.
    const heldAnswer = await answer(asker, held.id, 'This answer says zyxheldword too.');
    expect(heldAnswer.status).toBe(11);
    // Barrier: a notice the stranger should get, from an event emitted after the one that must not reach them.
    const theirs = await ask(stranger, 'A live question by the stranger member');
    await answer(moderator, theirs.id, 'A staff answer to the live question.');
    const inbox = async () => (await v1<{ count: number; list: unknown[] }>('/notification/page', { type: 'inbox', page: 1, page_size: 50 }, stranger)).data;
    await expect.poll(async () => (await inbox()).count, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);
    expect(JSON.stringify(await inbox())).not.toContain(TITLE);

    // The answerer's personal answer page, to a visitor; the answer's timeline, to another member.
    expect(JSON.stringify((await v1('/personal/answer/page', { username: moderator.username, order: 'newest', page: 1, page_size: 20 })).data)).not.toContain(TITLE);
    expect((await v1('/activity/timeline', { object_id: live.id }, stranger)).status).toBe(404);
    expect((await v1('/activity/timeline', { object_id: live.id }, moderator)).status).toBe(200);

    // Flags: another member cannot flag what they cannot see.
    expect((await server.api.post(`${API}/report`, { object_id: held.id, report_type: 6 }, { token: stranger.token })).status).toBe(404);

    // A held answer on the held question cannot be approved before its question.
    const refused = await decide(moderator, (await entry(heldAnswer.id))!.review_id, 'approve');
    expect(refused.status).toBe(400);
    expect(refused.reason).toBe('error.review.question_not_live');
    expect((await decide(moderator, (await entry(held.id))!.review_id, 'approve')).status).toBe(200);
    expect((await decide(moderator, (await entry(heldAnswer.id))!.review_id, 'approve')).status).toBe(200);
    await reset();
  }, 90_000);
});
