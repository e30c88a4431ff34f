import { expect, vi } from 'vitest';
import type { TestServer, TestUser } from '../../../tests/support/test-server.ts';
import type { DeliveryPage, EndpointCreated, WebhookDelivery, WebhookEndpoint } from '../schemas/webhook.ts';

export const ADMIN = '/answer/admin/api';
export const V1 = '/answer/api/v1';

/** The webhook suites' calls, as an admin makes them. */
export function webhookCalls(server: TestServer, admin: () => TestUser) {
  const token = () => admin().token;
  return {
    create: (body: Record<string, unknown>) => server.api.post<EndpointCreated>(`${ADMIN}/webhooks`, body, { token: token() }),
    update: (body: Record<string, unknown>) => server.api.put<WebhookEndpoint>(`${ADMIN}/webhooks`, body, { token: token() }),
    remove: (id: string) => server.api.delete(`${ADMIN}/webhooks`, { id }, { token: token() }),
    list: async () => (await server.api.get<WebhookEndpoint[]>(`${ADMIN}/webhooks`, { token: token() })).data,
    log: async (id: string) => (await server.api.get<DeliveryPage>(`${ADMIN}/webhooks/deliveries`, { query: { id }, token: token() })).data.list,
    /** Waits until the endpoint's newest delivery matches (the worker writes an outcome after the receiver answered). */
    async until(id: string, expected: Partial<WebhookDelivery>): Promise<WebhookDelivery> {
      let newest: WebhookDelivery | undefined;
      await vi.waitFor(async () => {
        newest = (await this.log(id))[0];
        expect(newest).toMatchObject(expected);
      }, { timeout: 20_000, interval: 50 });
      return newest!;
    },
    config: (values: Record<string, unknown>) =>
      server.api.put(`${ADMIN}/plugin/config`, { plugin_slug_name: 'webhooks', config_fields: values }, { token: token() }),
  };
}

/** A member added the way a site's admin adds one (admin add-user), signed in. */
export async function addMember(server: TestServer, admin: TestUser, name: string): Promise<TestUser> {
  const email = `${name.toLowerCase()}@example.org`;
  const res = await server.api.post(`${ADMIN}/user`, { display_name: name, email, password: 'member-pass-1' }, { token: admin.token });
  expect(res.code, JSON.stringify(res)).toBe(200);
  return server.login(email, 'member-pass-1');
}
