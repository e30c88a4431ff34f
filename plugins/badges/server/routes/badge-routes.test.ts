import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { answer, ask } from '../../../../tests/support/posts.ts';
import type { AwardsPage, BadgeGroups, BadgeInfo, UserBadges } from '../../schemas/badge.ts';
import { BADGE_PLUGINS, addMember, badgeId, earned, upvote, waitForBadge } from '../badges-test-kit.ts';

const V1 = '/answer/api/v1';

/**
 * Answer 2.0's badges on every engine, earned through real actions: asking, answering,
 * accepting, voting by other members, editing and filling in a profile.
 */
describe.each(testEngines())('badges on %s', (engine) => {
  let server: TestServer;
  let asker: TestUser;
  let answerer: TestUser;
  let voter: TestUser;
  let question: string;
  let answerId: string;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: BADGE_PLUGINS });
    asker = await addMember(server, 'Asker');
    answerer = await addMember(server, 'Answerer');
    voter = await addMember(server, 'Voter');
    question = await ask(server, asker, 'Which badges does a first accepted answer earn?');
    answerId = await answer(server, answerer, question);
  });
  afterAll(() => server.close());

  it("lists Answer's catalogue by group, in the reader's language, with short ids", async () => {
    const res = await server.api.get<BadgeGroups>(`${V1}/badges`);
    expect(res.code).toBe(200);
    expect(res.data.map((g) => g.group_name)).toEqual(['Getting Started', 'Community', 'Posting']);
    expect(res.data.map((g) => g.badges.length)).toEqual([7, 1, 6]);
    const [first] = res.data[0]!.badges;
    expect(first).toEqual({ id: expect.not.stringMatching(/^\d+$/), name: 'Autobiographer', icon: 'person-badge-fill', award_count: 0, earned_count: 0, level: 1 });
    expect(res.data[2]!.badges.map((b) => [b.name, b.level])).toEqual([
      ['Nice Answer', 1], ['Good Answer', 2], ['Great Answer', 3], ['Nice Question', 1], ['Good Question', 2], ['Great Question', 3],
    ]);
    const zh = await server.api.get<BadgeGroups>(`${V1}/badges`, { language: 'zh_CN' });
    expect(zh.data[0]!.group_name).toBe('入门');
    expect(zh.data[0]!.badges[1]!.name).toBe('编辑');
  });

  it('describes one badge by its short or long id, and answers 404 for one that is not there', async () => {
    const id = await badgeId(server, 'Nice Answer');
    const info = await server.api.get<BadgeInfo>(`${V1}/badge`, { query: { id } });
    expect(info.data).toEqual({
      id, name: 'Nice Answer', description: 'Answer score of 10 or more.', icon: 'chat-square-text-fill', award_count: 0, earned_count: 0, is_single: false, level: 1,
    });
    expect((await server.api.get<BadgeInfo>(`${V1}/badge`, { query: { id: '10070000000000009' } })).data.id).toBe(id);
    const single = await server.api.get<BadgeInfo>(`${V1}/badge`, { query: { id: await badgeId(server, 'Autobiographer') } });
    expect(single.data).toMatchObject({ is_single: true, description: 'Filled out <a href="/users/settings/profile">profile</a> information.' });
    const missing = await server.api.get(`${V1}/badge`, { query: { id: '10070000000000999' } });
    expect([missing.status, missing.reason, missing.msg]).toEqual([404, 'error.badge.object_not_found', 'Badge not found.']);
    expect((await server.api.get(`${V1}/badge`, { query: { id: 'no such badge' } })).status).toBe(404);
    expect((await server.api.get(`${V1}/badge`)).status).toBe(400);
  });

  it('gives the asker Scholar and the answerer Solved when an answer is accepted', async () => {
    const res = await server.api.post(`${V1}/answer/acceptance`, { question_id: question, answer_id: answerId }, { token: asker.token });
    expect(res.code).toBe(200);
    await waitForBadge(server, asker, 'Scholar');
    await waitForBadge(server, answerer, 'Solved');
    expect(await earned(server, asker)).toEqual({ Scholar: 1 });
    expect(await earned(server, answerer)).toEqual({ Solved: 1 });
  });

  it('tells the member of each badge earned in their achievements, in their language', async () => {
    interface Notices { list: { object_info: { title: string; object_type: string; object_map: Record<string, string> }; notification_action: string }[] }
    const badgeNotices = async (language: string) => {
      const res = await server.api.get<Notices>(`${V1}/notification/page`, { query: { type: 'achievement' }, token: answerer.token, language });
      return res.data.list.filter((n) => n.object_info.object_type === 'badge_award');
    };
    await expect.poll(async () => (await badgeNotices('en_US')).map((n) => n.object_info.title)).toEqual(['You\'ve earned the "Solved" badge']);
    const [notice] = await badgeNotices('zh_CN');
    expect(notice!.object_info).toMatchObject({ title: '你获得了“已解决”徽章', object_map: { badge_id: '10070000000000008' } });
    const dots = await server.api.get<{ achievement: number }>(`${V1}/notification/status`, { token: answerer.token });
    expect(dots.data.achievement).toBeGreaterThanOrEqual(1);
  });

  it("gives First Upvote to the voter, once, and nothing for a downvote or one's own post", async () => {
    const own = await server.api.post(`${V1}/vote/up`, { object_id: question }, { token: asker.token });
    expect(own.status).toBe(400);
    const down = await server.api.post(`${V1}/vote/down`, { object_id: question }, { token: voter.token });
    expect(down.code).toBe(200);
    await upvote(server, voter, answerId);
    await waitForBadge(server, voter, 'First Upvote');
    await upvote(server, voter, question);
    // a second upvote has had its chance to award: the list reads after the last vote's handlers
    await expect.poll(async () => (await server.api.get<{ count: number }>(`${V1}/badge/awards/page`, { query: { badge_id: await badgeId(server, 'First Upvote') } })).data.count).toBe(1);
    expect(await earned(server, voter)).toEqual({ 'First Upvote': 1 });
    expect(await earned(server, asker)).toEqual({ Scholar: 1 });
  });

  it('gives Editor for an edit and Autobiographer for a bio, not for a profile without one', async () => {
    const edit = await server.api.put(`${V1}/answer`, { id: answerId, content: 'An answer with enough characters, now edited.', edit_summary: 'clearer' }, { token: answerer.token });
    expect(edit.code, JSON.stringify(edit)).toBe(200);
    await waitForBadge(server, answerer, 'Editor');
    expect((await server.api.put(`${V1}/user/info`, { location: 'Lisbon' }, { token: voter.token })).code).toBe(200);
    expect((await server.api.put(`${V1}/user/info`, { bio: 'I answer questions about badges.' }, { token: answerer.token })).code).toBe(200);
    await waitForBadge(server, answerer, 'Autobiographer');
    expect(await earned(server, answerer)).toEqual({ Autobiographer: 1, Editor: 1, Solved: 1 });
    expect(await earned(server, voter)).toEqual({ 'First Upvote': 1 });
  });

  it("lists a badge's earners with the post that earned it, and a member's badges, recent first", async () => {
    const solved = await badgeId(server, 'Solved');
    const page = await server.api.get<AwardsPage>(`${V1}/badge/awards/page`, { query: { badge_id: solved } });
    expect(page.data.count).toBe(1);
    expect(page.data.list[0]).toMatchObject({
      object_id: answerId, question_id: question, answer_id: answerId, comment_id: '', object_type: 'answer',
      url_title: 'Which badges does a first accepted answer earn?', author_user_info: { id: answerer.id, username: answerer.username, display_name: 'Answerer' },
    });
    const autobiographer = await server.api.get<AwardsPage>(`${V1}/badge/awards/page`, { query: { badge_id: await badgeId(server, 'Autobiographer') } });
    expect(autobiographer.data.list[0]).toMatchObject({ object_id: '', object_type: '', url_title: '' });
    const mine = await server.api.get<AwardsPage>(`${V1}/badge/awards/page`, { query: { badge_id: solved, username: asker.username } });
    expect(mine.data).toEqual({ count: 0, list: [] });
    const recent = await server.api.get<UserBadges>(`${V1}/badge/user/awards/recent`, { query: { username: answerer.username } });
    expect(recent.data.list.map((b) => b.name)).toEqual(['Autobiographer', 'Editor', 'Solved']);
    const groups = await server.api.get<BadgeGroups>(`${V1}/badges`, { token: answerer.token });
    expect(groups.data[1]!.badges[0]).toMatchObject({ name: 'Solved', award_count: 1, earned_count: 1 });
    expect((await server.api.get<BadgeInfo>(`${V1}/badge`, { query: { id: solved }, token: answerer.token })).data).toMatchObject({ award_count: 1, earned_count: 1 });
  });

  it('gives First Share when someone else opens a question through a member\u2019s share link, and refuses what is not there', async () => {
    const share = (body: Record<string, string>, who?: TestUser) => server.api.post(`${V1}/badge/share`, body, { token: who?.token });
    expect((await share({ question_id: question, username: voter.username }, voter)).code).toBe(200);
    expect((await share({ question_id: question, username: 'nobody-here' })).status).toBe(404);
    expect((await share({ question_id: '10010000000099999', username: voter.username })).status).toBe(404);
    expect((await share({ question_id: answerId, username: voter.username })).status).toBe(404);
    expect((await share({ question_id: question })).status).toBe(400);
    const doomed = await ask(server, asker, 'A question deleted before its link is shared');
    expect((await server.api.delete(`${V1}/question`, { id: doomed }, { token: asker.token })).code).toBe(200);
    expect((await share({ question_id: doomed, username: voter.username })).status).toBe(404);
    // a visitor opening the voter's link: the voter earns it (their own visit above did not)
    expect((await share({ question_id: question, username: voter.username })).code).toBe(200);
    expect(await earned(server, voter)).toEqual({ 'First Share': 1, 'First Upvote': 1 });
    expect((await share({ question_id: question, username: voter.username }, answerer)).code).toBe(200);
    expect(await earned(server, voter)).toEqual({ 'First Share': 1, 'First Upvote': 1 });
  });

  it('answers 404 for an unknown member or badge in the lists, and 400 for a missing one', async () => {
    for (const path of ['/badge/user/awards', '/badge/user/awards/recent']) {
      const res = await server.api.get(`${V1}${path}`, { query: { username: 'nobody-here' } });
      expect([res.status, res.reason]).toEqual([404, 'error.user.not_found']);
      expect((await server.api.get(`${V1}${path}`)).status).toBe(400);
    }
    const unknown = await server.api.get(`${V1}/badge/awards/page`, { query: { badge_id: await badgeId(server, 'Solved'), username: 'nobody-here' } });
    expect(unknown.status).toBe(404);
    expect((await server.api.get(`${V1}/badge/awards/page`, { query: { badge_id: '10070000000000999' } })).status).toBe(404);
    expect((await server.api.get(`${V1}/badge/awards/page`, { query: { badge_id: await badgeId(server, 'Solved'), page_size: 1000 } })).status).toBe(400);
  });
});
