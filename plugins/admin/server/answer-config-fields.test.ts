import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';

const ADMIN = '/answer/admin/api';

/**
 * Answer 2.0.2's admin page for a plugin's settings draws `config_fields` as widgets and sends
 * every value back as text; a plugin's config is still typed by its schema (the webhooks
 * plugin's: a list of integers and two integers).
 */
describe.each(testEngines())("a plugin's settings through Answer's form on %s", (engine) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'webhooks'] });
    admin = await server.admin();
  });
  afterAll(() => server?.close());

  const config = async () => (await server.api.get<{ config: Record<string, unknown>; config_fields: Record<string, unknown>[] }>(`${ADMIN}/plugin/config`, { token: admin.token, query: { plugin_slug_name: 'webhooks' } })).data;
  const save = (fields: Record<string, unknown>) => server.api.put(`${ADMIN}/plugin/config`, { plugin_slug_name: 'webhooks', config_fields: fields }, { token: admin.token });

  it('describes each setting with the widget Answer draws for it', async () => {
    const { config_fields } = await config();
    expect(config_fields).toEqual([
      expect.objectContaining({ name: 'retry_delays', type: 'textarea', title: 'Seconds between attempts', required: false, value: '10\n30\n120\n600\n1800\n3600\n7200\n14400\n28800\n43200' }),
      expect.objectContaining({ name: 'timeout_seconds', type: 'input', ui_options: { input_type: 'number' }, value: 10 }),
      expect.objectContaining({ name: 'disable_after_hours', type: 'input', ui_options: { input_type: 'number' }, value: 24 }),
    ]);
  });

  it("stores the form's text as the schema's types, and refuses text that is no number on its field", async () => {
    expect((await save({ retry_delays: '5\n 60 \n\n', timeout_seconds: '20', disable_after_hours: '48' })).code).toBe(200);
    expect((await config()).config).toEqual({ retry_delays: [5, 60], timeout_seconds: 20, disable_after_hours: 48 });
    const refused = await save({ retry_delays: '5', timeout_seconds: 'soon', disable_after_hours: '48' });
    expect(refused).toMatchObject({ status: 400, data: [{ error_field: 'timeout_seconds' }] });
    expect((await config()).config).toMatchObject({ timeout_seconds: 20 });
  });

  it("takes Quorum's own form's typed values as they are", async () => {
    expect((await save({ retry_delays: [1, 2, 3], timeout_seconds: 5, disable_after_hours: 1 })).code).toBe(200);
    expect((await config()).config).toEqual({ retry_delays: [1, 2, 3], timeout_seconds: 5, disable_after_hours: 1 });
  });
});
