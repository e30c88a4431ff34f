import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { builtInPlugins, enableAll } from '../support/built-in-plugins.ts';

/**
 * DESIGN §4 / STYLE §6: every JSON route names the schema of its response (`data`, or the whole
 * body of a route that `produces` its own media type), so the OpenAPI document, the browser's
 * types and the API suites' response checks all read one contract. A route added without one
 * fails here, with no exception.
 */
describe('route contracts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ plugins: builtInPlugins() });
    await enableAll(server);
  });
  afterAll(() => server.close());

  it('every route of every built-in plugin and of the kernel declares its response', () => {
    const routes = server.kernel.routeTable();
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter((r) => !r.def.response).map((r) => `${r.owner}: ${r.def.method.toUpperCase()} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('no built-in plugin is quarantined', () => {
    const broken = server.kernel.host.list().filter((p) => p.status === 'quarantined').map((p) => `${p.manifest.id}: ${p.error}`);
    expect(broken).toEqual([]);
  });
});
