import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kernel, REPO_ROOT } from '../kernel.ts';
import { startTestServer, type TestServer } from '../../tests/support/test-server.ts';

const SHELL = '<!doctype html><html lang="en"><head><title>Quorum</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

/** The kernel hands every page to the `kernel.page-server` point; the web-pages plugin fills it. */
describe('pages through kernel.page-server', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'quorum-pages-dist-'));
    await writeFile(join(dist, 'index.html'), SHELL);
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it("serves the wizard's page before install through web-pages, under a nonce policy", async () => {
    let server: TestServer | undefined;
    try {
      server = await startTestServer({ installed: false, webDist: dist });
      const res = await fetch(`${server.url}/install`);
      expect(res.status).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      expect(await res.text()).toContain(`<script nonce="${nonce}" type="module" src="/assets/index.js">`);
      expect((await fetch(`${server.url}/`, { redirect: 'manual' })).headers.get('location')).toBe('/install');
    } finally {
      await server?.close();
    }
  });

  it('answers pages 503 when no plugin serves them, while the API still answers', async () => {
    const home = await mkdtemp(join(tmpdir(), 'quorum-no-pages-'));
    const kernel = new Kernel({
      home, webDist: dist, serverBundle: false, logger: pino({ level: 'silent' }),
      pluginRoots: [join(REPO_ROOT, 'plugins')], plugins: ['storage-sqlite', 'install'],
    });
    try {
      await kernel.boot();
      const url = `http://127.0.0.1:${await kernel.listen(0, '127.0.0.1')}`;
      const page = await fetch(`${url}/install`);
      expect(page.status).toBe(503);
      expect(await page.text()).toBe('This is not available right now. Please try again in a moment.');
      // the build's files and the API do not depend on it
      expect((await fetch(`${url}/installation/language/options`)).status).toBe(200);
    } finally {
      await kernel.close();
      await rm(home, { recursive: true, force: true });
    }
  });
});
