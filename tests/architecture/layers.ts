import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The import rules of DESIGN.md §1, checked by `npm run lint` (this file run directly) and by
 * layers.test.ts, which also proves each rule refuses a tree that breaks it. Every check takes the
 * root of the tree it reads, so the test can hand it a small temporary one.
 */
const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..', '..');

/** Which top-level folders each folder may not import from. */
const RULES: { from: string; forbidden: string[]; why: string }[] = [
  { from: 'kernel', forbidden: ['plugins', 'web', 'cli'], why: 'the kernel knows no plugin, no web, no CLI' },
  { from: 'cli', forbidden: ['plugins', 'web'], why: 'the CLI talks to the kernel only' },
  { from: 'web', forbidden: ['kernel', 'cli', 'plugins'], why: 'the web shell talks HTTP and discovers plugins, it imports none' },
];

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The module specifiers a source file imports or re-exports (static and dynamic). */
function importSpecifiers(source: string): string[] {
  return [...source.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]!);
}

/** Each relative import of each file under `dir`, as the path (from `root`, split) it reaches. */
function* imports(root: string, dir: string): Generator<{ file: string; spec: string; target: string[] }> {
  for (const file of files(join(root, dir))) {
    for (const spec of importSpecifiers(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) yield { file: relative(root, file), spec, target: relative(root, resolve(dirname(file), spec)).split(sep) };
    }
  }
}

/** Every import that crosses a forbidden layer boundary, as `file: specifier (why)`. */
export function layerViolations(root = ROOT): string[] {
  const found: string[] = [];
  for (const rule of RULES) {
    for (const { file, spec, target } of imports(root, rule.from)) {
      if (rule.forbidden.includes(target[0]!)) found.push(`${file}: ${spec} (${rule.why})`);
    }
  }
  return found;
}

/**
 * What one plugin may import of another (STYLE §2, docs/plugin-authoring.md): its `server/api.ts`,
 * its `web/api.ts` and `web/slots.ts`, and its `schemas/` (pure-data contracts both halves share).
 */
const PLUGIN_PUBLIC = /^(server\/api\.ts|web\/api(\.tsx?)?|web\/slots(\.tsx?)?|schemas\/.+)$/;
/** Tests may also use another plugin's `*-test-kit.ts` helpers. */
const TEST_KIT = /^server\/.+-test-kit\.ts$/;
/**
 * A test boots the plugins it names, as the suites under tests/ do: it is a composition root, not
 * part of its plugin at run time, so it need not be named in plugin.json (search's contract test
 * boots search-sql, which requires search). It may still read only public files and test kits.
 */
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || TEST_KIT.test(path.split('/').slice(2).join('/'));

interface Manifest {
  id: string;
  requires: string[];
  optional: string[];
  provides: string[];
}

function manifests(root: string): Map<string, Manifest> {
  const found = new Map<string, Manifest>();
  for (const dir of existsSync(join(root, 'plugins')) ? readdirSync(join(root, 'plugins')) : []) {
    const path = join(root, 'plugins', dir, 'plugin.json');
    if (!existsSync(path)) continue;
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as Partial<Manifest>;
    found.set(dir, { id: dir, requires: manifest.requires ?? [], optional: manifest.optional ?? [], provides: manifest.provides ?? [] });
  }
  return found;
}

/** Each import from one plugin into another: importer, target plugin, target file, whether a test imports. */
function* crossPluginImports(root: string) {
  for (const { file, target } of imports(root, 'plugins')) {
    const from = file.split(sep);
    if (target[0] !== 'plugins' || target[1] === from[1]) continue;
    yield { file: from.join('/'), plugin: from[1]!, other: target[1]!, path: target.slice(2).join('/'), test: isTest(from.join('/')) };
  }
}

/**
 * Every import of another plugin that its rules refuse: of a file that is not that plugin's
 * public surface, or (outside tests) of a plugin the importer's plugin.json does not name in
 * `requires` or `optional`.
 */
export function pluginImportViolations(root = ROOT): string[] {
  const named = manifests(root);
  const found: string[] = [];
  for (const { file, plugin, other, path, test } of crossPluginImports(root)) {
    const target = `plugins/${other}/${path}`;
    if (!PLUGIN_PUBLIC.test(path) && !(test && TEST_KIT.test(path))) {
      found.push(`${file} -> ${target} (import another plugin's server/api.ts, web/api.ts, web/slots.ts or schemas/ only)`);
      continue;
    }
    const manifest = named.get(plugin);
    if (!test && manifest && ![...manifest.requires, ...manifest.optional].includes(other))
      found.push(`${file} -> ${target} ("${other}" is in neither requires nor optional of plugins/${plugin}/plugin.json)`);
  }
  return found;
}

/** The kernel's second entry: what only a plugin providing a kernel port needs. */
const PROVIDER_API = 'kernel/provider-api.ts';

