import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, ask } from '../../../../tests/support/posts.ts';
import { Role } from '../../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { PRIVILEGE_KEYS, type PrivilegesView } from '../../schemas/privileges.ts';
import type { PermissionMap } from '../../../../schemas/api/permission.ts';
import { PLUGINS, V1 } from '../reputation-test-kit.ts';

const ADMIN = '/answer/admin/api';

describe.each(testEngines())('privileges on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let author: TestUser;
  let question: string;
  let ans: string;
  const member = async (rank: number) => {
    const user = await server.createUser();
    await server.kernel.db('user').where({ id: Number(user.id) }).update({ rank });
    return user;
  };
  const level = (body: object) => server.api.put(`${ADMIN}/setting/privileges`, body, { token: admin.token });
  const vote = (user: TestUser, id: string, dir: 'up' | 'down') => server.api.post(`${V1}/vote/${dir}`, { object_id: id, is_cancel: false }, { token: user.token });
  const newTag = (user: TestUser, slug: string) => server.api.post(`${V1}/tag`, { slug_name: slug, display_name: slug }, { token: user.token });

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: PLUGINS });
    admin = await server.admin();
    author = await member(1);
    question = await ask(server, author, 'Which privileges does a member hold?');
    ans = await answer(server, author, question);
  });
  afterAll(() => server.close());

  it('a fresh site is at level 2: upvotes need 8, downvotes 125, with Answer\'s reason', async () => {
    const low = await member(7);
    expect(await vote(low, question, 'up')).toMatchObject({ status: 403, reason: 'error.rank.no_enough_rank_to_operate', msg: 'This needs at least 8 reputation.' });
    const zh = await server.api.post(`${V1}/vote/up`, { object_id: ans, is_cancel: false }, { token: low.token, language: 'zh_CN' });
    expect(zh).toMatchObject({ status: 403, msg: '此操作至少需要 8 声望。' });
    const eight = await member(8);
    expect((await vote(eight, question, 'up')).code).toBe(200);
    expect(await vote(eight, ans, 'down')).toMatchObject({ status: 403, msg: 'This needs at least 125 reputation.' });
    const high = await member(125);
    expect((await vote(high, ans, 'down')).code).toBe(200);
    // Staff hold every power whatever their reputation.
    const moderator = await server.createUser({ role: Role.moderator });
    expect((await vote(moderator, question, 'down')).code).toBe(200);
  });

  it('creating a tag needs 750, on its own and through a question; comments need 1', async () => {
    const below = await member(749);
    expect(await newTag(below, 'fresh-749')).toMatchObject({ status: 403, reason: 'error.rank.no_enough_rank_to_operate' });
    const asked = await server.api.post(`${V1}/question`, { title: 'A question with a new tag', content: 'A body long enough to pass.', tags: [{ slug_name: 'brand-new' }] }, { token: below.token });
    expect(asked.status).toBe(400);
    const enough = await member(750);
    expect((await newTag(enough, 'fresh-750')).code).toBe(200);
    const zero = await member(0);
    expect(await server.api.post(`${V1}/comment`, { object_id: question, original_text: 'A comment here.' }, { token: zero.token })).toMatchObject({ status: 403, reason: 'error.rank.no_enough_rank_to_operate' });
    expect((await server.api.post(`${V1}/comment`, { object_id: question, original_text: 'A comment here.' }, { token: author.token })).code).toBe(200);
  });

  it('GET permission answers each action for the viewer, visitors included, and refuses unknown ones', async () => {
    const hundred = await member(100);
    const res = await server.api.get<PermissionMap>(`${V1}/permission`, { query: { action: 'question.vote_up,tag.add,question.close,question.edit' }, token: hundred.token });
    expect(res.data).toEqual({
      'question.vote_up': { has_permission: true, no_permission_tip: '' },
      'tag.add': { has_permission: false, no_permission_tip: 'This needs at least 750 reputation.' },
      'question.close': { has_permission: false, no_permission_tip: 'Your reputation does not allow this.' },
      'question.edit': { has_permission: true, no_permission_tip: '' },
    });
    const staff = await server.api.get<PermissionMap>(`${V1}/permission`, { query: { action: 'question.close' }, token: admin.token });
    expect(staff.data['question.close']!.has_permission).toBe(true);
    const visitor = await server.api.get<PermissionMap>(`${V1}/permission`, { query: { action: 'comment.add' } });
    expect(visitor.data['comment.add']!.has_permission).toBe(false);
    expect((await server.api.get(`${V1}/permission`, { query: { action: 'question.fly' } })).status).toBe(400);
    expect((await server.api.get(`${V1}/permission`)).status).toBe(400);
  });

  it('the admin page lists three presets and the custom set; a preset switch changes thresholds; custom values are checked', async () => {
    const view = await server.api.get<PrivilegesView>(`${ADMIN}/setting/privileges`, { token: admin.token });
    expect(view.data.selected_level).toBe(2);
    expect(view.data.options.map((o) => o.level)).toEqual([1, 2, 3, 99]);
    expect(view.data.options[1]!.privileges).toHaveLength(PRIVILEGE_KEYS.length);
    expect(view.data.options[1]!.privileges.find((p) => p.key === 'rank.tag.add')).toEqual({ key: 'rank.tag.add', label: 'Create a new tag', value: 750 });

    const ten = await member(10);
    expect((await level({ level: 3 })).code).toBe(200);
    expect((await vote(ten, ans, 'up')).status).toBe(403);
    expect((await level({ level: 1 })).code).toBe(200);
    expect((await vote(ten, ans, 'up')).code).toBe(200);

    expect((await level({ level: 99, custom_privileges: [{ key: 'rank.tag.add', value: 5 }] })).code).toBe(200);
    const five = await member(5);
    expect((await newTag(five, 'custom-five')).code).toBe(200);
    // Keys left out keep the medium value.
    expect((await vote(five, question, 'up')).status).toBe(403);
    const custom = await server.api.get<PrivilegesView>(`${ADMIN}/setting/privileges`, { token: admin.token });
    expect(custom.data.selected_level).toBe(99);
    expect(custom.data.options[3]!.privileges.find((p) => p.key === 'rank.tag.add')!.value).toBe(5);

    expect((await level({ level: 99, custom_privileges: [{ key: 'rank.tag.add', value: 0 }] })).status).toBe(400);
    expect((await level({ level: 99, custom_privileges: [{ key: 'rank.nothing', value: 5 }] })).status).toBe(400);
    expect((await level({ level: 4 })).status).toBe(400);
    expect((await server.api.put(`${ADMIN}/setting/privileges`, { level: 1 }, { token: author.token })).status).toBe(403);
    expect((await level({ level: 2 })).code).toBe(200);
  });

  it('member_actions offer editing others\' posts only where the server would allow it', async () => {
    const actions = async (user: TestUser) => (await server.api.get<{ member_actions: { action: string }[] }>(`${V1}/question/info`, { query: { id: question }, token: user.token })).data.member_actions.map((a) => a.action);
    expect(await actions(author)).toContain('edit');
    expect(await actions(await member(1000))).not.toContain('edit');
    expect(await actions(admin)).toContain('edit');
  });
});
