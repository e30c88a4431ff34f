import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../kernel/kernel.ts';
import { startTestServer, type TestServerOptions } from '../../support/test-server.ts';

/** The built shell the server serves (`npx vite build --config web/vite.config.ts`). */
export const WEB_DIST = join(REPO_ROOT, 'web', 'dist');
/** The web's server render built beside it (`… --ssr src/entry-server.tsx`). */
export const SERVER_BUNDLE_DIR = join(REPO_ROOT, 'web', 'dist-server');

/** Plugins the journeys boot besides storage and install. */
export const E2E_PLUGINS = ['markdown', 'tags', 'questions', 'votes', 'bookmarks', 'follow', 'comments', 'users', 'reputation', 'mail-smtp', 'api-docs', 'admin', 'legal', 'theme-default'];

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

let snapshot: { webDist: string; serverBundle: string } | undefined;

/**
 * A private copy of web/dist and web/dist-server for this test process: another run that
 * rebuilds the shared bundle (Vite empties the folder first) must not pull assets from under a
 * journey.
 */
export function webDistSnapshot(): { webDist: string; serverBundle: string } {
  if (snapshot) return snapshot;
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST} is missing: run npx vite build --config web/vite.config.ts before the e2e journeys`);
  }
  // Inside the repository, not the system's temp folder: the server bundle imports React and the
  // other libraries by name, which Node resolves from node_modules above the bundle's own folder
  // (vitest's loader resolved them anyway; a script run through tsx, like the Lighthouse run,
  // silently fell back to the shell). Not under a dot folder: static file serving refuses paths
  // with a dot segment.
  const parent = join(REPO_ROOT, 'test-results', 'web-snapshots');
  mkdirSync(parent, { recursive: true });
  const root = mkdtempSync(join(parent, 'web-'));
  process.once('exit', () => rmSync(root, { recursive: true, force: true }));
  const copy = join(root, 'dist');
  cpSync(WEB_DIST, copy, { recursive: true });
  if (existsSync(SERVER_BUNDLE_DIR)) cpSync(SERVER_BUNDLE_DIR, join(root, 'dist-server'), { recursive: true });
  const html = readFileSync(join(copy, 'index.html'), 'utf8');
  const missing = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!).filter((a) => !existsSync(join(copy, a)));
  if (missing.length > 0) throw new Error(`${WEB_DIST} was being rebuilt while copied (missing ${missing.join(', ')}); run again`);
  snapshot = { webDist: copy, serverBundle: join(root, 'dist-server', 'entry-server.js') };
  return snapshot;
}

/** Starts the real server with the built web shell. */
export async function startServer(options: TestServerOptions = {}): Promise<TestServer> {
  return startTestServer({ plugins: E2E_PLUGINS, ...options, ...webDistSnapshot() });
}

export type { TestServerOptions };
