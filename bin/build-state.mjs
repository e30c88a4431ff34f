// Which builds are missing or older than their sources. Plain JavaScript with no dependencies:
// `quorum run` asks this before it serves, and the serving process loads no compiler.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUILD_DIR = join(REPO_ROOT, 'dist', 'server');
export const WEB_BUILD_DIR = join(REPO_ROOT, 'web', 'dist');
/** The web's server render, built after the browser's bundle (vite build --ssr). */
export const WEB_SERVER_RENDER = join(REPO_ROOT, 'web', 'dist-server', 'entry-server.js');
/** What a build writes last, listing its inputs: a build without it never finished. */
export const BUILD_STAMP = 'build.json';

const SERVER_SOURCE = /\.(ts|json)$/;
const NOT_SERVED = /(\.test\.ts|-test-kit\.ts)$/;

function files(dir, accept) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path, accept) : accept(path) ? [path] : [];
  });
}

function subfolders(dir) {
  return existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => join(dir, d.name)) : [];
}

/** The server half of one plugin folder: its server code, migrations and the schemas and catalogues they import. */
export function pluginServerSources(pluginDir) {
  return ['server', 'migrations', 'schemas', 'locales'].flatMap((part) => files(join(pluginDir, part), (f) => SERVER_SOURCE.test(f) && !NOT_SERVED.test(f)));
}

/** Every module of the server build: kernel, CLI, shared schemas and each plugin's server half. */
export function serverSources() {
  const own = ['kernel', 'cli', 'schemas'].flatMap((dir) => files(join(REPO_ROOT, dir), (f) => SERVER_SOURCE.test(f) && !NOT_SERVED.test(f)));
  return [...own, ...subfolders(join(REPO_ROOT, 'plugins')).flatMap(pluginServerSources)].sort();
}

/** Everything the web bundle is built from. */
function webSources() {
  const web = ['web/src', 'web/build', 'web/public', 'web/index.html', 'web/vite.config.ts', 'schemas'].flatMap((p) => {
    const path = join(REPO_ROOT, p);
    return existsSync(path) && statSync(path).isFile() ? [path] : files(path, () => true);
  });
  const plugins = subfolders(join(REPO_ROOT, 'plugins')).flatMap((dir) => ['web', 'locales', 'schemas'].flatMap((part) => files(join(dir, part), () => true)));
  return [...web, ...plugins];
}

/** Why a build with this stamp is stale ('missing', a changed file), or undefined when fresh. */
function staleness(stampFile, sources, root) {
  if (!existsSync(stampFile)) return 'missing';
  const built = statSync(stampFile).mtimeMs;
  const newer = sources.find((file) => statSync(file).mtimeMs > built);
  if (newer) return `${relative(root, newer)} changed`;
  const listed = JSON.parse(readFileSync(stampFile, 'utf8')).inputs;
  if (Array.isArray(listed) && listed.join('\n') !== sources.map((f) => relative(root, f)).join('\n')) return 'files were added or removed';
  return undefined;
}

export function serverBuildStale() {
  return staleness(join(SERVER_BUILD_DIR, BUILD_STAMP), serverSources(), REPO_ROOT);
}

export function webBuildStale() {
  if (!existsSync(join(REPO_ROOT, 'web', 'vite.config.ts'))) return undefined;
  // The index.html is written last by Vite, then the server render; the web build lists no inputs.
  const index = join(WEB_BUILD_DIR, 'index.html');
  if (!existsSync(index) || !existsSync(WEB_SERVER_RENDER)) return 'missing';
  const built = Math.min(statSync(index).mtimeMs, statSync(WEB_SERVER_RENDER).mtimeMs);
  const newer = webSources().find((file) => statSync(file).mtimeMs > built);
  return newer ? `${relative(REPO_ROOT, newer)} changed` : undefined;
}

/** The plugins added to a site (QUORUM_HOME/plugins/<id>) whose compiled `dist/` is missing or stale. */
export function sitePluginsStale(home) {
  const root = join(resolve(home ?? process.env.QUORUM_HOME ?? './data'), 'plugins');
  return subfolders(root)
    .filter((dir) => existsSync(join(dir, 'plugin.json')))
    .map((dir) => ({ dir, reason: staleness(join(dir, 'dist', BUILD_STAMP), pluginServerSources(dir), dir) }))
    .filter((p) => p.reason);
}
