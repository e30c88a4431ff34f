import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { REPO_ROOT } from '../kernel/paths.ts';

/** The specifier a file in `fromDir` uses to import a repository file, e.g. `kernel/api.ts`. */
export function repoImport(fromDir: string, repoPath: string): string {
  const path = relative(fromDir, join(REPO_ROOT, repoPath)).split('\\').join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

// A plugin reaches the kernel only through kernel/api.ts, and a plugin providing a kernel port
// through kernel/provider-api.ts as well (lint enforces it), so those imports are the one thing
// tying a plugin folder to where it sits relative to this installation. The SDK's server package
// names (`@quorum/sdk`, `@quorum/sdk/provider`, what `plugin new --dir` writes) are those imports too.
const KERNEL_API_IMPORT = /(from\s+['"])(?:[^'"]*\/kernel\/(api|provider-api)\.ts|@quorum\/sdk(?:\/(provider))?)(['"])/g;

/** Points every `…/kernel/api.ts` and `…/kernel/provider-api.ts` import of a copied plugin at this installation's kernel. */
export async function repointKernelImports(pluginDir: string): Promise<void> {
  for (const entry of await readdir(pluginDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(ts|tsx|mts)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    const fixed = text.replace(KERNEL_API_IMPORT, (_, head: string, byPath: string | undefined, byName: string | undefined, tail: string) =>
      `${head}${repoImport(dirname(file), (byPath ?? byName) === 'provider-api' || byName === 'provider' ? 'kernel/provider-api.ts' : 'kernel/api.ts')}${tail}`);
    if (fixed !== text) await writeFile(file, fixed);
  }
}
