import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../support/test-server.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';
const ASKERS = 8;

/**
 * Members asking at the same moment with a tag nobody has made yet: each ask's transaction finds
 * no tag and makes it, and on MariaDB and PostgreSQL all but the first then meet the slug's unique
 * key. Every ask must still land, on the one tag, counted once each (SQLite writes one at a time,
 * so there it checks that nothing else changed).
 */
describe.each(testEngines())('asking at once with the same new tag on %s', (engine) => {
  let server: TestServer;
  let askers: TestUser[];
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['admin', 'questions', 'tags', 'reputation', 'revisions'] });
    const admin = await server.admin();
    // the lowest privilege level: members may make the tags they ask with
    expect((await server.api.put(`${ADMIN}/setting/privileges`, { level: 1 }, { token: admin.token })).code).toBe(200);
    askers = await Promise.all(Array.from({ length: ASKERS }, (_, i) => server.createUser({ name: `Asker ${i}` })));
  });
  afterAll(() => server.close());

  it('lands every question on one tag, counted once each, recorded as made once', async () => {
    const asks = await Promise.all(askers.map((asker, i) =>
      server.api.post<{ id: string }>(`${V1}/question`, {
        title: `Question ${i} asked with a tag made at the same moment`,
        content: `The body of question ${i}, long enough to pass.`,
        tags: [{ slug_name: 'brand-new', display_name: 'Brand new' }],
      }, { token: asker.token })));
    expect(asks.map((a) => a.code)).toEqual(askers.map(() => 200));

    const tag = await server.api.get<{ tag_id: string; question_count: number }>(`${V1}/tag?name=brand-new`);
    expect(tag.data.question_count).toBe(ASKERS);
    const tags = await server.api.get<{ count: number }>(`${V1}/tags/page?page=1&page_size=100`);
    expect(tags.data.count).toBe(1);
    const timeline = await server.api.get<{ timeline: { activity_type: string }[] }>(`${V1}/activity/timeline?object_id=${tag.data.tag_id}`, { token: askers[0]!.token });
    expect(timeline.data.timeline.filter((e) => e.activity_type === 'created')).toHaveLength(1);
  });
});
