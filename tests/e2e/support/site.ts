import type { TestServer } from './server';

export type Language = 'en_US' | 'zh_CN';

/** Sets the site's interface language the way the admin screen does (PUT siteinfo/interface). */
export async function setSiteLanguage(server: TestServer, language: Language): Promise<void> {
  const { token } = await server.admin();
  const current = await server.api.get<Record<string, unknown>>('/answer/admin/api/siteinfo/interface', { token });
  const res = await server.api.put('/answer/admin/api/siteinfo/interface', { ...current.data, language }, { token });
  if (res.status !== 200) throw new Error(`setting the site language failed: ${JSON.stringify(res)}`);
}

/** A member's own interface language (PUT user/interface). */
export async function setMemberLanguage(server: TestServer, token: string, language: Language | 'Default'): Promise<void> {
  const res = await server.api.put('/answer/api/v1/user/interface', { language }, { token });
  if (res.status !== 200) throw new Error(`setting the member language failed: ${JSON.stringify(res)}`);
}

/** Points the site URL at the test server, so uploaded files (`<site_url>/uploads/…`) load. */
export async function setSiteUrl(server: TestServer, siteUrl: string): Promise<void> {
  const { token } = await server.admin();
  const current = await server.api.get<Record<string, unknown>>('/answer/admin/api/siteinfo/general', { token });
  const res = await server.api.put('/answer/admin/api/siteinfo/general', { ...current.data, site_url: siteUrl }, { token });
  if (res.status !== 200) throw new Error(`setting the site URL failed: ${JSON.stringify(res)}`);
}
