import { createRequire } from 'node:module';
import { sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInPlugins } from '../support/built-in-plugins.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The packages a plugin uses only once configured or on first use are imported then, not at
 * boot: each MB they hold live costs ~2 MB of peak RSS (docs/perf.md, 2026-11-29 17:06 UTC).
 * Node's CommonJS module cache shows which are loaded (an ESM import of a CommonJS package goes
 * through it too; each test file runs in a process of its own, vitest's forks pool); openid-client
 * is ESM only, so it is not checked here.
 */
const loadedPackages = (): Set<string> => {
  const marker = `${sep}node_modules${sep}`;
  return new Set(Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes(marker)).map((file) => {
    const [scope, name] = file.slice(file.lastIndexOf(marker) + marker.length).split(sep);
    return scope!.startsWith('@') ? `${scope}/${name}` : scope!;
  }));
};

describe('a booted SQLite site with every plugin, without Redis, captcha drawn by nobody', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ plugins: [...builtInPlugins()] });
  }, 120_000);
  afterAll(() => server.close());

  it('has not loaded pg, ioredis, svg-captcha or multer, and has loaded its own driver', async () => {
    expect((await fetch(new URL('/answer/api/v1/question/page?page=1', server.url))).status).toBe(200);
    const loaded = loadedPackages();
    // the cache is the one the site's packages went through
    expect(loaded).toContain('better-sqlite3');
    for (const unused of ['pg', 'ioredis', 'svg-captcha', 'multer']) expect(loaded, unused).not.toContain(unused);
  });
});
