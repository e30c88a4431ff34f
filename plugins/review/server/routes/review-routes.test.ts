import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '../../../../tests/support/test-server.ts';
import { answer, ask } from '../../../../tests/support/posts.ts';
import { Role } from '../../../../kernel/api.ts';

const API = '/answer/api/v1';

describe.each(testEngines())('suggested edits and revisions on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['tags', 'questions', 'revisions', 'reputation', 'review'] });
    // Reputation's privileges apply: new members may create tags and suggest edits (direct edits and reviews keep level 2's 1000).
    const custom = ['rank.tag.add', 'rank.question.edit', 'rank.answer.edit', 'rank.tag.edit'].map((key) => ({ key, value: 1 }));
    const opened = await server.api.put('/answer/admin/api/setting/privileges', { level: 99, custom_privileges: custom }, { token: (await server.admin()).token });
    expect(opened.code).toBe(200);
  });
  afterAll(() => server.close());

  const revisions = async (objectId: string, token: string) => (await server.api.get<{ id: string; status: number; content: { title: string; original_text: string } }[]>(`${API}/revisions`, { token, query: { object_id: objectId } })).data;

  it('keeps a revision for asking, answering and every direct edit, with the timeline and a comparison', async () => {
    const author = await server.createUser();
    const q = await ask(server, author, 'Which revision keeps history?');
    const a = await answer(server, author, q);
    const edit = await server.api.put<{ wait_for_review: boolean }>(`${API}/question`, {
      id: q, title: 'Which revision keeps the history?', content: 'A body long enough to pass, edited.', tags: [{ slug_name: 'history' }], edit_summary: 'clearer',
    }, { token: author.token });
    expect(edit.data.wait_for_review).toBe(false);
    expect((await server.api.put(`${API}/answer`, { id: a, content: 'An answer edited by its author.' }, { token: author.token })).status).toBe(200);
    const list = await revisions(q, author.token);
    expect(list.map((r) => r.content.title)).toEqual(['Which revision keeps the history?', 'Which revision keeps history?']);
    expect((await revisions(a, author.token)).map((r) => r.content.original_text)).toEqual(['An answer edited by its author.', expect.any(String)]);
    const timeline = await server.api.get<{ timeline: { activity_type: string; comment: string; revision_id: string }[] }>(`${API}/activity/timeline`, { token: author.token, query: { object_id: q } });
    expect(timeline.data.timeline.map((e) => e.activity_type)).toEqual(['asked', 'edited']);
    expect(timeline.data.timeline[1]!.comment).toBe('clearer');
    const [newer, older] = list;
    const detail = await server.api.get<{ new_revision: { title: string; tags: { slug_name: string }[] }; old_revision: { title: string } }>(`${API}/activity/timeline/detail`, {
      token: author.token, query: { new_revision_id: newer!.id, old_revision_id: older!.id },
    });
    expect(detail.data.new_revision.tags.map((t) => t.slug_name)).toEqual(['history']);
    expect(detail.data.old_revision.title).toBe('Which revision keeps history?');
    expect((await server.api.get(`${API}/activity/timeline`, { query: { object_id: q } })).status).toBe(401);
  });

  it('rolls back to an earlier revision of the same object only', async () => {
    const author = await server.createUser();
    const q = await ask(server, author, 'Can I roll this question back?');
    const other = await ask(server, author, 'Another question entirely here');
    await server.api.put(`${API}/question`, { id: q, title: 'Rolled forward title here', content: 'A newer body long enough.', tags: [{ slug_name: 'rollback' }] }, { token: author.token });
    const [, first] = await revisions(q, author.token);
    const [otherFirst] = await revisions(other, author.token);
    expect((await server.api.put(`${API}/revisions/rollback`, { object_id: q, revision_id: otherFirst!.id }, { token: author.token })).status).toBe(400);
    expect((await server.api.put(`${API}/revisions/rollback`, { object_id: q, revision_id: '999999' }, { token: author.token })).status).toBe(404);
    const stranger = await server.createUser();
    const rolled = await server.api.put<{ wait_for_review: boolean }>(`${API}/revisions/rollback`, { object_id: q, revision_id: first!.id }, { token: author.token });
    expect(rolled.data.wait_for_review).toBe(false);
    const info = await server.api.get<{ title: string }>(`${API}/question/info`, { query: { id: q } });
    expect(info.data.title).toBe('Can I roll this question back?');
    const timeline = await server.api.get<{ timeline: { activity_type: string }[] }>(`${API}/activity/timeline`, { token: stranger.token, query: { object_id: q } });
    expect(timeline.data.timeline.map((e) => e.activity_type)).toEqual(['asked', 'edited', 'rollback']);
  });

  it('sends a member\'s edit of another\'s post to review; a moderator approves it once and the editor earns 2', async () => {
    const author = await server.createUser();
    const member = await server.createUser();
    const moderator = await server.createUser({ role: Role.moderator });
    const q = await ask(server, author, 'Please improve this question');
    const body = { id: q, title: 'Please improve this question a lot', content: 'A suggested body long enough.', tags: [{ slug_name: 'suggested' }], edit_summary: 'typo' };
    const suggested = await server.api.put<{ wait_for_review: boolean }>(`${API}/question`, body, { token: member.token });
    expect(suggested.data.wait_for_review).toBe(true);
    expect((await server.api.get<{ title: string }>(`${API}/question/info`, { query: { id: q } })).data.title).toBe('Please improve this question');
    const again = await server.api.put(`${API}/question`, body, { token: author.token });
    expect(again.status).toBe(400);
    expect(again.reason).toBe('error.revision.review_underway');
    expect((await server.api.get(`${API}/revisions/unreviewed`, { token: member.token })).status).toBe(403);
    const types = await server.api.get<{ name: string; todo_amount: number }[]>(`${API}/reviewing/type`, { token: moderator.token });
    // Answer 2.0's names; without the reports plugin there is no flag queue.
    expect(types.data).toEqual([
      { name: 'queued_post', label: 'Queued post', todo_amount: 0 },
      { name: 'suggested_post_edit', label: 'Suggested edits', todo_amount: expect.any(Number) },
    ]);
    const page = await server.api.get<{ count: number; list: { type: string; unreviewed_info: { id: string; object_id: string } }[] }>(`${API}/revisions/unreviewed`, { token: moderator.token });
    const item = page.data.list.find((i) => i.unreviewed_info.object_id === q) ?? (await findInQueue(moderator.token, q));
    const id = item.unreviewed_info.id;
    expect((await server.api.put(`${API}/revisions/audit`, { id, operation: 'approve' }, { token: member.token })).status).toBe(403);
    const before = (await server.api.get<{ rank: number }>(`${API}/user/info`, { token: member.token })).data.rank;
    expect((await server.api.put(`${API}/revisions/audit`, { id, operation: 'approve' }, { token: moderator.token })).status).toBe(200);
    expect((await server.api.put(`${API}/revisions/audit`, { id, operation: 'approve' }, { token: moderator.token })).status).toBe(400);
    expect((await server.api.put(`${API}/revisions/audit`, { id, operation: 'maybe' }, { token: moderator.token })).status).toBe(400);
    expect((await server.api.get<{ title: string }>(`${API}/question/info`, { query: { id: q } })).data.title).toBe('Please improve this question a lot');
    expect((await server.api.get<{ rank: number }>(`${API}/user/info`, { token: member.token })).data.rank).toBe(before + 2);
    expect((await revisions(q, author.token)).length).toBe(2);
  });

  it('refuses a reviewer their own suggestion and keeps rejected ones off the content', async () => {
    const author = await server.createUser();
    const moderator = await server.createUser({ role: Role.moderator });
    const suggester = await server.createUser();
    const q = await ask(server, author, 'A question a member edits');
    const a = await answer(server, author, q);
    expect((await server.api.put<{ wait_for_review: boolean }>(`${API}/answer`, { id: a, content: 'A suggested answer text.' }, { token: suggester.token })).data.wait_for_review).toBe(true);
    const item = await findInQueue(moderator.token, a);
    expect((await server.api.put(`${API}/revisions/audit`, { id: item.unreviewed_info.id, operation: 'reject' }, { token: moderator.token })).status).toBe(200);
    expect((await server.api.get<{ info: { content: string } }>(`${API}/answer/info`, { query: { id: a } })).data.info.content).toBe('An answer with enough characters.');
    const timeline = await server.api.get<{ timeline: { revision_status: number }[] }>(`${API}/activity/timeline`, { token: author.token, query: { object_id: a } });
    expect(timeline.data.timeline.map((e) => e.revision_status)).toEqual([2]);
    const staffView = await server.api.get<{ timeline: { revision_status: number }[] }>(`${API}/activity/timeline`, { token: moderator.token, query: { object_id: a } });
    expect(staffView.data.timeline.map((e) => e.revision_status)).toEqual([2, 3]);
    const own = await server.createUser({ role: Role.moderator });
    const q2 = await ask(server, author, 'A question a moderator suggests on');
    await server.api.put(`${API}/question`, { id: q2, title: 'A question a member suggests on', content: 'Body text long enough.', tags: [{ slug_name: 'own' }] }, { token: suggester.token });
    const pending = await findInQueue(own.token, q2);
    expect((await server.api.put(`${API}/revisions/audit`, { id: pending.unreviewed_info.id, operation: 'approve' }, { token: suggester.token })).status).toBe(403);
  });

  it('keeps tag versions: creation and staff edits, with rollback', async () => {
    const moderator = await server.createUser({ role: Role.moderator });
    const created = await server.api.post<{ slug_name: string }>(`${API}/tag`, { slug_name: 'versioned', display_name: 'Versioned' }, { token: moderator.token });
    expect(created.status).toBe(200);
    const tag = await server.api.get<{ tag_id: string }>(`${API}/tag`, { query: { name: 'versioned' } });
    const tagId = tag.data.tag_id;
    expect((await server.api.put(`${API}/tag`, { tag_id: tagId, display_name: 'Versioned tag', original_text: 'A wiki.' }, { token: moderator.token })).status).toBe(200);
    const list = await revisions(tagId, moderator.token);
    expect(list.map((r) => r.content.title)).toEqual(['Versioned tag', 'Versioned']);
    await server.api.put(`${API}/revisions/rollback`, { object_id: tagId, revision_id: list[1]!.id }, { token: moderator.token });
    const timeline = await server.api.get<{ timeline: { activity_type: string }[] }>(`${API}/activity/timeline`, { token: moderator.token, query: { object_id: tagId } });
    expect(timeline.data.timeline.map((e) => e.activity_type)).toEqual(['created', 'edited', 'rollback']);
  });

  async function findInQueue(token: string, objectId: string) {
    for (let page = 1; ; page += 1) {
      const res = await server.api.get<{ count: number; list: { unreviewed_info: { id: string; object_id: string } }[] }>(`${API}/revisions/unreviewed`, { token, query: { page } });
      const hit = res.data.list.find((i) => i.unreviewed_info.object_id === objectId);
      if (hit) return hit;
      if (page >= res.data.count) throw new Error(`no suggestion for ${objectId}`);
    }
  }
});