/**
 * Every import of kernel/provider-api.ts by a plugin whose plugin.json lists no kernel port in
 * `provides`: feature plugins keep to kernel/api.ts, so what the kernel lends only to the
 * providers of its ports (a storage or cache engine, the mailer, the renderer, …) can change
 * without reaching them. Tests boot what they need, as for plugins, and may import it.
 */
export function providerApiViolations(root = ROOT): string[] {
  const named = manifests(root);
  const found: string[] = [];
  for (const { file, target } of imports(root, 'plugins')) {
    const path = file.split(sep).join('/');
    if (target.join('/') !== PROVIDER_API || isTest(path)) continue;
    const plugin = path.split('/')[1]!;
    if ((named.get(plugin)?.provides ?? []).length === 0)
      found.push(`${path} -> ${PROVIDER_API} (plugins/${plugin}/plugin.json lists no kernel port in "provides"; a feature plugin imports kernel/api.ts only)`);
  }
  return found;
}

/**
 * Every cycle among plugins, counting what their manifests name (`requires` and `optional`) and
 * what their code outside tests imports, each as `a -> b -> a`. Providers depend on the plugin
 * that owns a point, never the reverse, so the graph has no cycle.
 */
export function pluginCycles(root = ROOT): string[] {
  const edges = new Map<string, Set<string>>();
  const edge = (from: string, to: string) => edges.set(from, (edges.get(from) ?? new Set()).add(to));
  for (const manifest of manifests(root).values()) for (const dep of [...manifest.requires, ...manifest.optional]) edge(manifest.id, dep);
  for (const { plugin, other, test } of crossPluginImports(root)) if (!test) edge(plugin, other);
  const cycles: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string, path: string[]) => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') {
      cycles.push([...path.slice(path.indexOf(id)), id].join(' -> '));
      return;
    }
    state.set(id, 'visiting');
    for (const next of [...(edges.get(id) ?? [])].sort()) visit(next, [...path, id]);
    state.set(id, 'done');
  };
  for (const id of [...edges.keys()].sort()) visit(id, []);
  return cycles.map((cycle) => `plugin cycle: ${cycle}`);
}

/** The folders whose files may import one another in one direction only. */
const CIRCLE_FREE = ['kernel', 'cli', 'plugins'];

/**
 * The file a relative specifier names: the server's are written with their extension, the web
 * halves' without (the bundler's way), either as the file or as its folder's index.
 */
function resolveImport(known: Set<string>, file: string, spec: string): string | undefined {
  const base = resolve(dirname(file), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => known.has(path));
}

/**
 * Every circle of imports among the files of kernel/, cli/ and plugins/, `import type` included:
 * a circle of types still ties the files to one another (kernel.ts and the modules that took the
 * whole `Kernel` were one). Each circle is reported once, as its shortest round through its first
 * file, with how many files it binds (one strongly connected group).
 */
export function fileCycles(root = ROOT): string[] {
  const all = CIRCLE_FREE.flatMap((dir) => files(join(root, dir))).sort();
  const known = new Set(all);
  const edges = new Map(all.map((file) => {
    const targets = importSpecifiers(readFileSync(file, 'utf8')).filter((spec) => spec.startsWith('.')).map((spec) => resolveImport(known, file, spec));
    return [file, [...new Set(targets.filter((t): t is string => t !== undefined))].sort()];
  }));
  // Tarjan's strongly connected components: each group of two or more files (or one importing itself) is a circle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file)!) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = stack.splice(stack.indexOf(file));
    for (const member of group) onStack.delete(member);
    if (group.length > 1 || edges.get(file)!.includes(file)) groups.push(group.sort());
  };
  for (const file of all) if (!index.has(file)) visit(file);
  const name = (file: string) => relative(root, file).split(sep).join('/');
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!)).map((group) => {
    const round = shortestRound(group[0]!, (file) => edges.get(file)!.filter((next) => group.includes(next)));
    return `import circle of ${group.length} file${group.length === 1 ? '' : 's'}: ${round.map(name).join(' -> ')}`;
  });
}

/** The shortest way from `start` back to itself (breadth first), `start` at both ends. */
function shortestRound(start: string, next: (file: string) => string[]): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i]!;
    for (const to of next(at)) {
      if (to === start) {
        const path = [at];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, at);
        queue.push(to);
      }
    }
  }
  return [start];
}

/** Everything `npm run lint` refuses in the tree at `root`. */
export function architectureViolations(root = ROOT): string[] {
  return [...layerViolations(root), ...pluginImportViolations(root), ...providerApiViolations(root), ...pluginCycles(root), ...fileCycles(root)];
}

// `npm run lint` runs this file directly.
if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const violations = architectureViolations();
  for (const v of violations) process.stderr.write(`layering: ${v}\n`);
  process.exit(violations.length ? 1 : 0);
}
