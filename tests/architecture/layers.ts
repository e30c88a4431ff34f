import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..', '..');

/** Layering rules of DESIGN.md §1: which top-level folders each folder may import from. */
const RULES: { from: string; forbidden: string[]; why: string }[] = [
  { from: 'kernel', forbidden: ['plugins', 'web', 'cli'], why: 'the kernel knows no plugin, no web, no CLI' },
  { from: 'cli', forbidden: ['plugins', 'web'], why: 'the CLI talks to the kernel only' },
  { from: 'web', forbidden: ['kernel', 'cli'], why: 'the web shell talks HTTP, not kernel code' },
];

function files(dir: string): string[] {
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

/** Every import that crosses a forbidden layer boundary, as `file: specifier (why)`. */
export function layerViolations(): string[] {
  const found: string[] = [];
  for (const rule of RULES) {
    for (const file of files(join(ROOT, rule.from))) {
      for (const spec of importSpecifiers(readFileSync(file, 'utf8'))) {
        if (!spec.startsWith('.')) continue;
        const top = relative(ROOT, resolve(dirname(file), spec)).split(sep)[0]!;
        if (rule.forbidden.includes(top)) found.push(`${relative(ROOT, file)}: ${spec} (${rule.why})`);
      }
    }
  }
  return found;
}

/**
 * What one plugin may import of another (STYLE §2, docs/plugin-authoring.md): its `server/api.ts`,
 * its `web/api.ts` and `web/slots.ts`, its `schemas/` (pure-data contracts both halves share) and,
 * from tests, its `*-test-kit.ts` helpers. Anything else is another plugin's internals.
 */
const PLUGIN_PUBLIC = /^(server\/api\.ts|web\/api(\.ts)?|web\/slots(\.ts)?|schemas\/.+|server\/.+-test-kit\.ts)$/;

/**
 * Today's imports of another plugin's internals, to burn down: each entry is `file -> target`.
 * An entry that no longer occurs is reported too, so the list only shrinks.
 */
export const PLUGIN_INTERNALS_ALLOWED: readonly string[] = [
  'plugins/questions/web/components/question-fields.tsx -> plugins/tags/web/components/tag-selector',
  'plugins/review/web/components/suggested-edit.tsx -> plugins/revisions/web/components/diff-view',
  'plugins/search/server/search-captcha.test.ts -> plugins/captcha-basic/server/basic-captcha.ts',
];

/** Every import of another plugin's internals not on the allow-list, and every stale allow-list entry. */
export function pluginInternalImports(): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  for (const file of files(join(ROOT, 'plugins'))) {
    const from = relative(ROOT, file).split(sep);
    const source = readFileSync(file, 'utf8');
    for (const spec of importSpecifiers(source)) {
      if (!spec.startsWith('.')) continue;
      const target = relative(ROOT, resolve(dirname(file), spec)).split(sep);
      if (target[0] !== 'plugins' || target[1] === from[1] || PLUGIN_PUBLIC.test(target.slice(2).join('/'))) continue;
      const entry = `${from.join('/')} -> ${target.join('/')}`;
      seen.add(entry);
      if (!PLUGIN_INTERNALS_ALLOWED.includes(entry)) found.push(`${entry} (import another plugin's api.ts, web/api.ts, web/slots.ts or schemas/ only)`);
    }
  }
  for (const entry of PLUGIN_INTERNALS_ALLOWED) if (!seen.has(entry)) found.push(`${entry} no longer occurs: remove it from PLUGIN_INTERNALS_ALLOWED`);
  return found;
}

// `npm run lint` runs this file directly.
if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const violations = [...layerViolations(), ...pluginInternalImports()];
  for (const v of violations) process.stderr.write(`layering: ${v}\n`);
  process.exit(violations.length ? 1 : 0);
}
