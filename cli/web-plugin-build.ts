import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { REPO_ROOT } from '../kernel/paths.ts';
import { WEB_BUILD_DIR, WEB_BUILD_ENTRY } from '../kernel/plugins/plugin-host.ts';
import { precompressFolder } from '../bin/precompress.mjs';
import { CliError } from './run-action.ts';

/**
 * What an added plugin's web half shares with the shell instead of bundling (the registry in
 * web/src/plugin-host/added-plugins.tsx holds the shell's copies). React and react-dom are shared
 * whole; of the others, the names the registry lists.
 */
export const SHARED_MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'react-router', 'react-router-dom', 'swr', 'jotai', 'i18next', '@quorum/sdk/web'] as const;
const WHOLE = new Set(['react', 'react/jsx-runtime', 'react-dom']);
/** The web SDK as a plugin inside the repository imports it. */
const REPO_SDK = join(REPO_ROOT, 'web', 'src', 'sdk');
const SDK = '@quorum/sdk/web';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const SOURCE = /\.(ts|tsx|mts)$/;

/** The shared module an import names, or undefined: `../../../web/src/sdk` is the SDK's package name. */
function sharedName(source: string, fromDir: string): string | undefined {
  if ((SHARED_MODULES as readonly string[]).includes(source)) return source;
  if (source.startsWith('.') && [REPO_SDK, join(REPO_SDK, 'index'), join(REPO_SDK, 'index.ts')].includes(resolve(fromDir, source))) return SDK;
  return undefined;
}

/** Every name the plugin's web sources import from each shared module (`import x, { a, b as c } from 'swr'`). */
async function importedNames(pluginDir: string): Promise<Map<string, Set<string>>> {
  const names = new Map<string, Set<string>>();
  const dirs = ['web', 'schemas'].map((d) => join(pluginDir, d)).filter((d) => existsSync(d));
  for (const dir of dirs) {
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !SOURCE.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const file = join(entry.parentPath, entry.name);
      const text = await readFile(file, 'utf8');
      for (const [, clause, source] of text.matchAll(/(?:^|[\n;])\s*(?:import|export)\s+(?!type\s)([^'";]*?)\s*from\s+['"]([^'"]+)['"]/g)) {
        const shared = sharedName(source!, dirname(file));
        if (!shared) continue;
        const set = names.get(shared) ?? new Set<string>();
        names.set(shared, set);
        if (/\*\s+as\s/.test(clause!) && !WHOLE.has(shared)) {
          throw new CliError(`${relative(pluginDir, file)}: \`import * as\` from "${shared}" is not shared with plugins; import the names it uses`);
        }
        const named = /\{([^}]*)\}/.exec(clause!)?.[1] ?? '';
        for (const part of named.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0]!.trim();
          if (name && !name.startsWith('type ') && IDENTIFIER.test(name)) set.add(name);
        }
      }
    }
  }
  return names;
}

/**
 * The module standing in for a shared one: it reads the shell's copy from the registry, refuses
 * at import when the site does not share a name the plugin uses, and re-exports the names.
 */
function shim(source: string, used: Set<string> | undefined): string {
  const require = createRequire(join(REPO_ROOT, 'package.json'));
  const names = WHOLE.has(source) ? Object.keys(require(source) as object) : [...(used ?? [])];
  const exported = [...new Set(names)].filter((n) => n !== 'default' && IDENTIFIER.test(n));
  return [
    `const m = globalThis.__quorumShared?.[${JSON.stringify(source)}];`,
    `if (!m) throw new Error(${JSON.stringify(`the site shares no module "${source}"`)});`,
    `const missing = ${JSON.stringify(exported)}.filter((n) => !(n in m));`,
    `if (missing.length) throw new Error(\`the site does not share \${missing.join(', ')} of ${source}\`);`,
    `export default m.default;`,
    exported.length ? `export const { ${exported.join(', ')} } = m;` : '',
  ].join('\n');
}

/**
 * Builds an added plugin's web half (`web/index.tsx`) into browser ES modules in
 * `<plugin>/web-dist/`: minified, content-hashed, precompressed like the site's own assets, with
 * React, the router, swr, jotai, i18next and the web SDK taken from the shell at run time. The
 * entry's name is written last to `entry.json`, which the server reads. A plugin without a web
 * half gets none; web/dist is never touched.
 */
export async function buildPluginWeb(pluginDir: string): Promise<boolean> {
  const input = join(pluginDir, 'web', 'index.tsx');
  const out = join(pluginDir, WEB_BUILD_DIR);
  if (!existsSync(input)) {
    await rm(out, { recursive: true, force: true });
    return false;
  }
  const used = await importedNames(pluginDir);
  const temp = `${out}.tmp-${process.pid}`;
  await rm(temp, { recursive: true, force: true });
  const { build } = await import('rolldown');
  const result = await build({
    cwd: pluginDir,
    input,
    platform: 'browser',
    transform: { jsx: { runtime: 'automatic' }, define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.SSR': 'false' } },
    plugins: [{
      name: 'quorum-shared-modules',
      resolveId(source, importer) {
        const shared = sharedName(source, importer ? dirname(importer) : pluginDir);
        return shared ? `\0quorum-shared:${shared}` : null;
      },
      load(id) {
        return id.startsWith('\0quorum-shared:') ? shim(id.slice('\0quorum-shared:'.length), used.get(id.slice('\0quorum-shared:'.length))) : null;
      },
    }],
    output: { dir: temp, format: 'esm', minify: true, entryFileNames: 'index-[hash].js', chunkFileNames: '[name]-[hash].js', sourcemap: false },
    logLevel: 'warn',
    // a settings schema imported lazily for the form and eagerly for its path is one module, fine
    onLog: (level, log, handler) => (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' ? undefined : handler(level, log)),
  });
  const entry = result.output.find((o) => o.type === 'chunk' && o.isEntry)!.fileName;
  await precompressFolder(temp);
  await writeFile(join(temp, WEB_BUILD_ENTRY), `${JSON.stringify({ entry, built_at: new Date().toISOString() }, null, 2)}\n`);
  await rm(out, { recursive: true, force: true });
  await rename(temp, out);
  return true;
}
