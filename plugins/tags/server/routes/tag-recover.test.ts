import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { API, makeTag, tagPlugins } from './tag-test-kit.ts';

/** Answer's `POST tag/recover`: staff bring a deleted tag back; a live tag is refused on its field. */
describe.each(testEngines())('tag/recover on %s', (engine) => {
  let server: TestServer;
  let moderator: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: [...tagPlugins(), 'questions'] });
    moderator = await server.createUser({ role: Role.moderator });
    member = await server.createUser();
  });
  afterAll(() => server.close());
  const recover = (tag_id: string, who = moderator) => server.api.post(`${API}/tag/recover`, { tag_id }, { token: who.token });

  it('recovers a deleted tag, refuses a live one naming tag_id, and answers 404 for none', async () => {
    const id = await makeTag(server, moderator, 'phoenix');
    expect(await recover(id)).toMatchObject({ status: 400, reason: 'error.tag.not_deleted', data: [{ error_field: 'tag_id' }] });
    expect((await server.api.delete(`${API}/tag`, { tag_id: id }, { token: moderator.token })).code).toBe(200);
    expect((await server.api.get(`${API}/tag`, { query: { name: 'phoenix' } })).status).toBe(404);
    expect((await recover(id, member)).status).toBe(403);
    expect((await recover(id)).code).toBe(200);
    expect((await server.api.get<{ tag_id: string }>(`${API}/tag`, { query: { name: 'phoenix' } })).data.tag_id).toBe(id);
    expect(await recover('99999999')).toMatchObject({ status: 404, reason: 'error.tag.not_found' });
  });
});
