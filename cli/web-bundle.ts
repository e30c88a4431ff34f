import { join } from 'node:path';
import { webBuildStale } from '../bin/build-state.mjs';
import { REPO_ROOT } from '../kernel/paths.ts';

/** Builds the web bundle (the browser's and the server render) with Vite when it is missing or stale (or `force`). */
export async function ensureWebBundle(log: (line: string) => void, { force = false } = {}): Promise<void> {
  const stale = force ? 'requested' : webBuildStale();
  if (!stale) return;
  log(`Building the web bundle (${stale})…`);
  const { build } = await import('vite');
  // Vite builds React's development flavour when NODE_ENV says so (vitest sets 'test');
  // the site, and the journeys that test it, always get the production bundle.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const configFile = join(REPO_ROOT, 'web', 'vite.config.ts');
    // Rolldown's timing report says how busy the machine was, not what to fix in the site: a
    // person's first `npm start` on a small server should not read it as a problem.
    const quiet = { rolldownOptions: { checks: { bundlerTimings: false } } };
    await build({ configFile, mode: 'production', logLevel: 'warn', build: quiet });
    // then web/dist-server, which is written last (see webBuildStale)
    await build({ configFile, mode: 'production', logLevel: 'warn', build: { ...quiet, ssr: 'src/entry-server.tsx' } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  log('Web bundle built.');
}
