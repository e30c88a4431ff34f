import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { ask } from '../../../../tests/support/posts.ts';
import type { UserPlugin, UserPluginConfig } from '../../schemas/member-settings.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';
const CONFIG = `${V1}/user/plugin/config`;
const SLUG = 'notifications';

/** Notices are written after the vote commits: wait for them, never for a time. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 25 });

/** Issue 26 item 7: per-member plugin settings (`user/plugin/*`), with notifications' achievement choices as the plugin using them. */
describe.each(testEngines())('member plugin settings on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let member: TestUser;
  let other: TestUser;

  const addMember = async (name: string): Promise<TestUser> => {
    const email = `${name}@example.org`;
    const res = await server.api.post(`${ADMIN}/user`, { display_name: name, email, password: 'settings-pass-1' }, { token: admin.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return server.login(email, 'settings-pass-1');
  };
  const read = (who: TestUser | undefined, slug = SLUG, language?: string) =>
    server.api.get<UserPluginConfig>(CONFIG, { token: who?.token, query: { plugin_slug_name: slug }, language });
  const save = (who: TestUser | undefined, body: unknown) => server.api.put(CONFIG, body, { token: who?.token });
  const achievements = async (who: TestUser) =>
    (await server.api.get<{ list: { notification_action: string }[] }>(`${V1}/notification/page`, { token: who.token, query: { type: 'achievement' } })).data.list;
  /** Every event notifications journaled has been told (its durable runs leave the journal when done). */
  const allTold = () => eventually(async () => expect(Number((await server.kernel.db('event_journal').where({ owner: SLUG }).count({ n: '*' }))[0]!.n)).toBe(0));
  const upvote = async (objectId: string) => expect((await server.api.post(`${V1}/vote/up`, { object_id: objectId, is_cancel: false }, { token: admin.token })).code).toBe(200);

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'votes', 'reputation', 'users', 'badges', 'notifications', 'plugin-configs'] });
    admin = await server.admin();
    member = await addMember('chooser');
    other = await addMember('bystander');
  }, 60_000);
  afterAll(() => server?.close());

  it('lists the plugins with member settings, named in the reader\'s language', async () => {
    const en = await server.api.get<UserPlugin[]>(`${V1}/user/plugin/configs`, { token: member.token });
    expect(en.code, JSON.stringify(en)).toBe(200);
    expect(en.data).toEqual([{ name: 'Achievement notices', slug_name: SLUG }]);
    const zh = await server.api.get<UserPlugin[]>(`${V1}/user/plugin/configs`, { token: member.token, language: 'zh_CN' });
    expect(zh.data).toEqual([{ name: '成就通知', slug_name: SLUG }]);
  });

  it("answers a plugin's form in Answer's field shape and as a schema, with the defaults before any choice", async () => {
    const res = await read(member);
    expect(res.code, JSON.stringify(res)).toBe(200);
    expect(res.data.name).toBe('Achievement notices');
    expect(res.data.config).toEqual({ reputation_notices: true, badge_notices: true });
    expect(res.data.config_fields).toEqual([
      { name: 'reputation_notices', type: 'switch', title: 'Reputation changes', description: 'Put a notice in my achievements when my reputation goes up or down.', required: false, value: true, ui_options: { label: 'Reputation changes' } },
      { name: 'badge_notices', type: 'switch', title: 'Badges earned', description: 'Put a notice in my achievements when I earn a badge.', required: false, value: true, ui_options: { label: 'Badges earned' } },
    ]);
    expect(res.data.schema).toMatchObject({ type: 'object', properties: { reputation_notices: { type: 'boolean', default: true, title: 'Reputation changes' } } });
    const zh = await read(member, SLUG, 'zh_CN');
    expect(zh.data.config_fields.map((f) => f.title)).toEqual(['声望变化', '获得徽章']);
  });

  it("keeps a member's choice for them alone; keys left out keep their value", async () => {
    expect((await save(member, { plugin_slug_name: SLUG, config_fields: { reputation_notices: false } })).code).toBe(200);
    expect((await read(member)).data.config).toEqual({ reputation_notices: false, badge_notices: true });
    expect((await read(member)).data.config_fields[0]!.value).toBe(false);
    expect((await save(member, { plugin_slug_name: SLUG, config_fields: { badge_notices: false } })).code).toBe(200);
    expect((await read(member)).data.config).toEqual({ reputation_notices: false, badge_notices: false });
    // Another member still has the defaults.
    expect((await read(other)).data.config).toEqual({ reputation_notices: true, badge_notices: true });
    expect((await save(member, { plugin_slug_name: SLUG, config_fields: { badge_notices: true } })).code).toBe(200);
  });

  it('refuses bad values by field and writes nothing', async () => {
    const before = (await read(member)).data.config;
    const wrongType = await save(member, { plugin_slug_name: SLUG, config_fields: { reputation_notices: 'no', badge_notices: false } });
    expect(wrongType.code).toBe(400);
    expect(wrongType.reason).toBe('base.request_format_error');
    expect(wrongType.data).toEqual([{ error_field: 'reputation_notices', error_msg: expect.stringContaining('boolean') }]);
    const unknown = await save(member, { plugin_slug_name: SLUG, config_fields: { badge_notices: false, colour: 'red' } });
    expect(unknown.code).toBe(400);
    expect(unknown.data).toEqual([{ error_field: 'colour', error_msg: expect.any(String) }]);
    const notObject = await save(member, { plugin_slug_name: SLUG, config_fields: [true] });
    expect(notObject.code).toBe(400);
    expect((notObject.data as { error_field: string }[])[0]!.error_field).toBe('config_fields');
    const noFields = await save(member, { plugin_slug_name: SLUG });
    expect(noFields.code).toBe(400);
    expect(noFields.data).toEqual([{ error_field: 'config_fields', error_msg: expect.any(String) }]);
    expect((await read(member)).data.config).toEqual(before);
  });

  it('refuses a plugin without member settings: 404 to read, a field error to write', async () => {
    for (const slug of ['votes', 'no-such-plugin']) {
      const res = await read(member, slug);
      expect(res.code).toBe(404);
      expect(res.reason).toBe('error.plugin_configs.no_member_settings');
      const put = await save(member, { plugin_slug_name: slug, config_fields: {} });
      expect(put.code).toBe(400);
      expect(put.data).toEqual([{ error_field: 'plugin_slug_name', error_msg: expect.any(String) }]);
    }
    expect((await server.api.get(CONFIG, { token: member.token })).code).toBe(400);
    const long = await read(member, 'x'.repeat(101));
    expect(long.code).toBe(400);
    const count = await server.kernel.db('plugin_user_config').whereNot({ plugin_slug_name: SLUG }).count({ n: '*' });
    expect(Number(count[0]!.n)).toBe(0);
  });

  it('answers visitors 401 on every route', async () => {
    expect((await server.api.get(`${V1}/user/plugin/configs`)).code).toBe(401);
    expect((await read(undefined)).code).toBe(401);
    expect((await save(undefined, { plugin_slug_name: SLUG, config_fields: { reputation_notices: false } })).code).toBe(401);
  });

  it('leaves no reputation notice for a member who turned them off, and does again once turned back on', async () => {
    const chooser = await addMember('quiet');
    const control = await addMember('loud');
    const count = async (who: TestUser) => (await achievements(who)).length;
    // Each has the achievement of their activation's point first.
    await eventually(async () => expect([await count(chooser), await count(control)]).toEqual([1, 1]));
    const quietQuestion = await ask(server, chooser, 'A question whose votes stay quiet');
    const loudQuestion = await ask(server, control, 'A question whose votes are told');
    expect((await save(chooser, { plugin_slug_name: SLUG, config_fields: { reputation_notices: false } })).code).toBe(200);

    await upvote(quietQuestion);
    await upvote(loudQuestion);
    // The later vote's achievement arriving means the earlier one's handlers have had their turn.
    await eventually(async () => expect(await count(control)).toBe(2));
    await allTold();
    expect(await count(chooser)).toBe(1);

    expect((await save(chooser, { plugin_slug_name: SLUG, config_fields: { reputation_notices: true } })).code).toBe(200);
    const second = await ask(server, chooser, 'Another question, told this time');
    await upvote(second);
    await eventually(async () => expect(await count(chooser)).toBe(2));
    expect((await achievements(chooser))[0]!.notification_action).toBe('reputation');
  });

  it('leaves no badge notice for a member who turned them off; the badge is earned all the same', async () => {
    const chooser = await addMember('modest');
    const control = await addMember('proud');
    const actions = async (who: TestUser) => (await achievements(who)).map((n) => n.notification_action);
    await eventually(async () => expect([(await actions(chooser)).length, (await actions(control)).length]).toEqual([1, 1]));
    expect((await save(chooser, { plugin_slug_name: SLUG, config_fields: { badge_notices: false } })).code).toBe(200);
    // A bio earns the first-profile badge.
    expect((await server.api.put(`${V1}/user/info`, { bio: 'I keep my badges to myself.' }, { token: chooser.token })).code).toBe(200);
    expect((await server.api.put(`${V1}/user/info`, { bio: 'I like to hear of my badges.' }, { token: control.token })).code).toBe(200);
    await eventually(async () => expect(await actions(control)).toContain('earned a badge'));
    const earned = () => server.api.get<{ count: number }>(`${V1}/badge/user/awards`, { query: { username: chooser.username } });
    await eventually(async () => expect((await earned()).data.count).toBe(1));
    await allTold();
    expect(await actions(chooser)).not.toContain('earned a badge');
  });
});
