import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../kernel/kernel.ts';
import { startTestServer, type TestServerOptions } from '../../support/test-server.ts';

/** The built shell the server serves (`npx vite build --config web/vite.config.ts`). */
export const WEB_DIST = join(REPO_ROOT, 'web', 'dist');

/** Plugins the journeys boot besides storage and install. */
export const E2E_PLUGINS = ['markdown', 'tags', 'votes', 'bookmarks', 'follow', 'comments'];

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Starts the real server with the built web shell. */
export async function startServer(options: TestServerOptions = {}): Promise<TestServer> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST} is missing: run npx vite build --config web/vite.config.ts before the e2e journeys`);
  }
  return startTestServer({ plugins: E2E_PLUGINS, ...options, webDist: WEB_DIST });
}

export type { TestServerOptions };
