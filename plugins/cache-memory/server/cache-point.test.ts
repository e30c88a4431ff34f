import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { CachePoint } from '../../../kernel/api.ts';
import { MemoryCache } from './memory-cache.ts';

/** The kernel keeps no cache engine of its own: this core plugin fills `kernel.cache`. */
describe.each(testEngines())('kernel.cache through cache-memory on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.admin();
  });
  afterAll(() => server.close());

  it("serves the kernel's cache from the plugin's memory cache", async () => {
    const provider = server.kernel.host.extensions.one(CachePoint);
    expect(provider).toBeInstanceOf(MemoryCache);
    await server.kernel.cache.set('probe', { n: 1 }, 60);
    expect(await provider!.get('probe')).toEqual({ n: 1 });
  });

  it('cannot be disabled: rate limits and cached settings need it', async () => {
    const res = await server.api.put('/answer/admin/api/plugin/status', { plugin_slug_name: 'cache-memory', enabled: false }, { token: admin.token });
    expect(res).toMatchObject({ status: 400, reason: 'error.plugin.core_cannot_disable' });
    expect(server.kernel.host.isActive('cache-memory')).toBe(true);
  });
});
