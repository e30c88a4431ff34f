import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { answer, ask, comment, remove } from '../../../../tests/support/posts.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';

interface Summary { reaction_summary: { emoji: string; count: number; tooltip: string; is_active: boolean }[] }

/** Answer 2.0's `meta/reaction` on every engine; members are added through the admin's add-user, as a site's admin would. */
describe.each(testEngines())('reactions on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let question: string;
  const members: TestUser[] = [];

  const react = (who: TestUser, objectId: string, emoji: string, reaction = 'activate') =>
    server.api.put<Summary>(`${V1}/meta/reaction`, { object_id: objectId, emoji, reaction }, { token: who.token });
  const summary = (objectId: string, who?: TestUser, language = 'en_US') =>
    server.api.get<Summary>(`${V1}/meta/reaction`, { query: { object_id: objectId }, token: who?.token, language });

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['admin', 'questions', 'tags', 'comments', 'reactions'] });
    admin = await server.admin();
    for (let i = 1; i <= 7; i++) {
      const email = `reactor${i}@example.org`;
      const added = await server.api.post(`${ADMIN}/user`, { display_name: `Reactor ${i}`, email, password: 'reactor-pass-1' }, { token: admin.token });
      expect(added.code).toBe(200);
      members.push(await server.login(email, 'reactor-pass-1'));
    }
    question = await ask(server, admin, 'A question members react to');
  });
  afterAll(() => server.close());

  it('starts empty, and a member adds a heart that everyone sees, active for them alone', async () => {
    expect((await summary(question)).data).toEqual({ reaction_summary: [] });
    const res = await react(members[0]!, question, 'heart');
    expect(res.code).toBe(200);
    expect(res.data.reaction_summary).toEqual([{ emoji: 'heart', count: 1, tooltip: 'Reactor 1', is_active: true }]);
    expect((await summary(question)).data.reaction_summary).toEqual([{ emoji: 'heart', count: 1, tooltip: 'Reactor 1', is_active: false }]);
    expect((await summary(question, members[1])).data.reaction_summary[0]!.is_active).toBe(false);
  });

  it('keeps one reaction of each kind per member, even when the same one arrives many times at once', async () => {
    const all = await Promise.all(Array.from({ length: 6 }, () => react(members[1]!, question, 'smile')));
    for (const res of all) expect(res.code).toBe(200);
    const smile = (await summary(question, members[1])).data.reaction_summary.find((r) => r.emoji === 'smile');
    expect(smile).toEqual({ emoji: 'smile', count: 1, tooltip: 'Reactor 2', is_active: true });
  });

  it('lists emojis in the order first chosen, and names five members, then how many more (in both languages)', async () => {
    for (const member of members.slice(1)) expect((await react(member, question, 'heart')).code).toBe(200);
    const data = (await summary(question)).data.reaction_summary;
    expect(data.map((r) => r.emoji)).toEqual(['heart', 'smile']);
    expect(data[0]).toMatchObject({ count: 7, tooltip: 'Reactor 1, Reactor 2, Reactor 3, Reactor 4, Reactor 5 and 2 more' });
    const zh = (await summary(question, undefined, 'zh_CN')).data.reaction_summary[0]!;
    expect(zh.tooltip).toBe('Reactor 1, Reactor 2, Reactor 3, Reactor 4, Reactor 5 以及另外 2 人');
  });

  it('takes a reaction back, and drops an emoji nobody holds any more', async () => {
    const res = await react(members[1]!, question, 'smile', 'deactivate');
    expect(res.data.reaction_summary.map((r) => r.emoji)).toEqual(['heart']);
    // taking back what one never gave changes nothing
    expect((await react(members[1]!, question, 'frown', 'deactivate')).data.reaction_summary.map((r) => r.emoji)).toEqual(['heart']);
  });

  it('reacts on answers too', async () => {
    const answerId = await answer(server, admin, question);
    expect((await react(members[2]!, answerId, 'frown')).data.reaction_summary).toEqual([{ emoji: 'frown', count: 1, tooltip: 'Reactor 3', is_active: true }]);
  });

  it('refuses visitors, unknown emojis, comments, missing posts and new reactions on deleted posts, writing nothing', async () => {
    const visitor = await server.api.put(`${V1}/meta/reaction`, { object_id: question, emoji: 'heart', reaction: 'activate' });
    expect(visitor.status).toBe(401);
    const odd = await react(members[3]!, question, 'thumbs_up');
    expect(odd.status).toBe(400);
    expect((odd.data as unknown as { error_field: string }[])[0]!.error_field).toBe('emoji');
    const commentId = await comment(server, admin, question, 'A comment nobody may react to here.');
    expect((await react(members[3]!, commentId, 'heart')).status).toBe(404);
    expect((await react(members[3]!, '10010000000099999', 'heart')).status).toBe(404);
    const doomed = await ask(server, admin, 'A question deleted before anyone reacts');
    await remove(server, admin, 'question', doomed);
    const late = await react(members[3]!, doomed, 'heart');
    expect(late.status).toBe(400);
    expect(late.reason).toBe('error.object.already_deleted');
    expect((await summary(doomed)).data).toEqual({ reaction_summary: [] });
  });

  it('refuses a suspended member', async () => {
    const target = members[6]!;
    const suspended = await server.api.put(`${ADMIN}/user/status`, { user_id: target.id, status: 'suspended', suspend_duration: '24h' }, { token: admin.token });
    expect(suspended.code).toBe(200);
    // suspending ends the member's sessions, and a suspended account cannot sign in again
    expect((await react(target, question, 'smile')).status).toBe(401);
    const again = await server.api.post(`${V1}/user/login/email`, { e_mail: target.email, pass: target.password });
    expect(again.status).toBe(403);
    expect((await summary(question)).data.reaction_summary.find((r) => r.emoji === 'smile')).toBeUndefined();
  });
});
