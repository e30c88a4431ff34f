import { join } from 'node:path';
import { REPO_ROOT } from '../../kernel/paths.ts';
import { repoImport } from '../kernel-import.ts';

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

/**
 * The SDK's package names (docs/plugin-authoring.md): what a plugin outside the repository
 * imports of Quorum, resolved by the host (`quorum plugin add`, the tsconfig and vitest config
 * `plugin new --dir` writes).
 */
export const SDK_PACKAGES: Record<string, string> = {
  'kernel/api.ts': '@quorum/sdk',
  'kernel/provider-api.ts': '@quorum/sdk/provider',
  'web/src/sdk': '@quorum/sdk/web',
  'tests/support/test-server.ts': '@quorum/sdk/testing',
};

export function namesOf(id: string, dir: string): ScaffoldNames {
  const title = titleOf(id);
  const inRepo = join(dir, '..') === join(REPO_ROOT, 'plugins');
  return {
    id,
    title,
    pascal: title.replace(/ /g, ''),
    snake: id.replace(/-/g, '_'),
    inRepo,
    repo: (sub, repoPath) => (inRepo ? repoImport(join(dir, sub), repoPath) : SDK_PACKAGES[repoPath] ?? repoImport(join(dir, sub), repoPath)),
  };
}
