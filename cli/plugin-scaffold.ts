import { join } from 'node:path';
import { REPO_ROOT } from '../kernel/paths.ts';
import { KERNEL_RANGE } from '../kernel/version.ts';
import { repoImport } from './kernel-import.ts';
import { schemaFiles, serverFiles } from './scaffold/server-files.ts';
import { webFiles } from './scaffold/web-files.ts';
import { readmeFile, testFile } from './scaffold/test-and-readme-files.ts';

/** The names one plugin id turns into, and where the plugin's files import the repository from. */
export interface ScaffoldNames {
  /** `shout-box`: folder, manifest id, route prefix, i18n namespace. */
  id: string;
  /** `Shout Box`: manifest name, README. */
  title: string;
  /** `ShoutBox`: type and constant names. */
  pascal: string;
  /** `shout_box`: settings group name and its `siteinfo` key. */
  snake: string;
  /** Whether the plugin sits in the repository's plugins/ (else the test names its folder). */
  inRepo: boolean;
  /** The specifier a file in `<plugin>/<sub>` uses to import a repository file. */
  repo(sub: string, repoPath: string): string;
}

/** A title for the manifest and README: `my-plugin` → `My Plugin`. */
export function titleOf(id: string): string {
  return id.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

export function namesOf(id: string, dir: string): ScaffoldNames {
  const title = titleOf(id);
  return {
    id,
    title,
    pascal: title.replace(/ /g, ''),
    snake: id.replace(/-/g, '_'),
    inRepo: join(dir, '..') === join(REPO_ROOT, 'plugins'),
    repo: (sub, repoPath) => repoImport(join(dir, sub), repoPath),
  };
}

/**
 * The files of a new feature plugin in `dir` (the plugin's own folder), each piece of the
 * platform once: a route with request and response schemas shared with its web half, a settings
 * group, an extension point it provides and uses itself, a footer contribution, both server and
 * web catalogues, a README and a test that boots it.
 */
export function scaffoldFiles(id: string, dir: string): Record<string, string> {
  const n = namesOf(id, dir);
  const manifest = { id, name: n.title, version: '0.1.0', description: `${n.title}: describe what it does.`, kernel: KERNEL_RANGE, kind: 'feature', requires: [], optional: [] };
  return {
    'plugin.json': `${JSON.stringify(manifest, null, 2)}\n`,
    ...schemaFiles(n),
    ...serverFiles(n),
    'server/index.test.ts': testFile(n),
    ...webFiles(n),
    'README.md': readmeFile(n),
  };
}
