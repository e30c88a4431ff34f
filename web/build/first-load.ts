import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One record of Vite's `.vite/manifest.json`, keyed by source path relative to web/. */
export interface ManifestChunk {
  file: string;
  /** Chunk name: for the first-load groups of vite.config.ts, 'app', 'plugins', 'locale-<language>'. */
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** What a page loads at once, besides the entry: modules named by their path from the repository root. */
export interface PageLoad {
  /** Dynamic imports the page awaits before it paints (route screens, slot fills it renders). */
  lazyModules: string[];
  /** First-load groups of vite.config.ts the page's lazy modules live in (a group chunk has no manifest key per module). */
  chunks?: string[];
}

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Manifest key of a repository path ('plugins/x/web/index.tsx' → '../plugins/x/web/index.tsx'). */
function manifestKey(manifest: Manifest, repoPath: string): string {
  const key = [repoPath.replace(/^web\//, ''), `../${repoPath}`].find((candidate) => manifest[candidate]);
  if (!key) throw new Error(`${repoPath} is not a chunk of the build (renamed, or no longer loaded lazily?)`);
  return key;
}

/** The chunks a set of modules needs: themselves and everything they import statically. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(manifest[key]?.imports ?? []));
  }
  return seen;
}

/** Manifest key of the chunk vite.config.ts names `name` (its first-load groups). */
function namedChunk(manifest: Manifest, name: string): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]!.name === name);
  if (!key) throw new Error(`no chunk named ${name} in the build (vite.config.ts's first-load groups changed?)`);
  return key;
}

/**
 * The JavaScript files of a visitor's first load of a page: the entry, the plugin entries and the
 * catalogues of the default language (main.tsx loads them all before the first render), and the
 * page's own lazy modules, each with its static imports.
 */
export function firstLoadFiles(manifest: Manifest, page: PageLoad, language = 'en_US'): string[] {
  const entry = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const startup = [namedChunk(manifest, 'plugins'), namedChunk(manifest, `locale-${language}`)];
  const lazy = [...page.lazyModules.map((path) => manifestKey(manifest, path)), ...(page.chunks ?? []).map((name) => namedChunk(manifest, name))];
  const keys = staticClosure(manifest, [...entry, ...startup, ...lazy]);
  return [...new Set([...keys].map((key) => manifest[key]!.file))].filter((file) => file.endsWith('.js')).sort();
}

/** Bytes on the wire: the precompressed .gz the server sends, or the file itself when too small to have one. */
export function gzipBytes(dist: string, file: string): number {
  const path = join(dist, file);
  if (existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).length;
  const raw = readFileSync(path);
  return Math.min(raw.length, gzipSync(raw, { level: 9 }).length);
}
