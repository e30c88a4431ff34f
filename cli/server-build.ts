import { rm, rename, utimes, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_STAMP, pluginServerSources, serverBuildStale, serverSources, sitePluginsStale } from '../bin/build-state.mjs';
import { REPO_ROOT, SERVER_BUILD_DIR, SITE_PLUGIN_BUILD } from '../kernel/paths.ts';

interface Compile {
  /** The folder the output mirrors: `<root>/kernel/kernel.ts` becomes `<outDir>/kernel/kernel.js`. */
  root: string;
  /** Every source file of the build (.ts are entries; .json ones are inlined where imported). */
  inputs: string[];
  outDir: string;
  /** Maps an import that leaves `root` onto a module that already exists, or undefined to bundle it. */
  outside?: (path: string) => string | undefined;
}

/**
 * Compiles TypeScript modules to JavaScript one for one with rolldown (Vite's bundler), keeping
 * the folder layout so `import.meta.url`, plugin folders and migration folders mean what they
 * mean in the sources. Packages stay imports. The new tree replaces the old one whole, with a
 * stamp written last listing the inputs, so a half-written build never counts as fresh.
 */
async function compile({ root, inputs, outDir, outside }: Compile): Promise<void> {
  const started = new Date();
  const { build } = await import('rolldown');
  const temp = `${outDir}.tmp-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  await build({
    cwd: root,
    input: inputs.filter((f) => f.endsWith('.ts')),
    platform: 'node',
    // every export stays: plugins added to a site import what the repository's plugins do not
    treeshake: false,
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
    plugins: outside ? [{
      name: 'quorum-outside-imports',
      resolveId(source, importer) {
        if (!importer || !source.startsWith('.')) return null;
        const path = resolve(dirname(importer), source);
        if (path.startsWith(root + sep)) return null;
        const target = outside(path);
        // as a file URL: rolldown would rewrite an absolute path relative to the wrong folder
        return target ? { id: pathToFileURL(target).href, external: true } : null;
      },
    }] : [],
    output: { dir: temp, format: 'esm', preserveModules: true, preserveModulesRoot: root, entryFileNames: '[name].js', sourcemap: true },
    logLevel: 'warn',
  });
  const stamp = join(temp, BUILD_STAMP);
  await writeFile(stamp, `${JSON.stringify({ built_at: started.toISOString(), inputs: inputs.map((f) => relative(root, f)) }, null, 2)}\n`);
  // Sources saved while compiling stay newer than the stamp, so the next start rebuilds.
  await utimes(stamp, started, started);
  await rm(outDir, { recursive: true, force: true });
  await rename(temp, outDir);
}

/** Compiles the server (kernel, CLI, schemas, every plugin's server half) into dist/server. */
export async function buildServer(): Promise<void> {
  await compile({ root: REPO_ROOT, inputs: serverSources(), outDir: SERVER_BUILD_DIR });
}

/**
 * Compiles a plugin added under QUORUM_HOME/plugins into its own `dist/`. Its imports of the
 * repository (kernel/api.ts, as `plugin add` points them) load the server build's modules, the
 * same instances the compiled kernel uses.
 */
export async function buildSitePlugin(dir: string): Promise<void> {
  const repoFile = (path: string) => {
    const inRepo = relative(REPO_ROOT, path);
    return inRepo.startsWith('..') ? undefined : join(SERVER_BUILD_DIR, inRepo.replace(/\.ts$/, '.js'));
  };
  await compile({ root: dir, inputs: pluginServerSources(dir), outDir: join(dir, SITE_PLUGIN_BUILD), outside: repoFile });
}

/** Builds the server and the site's added plugins where missing or stale, one progress line each. */
export async function ensureServerBuild(log: (line: string) => void, home?: string, { force = false } = {}): Promise<void> {
  const stale = force ? 'requested' : serverBuildStale();
  if (stale) {
    log(`Building the server (${stale})…`);
    const started = performance.now();
    await buildServer();
    log(`Server built in ${((performance.now() - started) / 1000).toFixed(1)} s: ${relative(process.cwd(), SERVER_BUILD_DIR) || '.'}`);
  }
  for (const plugin of sitePluginsStale(home)) {
    log(`Building the site plugin ${plugin.dir} (${plugin.reason})…`);
    await buildSitePlugin(plugin.dir);
  }
}
