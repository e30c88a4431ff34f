import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { answer, ask } from '../../../../tests/support/posts.ts';
import type { AdminBadgesPage, BadgeGroups } from '../../schemas/badge.ts';
import { BADGE_PLUGINS, addMember, badgeId, earned, waitForBadge } from '../badges-test-kit.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';

/** The admin's badge list and switch (Answer 2.0's `GET badges`, `PUT badge/status`) on every engine. */
describe.each(testEngines())('admin badges on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let member: TestUser;

  const list = (query: Record<string, string | number> = {}, language = 'en_US') =>
    server.api.get<AdminBadgesPage>(`${ADMIN}/badges`, { query, token: admin.token, language });
  const setStatus = (id: string, status: string, who: TestUser | undefined = admin) =>
    server.api.put(`${ADMIN}/badge/status`, { id, status }, { token: who?.token });

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['admin', ...BADGE_PLUGINS] });
    admin = await server.admin();
    member = await addMember(server, 'Plain Member');
  });
  afterAll(() => server.close());

  it('lists every badge in pages, with its group and status, filtered by status or by name or id', async () => {
    const all = await list();
    expect(all.data.count).toBe(14);
    expect(all.data.list).toHaveLength(14);
    expect(all.data.list[0]).toEqual({
      id: await badgeId(server, 'Autobiographer'), name: 'Autobiographer', description: 'Filled out <a href="/users/settings/profile">profile</a> information.',
      icon: 'person-badge-fill', award_count: 0, earned: false, level: 1, group_name: 'Getting Started', status: 'active',
    });
    const second = await list({ page: 2, page_size: 5 });
    expect([second.data.count, second.data.list.map((b) => b.name)]).toEqual([14, ['First Share', 'Scholar', 'Solved', 'Nice Answer', 'Good Answer']]);
    expect((await list({ q: 'great' })).data.list.map((b) => b.name)).toEqual(['Great Answer', 'Great Question']);
    expect((await list({ q: '优秀' }, 'zh_CN')).data.list.map((b) => b.name)).toEqual(['优秀回答', '优秀问题']);
    const editor = await badgeId(server, 'Editor');
    expect((await list({ q: `badge:${editor}` })).data.list.map((b) => b.name)).toEqual(['Editor']);
    expect((await list({ q: 'badge:nothing' })).data).toEqual({ count: 0, list: [] });
    expect((await list({ status: 'inactive' })).data.count).toBe(0);
    expect((await list({ status: 'sleeping' })).status).toBe(400);
    expect((await list({ page_size: 500 })).status).toBe(400);
  });

  it('switches a badge off: it leaves the public lists and earns nothing until switched back on', async () => {
    const scholar = await badgeId(server, 'Scholar');
    expect((await setStatus(scholar, 'inactive')).code).toBe(200);
    expect((await setStatus(scholar, 'inactive')).code).toBe(200);
    expect((await list({ status: 'inactive' })).data.list.map((b) => [b.name, b.status])).toEqual([['Scholar', 'inactive']]);
    const groups = await server.api.get<BadgeGroups>(`${V1}/badges`);
    expect(groups.data.flatMap((g) => g.badges).map((b) => b.name)).not.toContain('Scholar');
    expect((await server.api.get(`${V1}/badge`, { query: { id: scholar } })).status).toBe(404);
    expect((await server.api.get(`${V1}/badge/awards/page`, { query: { badge_id: scholar } })).status).toBe(404);

    const answerer = await addMember(server, 'Quick Answerer');
    const question = await ask(server, member, 'Does a switched-off badge still get earned?');
    const answerId = await answer(server, answerer, question);
    expect((await server.api.post(`${V1}/answer/acceptance`, { question_id: question, answer_id: answerId }, { token: member.token })).code).toBe(200);
    // Solved comes from the same acceptance, after Scholar: once it is there, Scholar was refused.
    await waitForBadge(server, answerer, 'Solved');
    expect(await earned(server, member)).toEqual({});

    expect((await setStatus(scholar, 'active')).code).toBe(200);
    expect((await server.api.get(`${V1}/badge`, { query: { id: scholar } })).code).toBe(200);
  });

  it('refuses visitors, members, unknown badges and unknown states, changing nothing', async () => {
    const editor = await badgeId(server, 'Editor');
    expect((await server.api.put(`${ADMIN}/badge/status`, { id: editor, status: 'inactive' })).status).toBe(401);
    expect((await setStatus(editor, 'inactive', member)).status).toBe(403);
    expect((await server.api.get(`${ADMIN}/badges`, { token: member.token })).status).toBe(403);
    const unknown = await setStatus('10070000000000999', 'inactive');
    expect([unknown.status, unknown.reason]).toEqual([404, 'error.badge.object_not_found']);
    const odd = await setStatus(editor, 'deleted');
    expect(odd.status).toBe(400);
    expect((odd.data as unknown as { error_field: string }[])[0]!.error_field).toBe('status');
    expect((await list({ status: 'inactive' })).data.count).toBe(0);
  });
});
