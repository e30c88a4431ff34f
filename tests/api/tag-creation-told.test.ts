import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../support/test-server.ts';

const V1 = '/answer/api/v1';
type Permission = Record<string, { has_permission: boolean; no_permission_tip: string }>;

/**
 * What the tag selector and the ask page read before a member writes (issue 23): whether the
 * viewer may create a tag, with the reason when not, and whether the site has tags. The member
 * registers as people do; the answer must match what submitting a question then does.
 */
describe.each(testEngines())('tag creation is told before asking on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let member: string;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['admin', 'questions', 'tags', 'reputation'] });
    admin = await server.admin();
    await server.kernel.settings.put('login', { require_email_verification: false });
    const reg = await server.api.post<{ access_token: string }>(`${V1}/user/register/email`, { name: 'Fresh Member', e_mail: 'fresh@example.org', pass: 'fresh-member-1' });
    expect(reg.code).toBe(200);
    member = reg.data.access_token;
  });
  afterAll(() => server.close());

  const tagAdd = async (token: string) => (await server.api.get<Permission>(`${V1}/permission?action=tag.add`, { token })).data['tag.add'];
  const asks = (token: string, tag: string) =>
    server.api.post(`${V1}/question`, { title: 'A first question on a fresh site', content: 'The body of a question, long enough to pass.', tags: [{ slug_name: tag }] }, { token });

  it('a new member is told creating a tag needs 750 reputation, and asking with a new tag is refused for that reason', async () => {
    expect(await tagAdd(member)).toEqual({ has_permission: false, no_permission_tip: 'This needs at least 750 reputation.' });
    const refused = await asks(member, 'python');
    expect(refused.code).toBe(400);
    expect(JSON.stringify(refused.data)).toContain('tags');
    const tags = await server.api.get<{ count: number }>(`${V1}/tags/page?page=1&page_size=100`, { token: member });
    expect(tags.data.count).toBe(0);
  });

  it('the admin may create tags; once one exists the member asks with it', async () => {
    expect(await tagAdd(admin.token)).toEqual({ has_permission: true, no_permission_tip: '' });
    const created = await server.api.post(`${V1}/tag`, { slug_name: 'python', display_name: 'Python', original_text: '' }, { token: admin.token });
    expect(created.code).toBe(200);
    expect((await asks(member, 'python')).code).toBe(200);
  });

  it('the reason comes in the reader\'s language', async () => {
    const res = await server.api.get<Permission>(`${V1}/permission?action=tag.add`, { token: member, language: 'zh_CN' });
    expect(res.data['tag.add']?.no_permission_tip).toBe('此操作至少需要 750 声望。');
  });
});
