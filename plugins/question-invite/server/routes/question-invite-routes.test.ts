import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { TAG } from '../../../../tests/support/posts.ts';
import { PRIVILEGE_KEYS } from '../../../reputation/schemas/privileges.ts';
import { INVITEES_MAX } from '../../schemas/question-invite.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';
const BODY = 'A body long enough to pass the rules of the site.';

interface Invitee { id: string; username: string; display_name: string; avatar: string; rank: number; status: string }
interface Notices { count: number; list: { notification_action: string; object_info: { object_id: string; object_type: string; title: string } }[] }

/** Notices and mail go out after the invitation commits: wait for them, never for a time. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 25 });

/** Issue 26 item 4, `GET`/`PUT question/invite`, on every engine; members come from the admin's add-user. */
describe.each(testEngines())('invite to answer on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let asker: TestUser;
  let inviter: TestUser;
  const invitees: TestUser[] = [];

  const addMember = async (name: string): Promise<TestUser> => {
    const email = `${name}@example.org`;
    const res = await server.api.post(`${ADMIN}/user`, { display_name: name, email, password: 'invite-pass-1' }, { token: admin.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return server.login(email, 'invite-pass-1');
  };
  const ask = async (who: TestUser, title: string): Promise<{ id: string; status: number }> => {
    const res = await server.api.post<{ id: string; status: number }>(`${V1}/question`, { title, content: BODY, tags: [{ slug_name: TAG }] }, { token: who.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return res.data;
  };
  const invite = (who: TestUser, id: string, names: string[]) => server.api.put(`${V1}/question/invite`, { id, invite_user: names }, { token: who.token });
  const invited = async (id: string, who?: TestUser) => {
    const res = await server.api.get<Invitee[]>(`${V1}/question/invite`, { query: { id }, token: who?.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return res.data.map((u) => u.username);
  };
  /** A member's invitation notices about one question (the invites tab of their inbox). */
  const notices = async (who: TestUser, questionId: string) => {
    const page = (await server.api.get<Notices>(`${V1}/notification/page`, { token: who.token, query: { type: 'inbox', inbox_type: 'invites', page_size: 100 } })).data;
    return page.list.filter((n) => n.object_info.object_id === questionId);
  };
  const mails = async (who: TestUser, title: string) => (await server.outbox(who.email)).filter((m) => m.subject.includes('invited you to answer') && m.text.includes(title));
  const extendsActions = async (id: string, who?: TestUser) =>
    (await server.api.get<{ extends_actions: { action: string }[] }>(`${V1}/question/info`, { query: { id }, token: who?.token })).data.extends_actions.map((a) => a.action);
  const privileges = async (inviteNeeds: number) => {
    const custom = { level: 99, custom_privileges: PRIVILEGE_KEYS.map((key) => ({ key, value: key === 'rank.answer.invite_someone_to_answer' ? inviteNeeds : 1 })) };
    expect((await server.api.put(`${ADMIN}/setting/privileges`, custom, { token: admin.token })).code).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer({
      engine, plugins: ['markdown', 'tags', 'questions', 'users', 'notifications', 'mail-smtp', 'reputation', 'revisions', 'review', 'reviewer-basic', 'question-invite'],
    });
    admin = await server.admin();
    await server.api.post(`${V1}/question`, { title: 'A staff question that makes the tag', content: BODY, tags: [{ slug_name: TAG, display_name: TAG }] }, { token: admin.token });
    expect((await server.api.put(`${ADMIN}/reviewer-basic/settings`, { review_all_posts: false, review_first_post: false, review_words: '' }, { token: admin.token })).code).toBe(200);
    asker = await addMember('asker');
    inviter = await addMember('inviter');
    for (let i = 1; i <= INVITEES_MAX + 1; i += 1) invitees.push(await addMember(`expert${i}`));
  }, 90_000);
  afterAll(() => server?.close());

  it('needs Answer\'s privilege to invite, and question/info offers the action to those who hold it', async () => {
    const q = await ask(asker, 'Who knows how to tune a database well?');
    expect(await invited(q.id)).toEqual([]);
    // A fresh site's level 2: inviting needs 500 reputation.
    const refused = await invite(inviter, q.id, [invitees[0]!.username]);
    expect(refused).toMatchObject({ status: 403, reason: 'error.rank.no_enough_rank_to_operate' });
    expect(await extendsActions(q.id, inviter)).toEqual([]);
    expect(await extendsActions(q.id, admin)).toEqual(['invite_other_to_answer']);
    expect(await extendsActions(q.id)).toEqual([]);
    await privileges(1);
    expect(await extendsActions(q.id, inviter)).toEqual(['invite_other_to_answer']);
    expect((await invite(inviter, q.id, [invitees[0]!.username])).code).toBe(200);
    expect(await invited(q.id)).toEqual([invitees[0]!.username]);
  });

  it('tells each member once, with a notice and a mail, however the list changes and whoever changes it', async () => {
    const q = await ask(asker, 'Which index suits a wide table?');
    const [a, b, c, d] = invitees as [TestUser, TestUser, TestUser, TestUser];
    expect((await invite(inviter, q.id, [a.username, b.username])).code).toBe(200);
    const list = await server.api.get<Invitee[]>(`${V1}/question/invite`, { query: { id: q.id } });
    expect(list.data.map((u) => [u.username, u.display_name, u.status])).toEqual([[a.username, 'expert1', 'normal'], [b.username, 'expert2', 'normal']]);
    const title = 'Which index suits a wide table?';
    await eventually(async () => expect(await notices(a, q.id)).toHaveLength(1));
    const notice = (await notices(a, q.id))[0]!;
    expect(notice).toMatchObject({ notification_action: 'invited you to answer', object_info: { object_id: q.id, object_type: 'question', title: 'Which index suits a wide table?' } });
    await eventually(async () => expect(await mails(a, title)).toHaveLength(1));
    expect((await mails(a, title))[0]!.subject).toBe('[Quorum Test] inviter invited you to answer');
    await eventually(async () => expect(await notices(b, q.id)).toHaveLength(1));

    // b stays, a goes, c is new; then a comes back, the order changes and staff sets the list.
    expect((await invite(inviter, q.id, [b.username, c.username])).code).toBe(200);
    expect(await invited(q.id)).toEqual([b.username, c.username]);
    await eventually(async () => expect(await notices(c, q.id)).toHaveLength(1));
    expect((await invite(inviter, q.id, [c.username, a.username, b.username])).code).toBe(200);
    expect(await invited(q.id)).toEqual([c.username, a.username, b.username]);
    expect((await invite(admin, q.id, [a.username, b.username, c.username, d.username])).code).toBe(200);
    await eventually(async () => expect(await notices(d, q.id)).toHaveLength(1));
    for (const member of [a, b, c, d]) {
      expect(await notices(member, q.id)).toHaveLength(1);
      expect(await mails(member, title)).toHaveLength(1);
    }
    // An empty list takes everyone off.
    expect((await invite(inviter, q.id, [])).code).toBe(200);
    expect(await invited(q.id)).toEqual([]);
  });

  it('tells a member invited by several requests at once only once', async () => {
    const q = await ask(asker, 'Many people invite the same expert at once');
    const target = invitees[4]!;
    const all = await Promise.all([inviter, admin, inviter, admin, inviter].map((who) => invite(who, q.id, [target.username])));
    for (const res of all) expect(res.code, JSON.stringify(res)).toBe(200);
    await eventually(async () => expect(await notices(target, q.id)).toHaveLength(1));
    // A later invitation of another member proves the earlier ones were all handled.
    expect((await invite(inviter, q.id, [target.username, invitees[3]!.username])).code).toBe(200);
    await eventually(async () => expect(await notices(invitees[3]!, q.id)).toHaveLength(1));
    expect(await notices(target, q.id)).toHaveLength(1);
  });

  it(`refuses more than ${INVITEES_MAX}, members who cannot be invited, the asker and oneself, writing nothing`, async () => {
    const q = await ask(asker, 'A question whose list stays as it is');
    expect((await invite(inviter, q.id, [invitees[0]!.username])).code).toBe(200);
    const tooMany = await invite(inviter, q.id, invitees.map((u) => u.username));
    expect(tooMany).toMatchObject({ status: 400, reason: 'error.question_invite.too_many', msg: `At most ${INVITEES_MAX} people can be invited to answer a question.` });
    expect((tooMany.data as unknown as { error_field: string }[])[0]!.error_field).toBe('invite_user');
    const zh = await server.api.put(`${V1}/question/invite`, { id: q.id, invite_user: invitees.map((u) => u.username) }, { token: inviter.token, language: 'zh_CN' });
    expect(zh.msg).toBe(`每个问题最多邀请 ${INVITEES_MAX} 人回答。`);
    expect(await invite(inviter, q.id, ['nobody-here'])).toMatchObject({ status: 400, reason: 'error.question_invite.not_member', msg: 'nobody-here is not a member who can be invited.' });
    expect(await invite(inviter, q.id, [invitees[1]!.username, asker.username])).toMatchObject({ status: 400, reason: 'error.question_invite.asker' });
    expect(await invite(inviter, q.id, [inviter.username])).toMatchObject({ status: 400, reason: 'error.question_invite.self' });
    expect((await server.api.put(`${V1}/question/invite`, { id: q.id, invite_user: 'expert1' }, { token: inviter.token })).status).toBe(400);
    expect(await invited(q.id)).toEqual([invitees[0]!.username]);
  });

  it('refuses missing, deleted, held and closed questions, visitors and suspended members', async () => {
    const name = invitees[2]!.username;
    expect((await invite(inviter, '10010000009999999', [name])).status).toBe(404);
    expect((await server.api.get(`${V1}/question/invite`, { query: { id: '10010000009999999' } })).status).toBe(404);
    const gone = await ask(asker, 'A question deleted before anyone is invited');
    expect((await server.api.delete(`${V1}/question`, { id: gone.id }, { token: asker.token })).code).toBe(200);
    expect((await invite(inviter, gone.id, [name])).status).toBe(404);
    expect(await invite(admin, gone.id, [name])).toMatchObject({ status: 400, reason: 'error.object.already_deleted' });
    expect(await invited(gone.id, admin)).toEqual([]);

    const closed = await ask(asker, 'A question closed before anyone is invited');
    expect((await server.api.put(`${V1}/question/status`, { id: closed.id, close_type: 3, close_msg: 'off topic' }, { token: admin.token })).code).toBe(200);
    expect(await invite(inviter, closed.id, [name])).toMatchObject({ status: 400, reason: 'error.question_invite.closed' });

    expect((await server.api.put(`${ADMIN}/reviewer-basic/settings`, { review_all_posts: true }, { token: admin.token })).code).toBe(200);
    try {
      const held = await ask(asker, 'A question held for review, not yet open to invitations');
      expect(held.status).toBe(11);
      expect((await invite(inviter, held.id, [name])).status).toBe(404);
      expect(await invite(asker, held.id, [name])).toMatchObject({ status: 400, reason: 'error.question_invite.held' });
      expect(await invited(held.id, asker)).toEqual([]);
    } finally {
      expect((await server.api.put(`${ADMIN}/reviewer-basic/settings`, { review_all_posts: false }, { token: admin.token })).code).toBe(200);
    }

    const open = await ask(asker, 'A question a suspended member tries to invite to');
    expect((await server.api.put(`${V1}/question/invite`, { id: open.id, invite_user: [name] })).status).toBe(401);
    const target = invitees[5]!;
    const suspended = await server.api.put(`${ADMIN}/user/status`, { user_id: target.id, status: 'suspended', suspend_duration: '24h' }, { token: admin.token });
    expect(suspended.code).toBe(200);
    // Suspending ends the member's sessions; nor can anyone invite them now.
    expect((await invite(target, open.id, [name])).status).toBe(401);
    expect(await invite(inviter, open.id, [target.username])).toMatchObject({ status: 400, reason: 'error.question_invite.not_member' });
    expect(await invited(open.id)).toEqual([]);
  });
});
