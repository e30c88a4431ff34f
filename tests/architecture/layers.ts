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

/** Every import that crosses a forbidden layer boundary, as `file: specifier (why)`. */
export function layerViolations(): string[] {
  const found: string[] = [];
  for (const rule of RULES) {
    for (const file of files(join(ROOT, rule.from))) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
        const spec = match[1] ?? match[2]!;
        if (!spec.startsWith('.')) continue;
        const top = relative(ROOT, resolve(dirname(file), spec)).split(sep)[0]!;
        if (rule.forbidden.includes(top)) found.push(`${relative(ROOT, file)}: ${spec} (${rule.why})`);
      }
    }
  }
  return found;
}

// `npm run lint` runs this file directly.
if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const violations = layerViolations();
  for (const v of violations) process.stderr.write(`layering: ${v}\n`);
  process.exit(violations.length ? 1 : 0);
}
