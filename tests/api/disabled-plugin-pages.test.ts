import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, questionPlugins } from '../../plugins/questions/server/routes/question-test-kit.ts';
import { webDistSnapshot } from '../e2e/support/server.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../support/test-server.ts';
import { VisitorCachePoint } from '../../plugins/web-pages/server/api.ts';

/**
 * The pages of a plugin that is off answer 404 with the shell, as any unknown path does: the app
 * mounts every plugin's routes and its gate draws the not-found page for a disabled plugin's, so
 * the server must not call them 200. Enabling the plugin again brings them back at once.
 */

const status = async (server: TestServer, path: string, member?: TestUser) => {
  const headers: Record<string, string> = member ? { cookie: `quorum_session=${encodeURIComponent(member.token)}` } : {};
  const res = await fetch(new URL(path, server.url), { redirect: 'manual', headers });
  return { status: res.status, html: await res.text() };
};

describe.each(testEngines())('pages of a plugin that is off on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let bob: TestUser;

  const setEnabled = async (plugin: string, enabled: boolean) => {
    const res = await server.api.put('/answer/admin/api/plugin/status', { plugin_slug_name: plugin, enabled }, { token: admin.token });
    expect(res.code, `${plugin} -> ${enabled}`).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer({
      engine, ...webDistSnapshot(),
      plugins: [...questionPlugins(), 'revisions', 'review', 'reports', 'users', 'search', 'search-sql', 'seo'],
    });
    admin = await server.admin();
    bob = await server.createUser({ name: 'bob', rank: 1000 });
    await ask(server, bob, { title: 'A question so the lists are not empty', tags: [{ slug_name: 'gates' }] });
  }, 120_000);
  afterAll(() => server.close());

  it('answers 404 for a disabled plugin\'s page, a visitor\'s kept copy included, and 200 again once it is enabled', async () => {
    // a visitor's page is kept for ten seconds: the first read keeps it, the second is the kept copy
    expect((await status(server, '/review')).status).toBe(200);
    expect((await status(server, '/review')).status).toBe(200);
    await setEnabled('review', false);
    try {
      const gone = await status(server, '/review');
      expect(gone.status).toBe(404);
      // the same not-found page as any unknown path: the shell, no render
      expect(gone.html).toContain('<div id="root"></div>');
      expect(gone.html).not.toContain('quorum-ssr');
      expect((await status(server, '/review', bob)).status).toBe(404);
      // the other plugins' pages are untouched
      expect((await status(server, '/users/bob')).status).toBe(200);
      expect((await status(server, '/tags')).status).toBe(200);
    } finally {
      await setEnabled('review', true);
    }
    expect((await status(server, '/review')).status).toBe(200);
    expect((await status(server, '/review', bob)).status).toBe(200);
  });

  it('answers 404 for a disabled plugin\'s admin page, not for the admin area', async () => {
    expect((await status(server, '/admin/flags', admin)).status).toBe(200);
    await setEnabled('reports', false);
    try {
      expect((await status(server, '/admin/flags', admin)).status).toBe(404);
      expect((await status(server, '/admin/flags')).status).toBe(404);
      expect((await status(server, '/admin/plugins', admin)).status).toBe(200);
    } finally {
      await setEnabled('reports', true);
    }
    expect((await status(server, '/admin/flags', admin)).status).toBe(200);
  });

  // Core plugins cannot be switched off from the admin list; one that fails (quarantined) is off
  // all the same, and its public pages go with it. Last: quarantine is not undone.
  it('answers 404 for the public pages of plugins that are off (quarantined): tags, members, search', async () => {
    const kept = ['/tags', '/tags/gates', '/users/bob', '/search?q=question'];
    for (const path of kept) expect((await status(server, path)).status, path).toBe(200);
    const before = (await status(server, '/questions')).html;
    expect(before).toContain('href="/tags"');
    expect(before).toContain('href="/users"');
    for (const id of ['search', 'users', 'tags']) server.kernel.host.quarantine(server.kernel.host.get(id)!, new Error('test: off'));
    // quarantine is no write through the API: the visitors' kept pages are dropped as a write drops them
    await server.kernel.host.extensions.one(VisitorCachePoint)!.invalidate();
    for (const path of kept) {
      const res = await status(server, path);
      expect(res.status, path).toBe(404);
      expect(res.html, path).toContain('<div id="root"></div>');
    }
    // nor does the header offer them (its links follow plugin/status, as the browser's render does)
    const after = await status(server, '/questions');
    expect(after.status).toBe(200);
    expect(after.html).toContain('data-testid="header"');
    expect(after.html).not.toContain('href="/tags"');
    expect(after.html).not.toContain('href="/users"');
  });
});
