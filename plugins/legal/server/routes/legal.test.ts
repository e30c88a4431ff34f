import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';

const V1 = '/answer/api/v1';
const ADMIN = '/answer/admin/api';

describe.each(testEngines())('legal texts on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'legal'] });
    admin = await server.admin();
  });
  afterAll(() => server.close());
  const legal = (info_type: string) => server.api.get(`${V1}/siteinfo/legal`, { query: { info_type } });

  it('serves each text as written and rendered, by type', async () => {
    const put = await server.api.put(`${ADMIN}/siteinfo/legal`, { terms_of_service_original_text: 'Be **kind** <script>x</script>.', privacy_policy_original_text: '' }, { token: admin.token });
    expect(put.code).toBe(200);
    const tos = await legal('tos');
    expect(tos.data).toEqual({ terms_of_service_original_text: 'Be **kind** <script>x</script>.', terms_of_service_parsed_text: expect.stringContaining('<strong>kind</strong>') });
    expect((tos.data as { terms_of_service_parsed_text: string }).terms_of_service_parsed_text).not.toContain('<script>');
    expect((await legal('privacy')).data).toEqual({ privacy_policy_original_text: '', privacy_policy_parsed_text: '' });
    expect((await legal('cookies')).status).toBe(400);
  });

  it('shows the admin both texts rendered and drops the rendered ones sent back', async () => {
    const view = await server.api.get<Record<string, string>>(`${ADMIN}/siteinfo/legal`, { token: admin.token });
    expect(view.data).toMatchObject({ terms_of_service_original_text: 'Be **kind** <script>x</script>.', privacy_policy_parsed_text: '' });
    expect(view.data.terms_of_service_parsed_text).toContain('<strong>kind</strong>');
    const back = await server.api.put(`${ADMIN}/siteinfo/legal`, { ...view.data, privacy_policy_original_text: 'We keep little.' }, { token: admin.token });
    expect(back.code).toBe(200);
    expect((await legal('privacy')).data).toEqual({ privacy_policy_original_text: 'We keep little.', privacy_policy_parsed_text: expect.stringContaining('We keep little.') });
  });

  it('keeps the admin pair to admins and is not part of siteinfo', async () => {
    const member = await server.createUser();
    expect((await server.api.get(`${ADMIN}/siteinfo/legal`, { token: member.token })).status).toBe(403);
    expect((await server.api.put(`${ADMIN}/siteinfo/legal`, { terms_of_service_original_text: 'Mine' }, { token: member.token })).status).toBe(403);
    expect(Object.keys((await server.api.get(`${V1}/siteinfo`)).data as object)).not.toContain('legal');
  });
});
