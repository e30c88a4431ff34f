import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestServer, TestUser } from '../../../../tests/support/test-server.ts';
import { TagServicePoint } from '../api.ts';

export const API = '/answer/api/v1';

/** The plugins a tags suite boots: markdown too once it exists. */
export function tagPlugins(): string[] {
  return existsSync(join(import.meta.dirname, '..', '..', '..', 'markdown', 'plugin.json')) ? ['markdown', 'tags'] : ['tags'];
}

/** Creates a tag as staff through the API; returns its id. */
export async function makeTag(server: TestServer, staff: TestUser, slug: string, extra: { display_name?: string; original_text?: string } = {}): Promise<string> {
  const res = await server.api.post(`${API}/tag`, { slug_name: slug, display_name: extra.display_name ?? slug, original_text: extra.original_text ?? '' }, { token: staff.token });
  if (res.code !== 200) throw new Error(`create tag ${slug}: ${JSON.stringify(res)}`);
  const info = await server.api.get<{ tag_id: string }>(`${API}/tag`, { query: { name: slug } });
  return info.data.tag_id;
}

/** Links tags to a made-up post through the TagService, as the questions plugin would. */
export async function tagPost(server: TestServer, objectId: string, tagIds: string[]): Promise<void> {
  const service = server.kernel.host.extensions.one(TagServicePoint)!;
  await server.kernel.db.transaction((trx) => service.attach(trx, objectId, tagIds));
}

export async function setWriteSettings(server: TestServer, values: Record<string, unknown>): Promise<void> {
  await server.kernel.settings.put('write', values);
}

let counter = 0;
/** A slug unique within one test file. */
export function slug(prefix = 't'): string {
  counter += 1;
  return `${prefix}${counter}-${Math.random().toString(36).slice(2, 6)}`;
}
