import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * True when this module runs as compiled JavaScript from the server build (`quorum build`
 * writes `dist/server/`, a mirror of the repository's server sources), false when the
 * TypeScript sources run through tsx or vitest.
 */
export const COMPILED = import.meta.url.endsWith('.js');

/** The extension of the server modules this process loads: plugin entries, migrations. */
export const MODULE_EXT = COMPILED ? '.js' : '.ts';

/** Where the running server modules live: the repository, or its `dist/server` mirror. */
export const CODE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The repository root (where plugins/, web/ and schemas/ live), also when running compiled. */
export const REPO_ROOT = COMPILED ? join(CODE_ROOT, '..', '..') : CODE_ROOT;

/** The server build's folder in the repository. */
export const SERVER_BUILD_DIR = join(REPO_ROOT, 'dist', 'server');

/** The folder inside a plugin added under QUORUM_HOME/plugins that holds its compiled code. */
export const SITE_PLUGIN_BUILD = 'dist';

/**
 * Where a plugin's server code and migrations load from: its own folder when running the
 * sources; when compiled, the build's mirror for the repository's plugins and the plugin's
 * own `dist/` (written by `quorum plugin add` and `quorum build`) for plugins added to a site.
 */
export function pluginCodeDir(pluginDir: string): string {
  if (!COMPILED) return pluginDir;
  const inRepo = relative(join(REPO_ROOT, 'plugins'), pluginDir);
  if (inRepo && !inRepo.startsWith('..') && !inRepo.includes(sep)) return join(CODE_ROOT, 'plugins', inRepo);
  return join(pluginDir, SITE_PLUGIN_BUILD);
}
