import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../kernel/paths.ts';

type Tree = { [key: string]: string | string[] | Tree };

/**
 * Every en_US.json that has (or should have) a zh_CN.json beside it, outside dependencies and
 * builds: in a `locales` folder, or in a part of one (`locales/<part>/`, loaded with its screens).
 */
function englishCatalogues(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return englishCatalogues(path);
    return entry.name === 'en_US.json' && /(^|[\\/])locales([\\/][^\\/]+)?$/.test(dirname(path)) ? [path] : [];
  });
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || Array.isArray(value)) out.set(path, String(value));
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const read = (file: string) => flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree);
const placeholders = (value: string) => [...value.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
/** A key as a catalogue may hold it: plain, or as i18next plural forms. */
const present = (catalogue: Map<string, string>, key: string) => catalogue.has(key) || catalogue.has(`${key}_other`) || catalogue.has(`${key}_one`);

const catalogues = ['kernel', 'web/src', 'plugins', 'tests/fixtures'].flatMap((root) => englishCatalogues(join(REPO_ROOT, root)));

/** SPEC §1: every interface speaks en_US and zh_CN; a key missing from one shows the raw key. */
describe.each(catalogues.map((file) => [relative(REPO_ROOT, dirname(file)), file]))('catalogues in %s', (_folder, english) => {
  const chinese = join(dirname(english), 'zh_CN.json');

  it('have a zh_CN twin with exactly the same keys', () => {
    expect(existsSync(chinese)).toBe(true);
    expect([...read(chinese).keys()].sort()).toEqual([...read(english).keys()].sort());
  });

  it('keep the same interpolation variables in both languages, and no empty message', () => {
    const en = read(english);
    const zh = read(chinese);
    for (const [key, value] of en) expect({ key, vars: placeholders(zh.get(key) ?? '') }).toEqual({ key, vars: placeholders(value) });
    for (const [key, value] of [...en, ...zh]) expect({ key, empty: value.trim() === '' }).toEqual({ key, empty: false });
  });
});

/**
 * The shell (its own catalogue and its features', which share its namespace) and each plugin's web
 * half (its catalogue and its parts, which share the plugin's namespace).
 */
const shellCatalogues = englishCatalogues(join(REPO_ROOT, 'web', 'src'));
const webHalves: [string, string, string[]][] = [
  ['web shell', join(REPO_ROOT, 'web', 'src'), shellCatalogues],
  ...readdirSync(join(REPO_ROOT, 'plugins'))
    .filter((id) => existsSync(join(REPO_ROOT, 'plugins', id, 'web', 'locales')))
    .map((id): [string, string, string[]] => [`plugin ${id}`, join(REPO_ROOT, 'plugins', id, 'web'), englishCatalogues(join(REPO_ROOT, 'plugins', id, 'web'))]),
];

/** The shell and each plugin's web half pass literal keys to t(): each must be in its own catalogue. */
describe.each(webHalves)('the %s', (_name, web, english) => {
  it('only passes t() keys its catalogue holds', () => {
    const catalogue = new Map(english.flatMap((file) => [...read(file)]));
    const sources = readdirSync(web, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'));
    const missing: string[] = [];
    for (const file of sources) {
      for (const m of readFileSync(join(web, file), 'utf8').matchAll(/\bt\(\s*'([a-z0-9_.-]+)'/g)) {
        if (!present(catalogue, m[1]!)) missing.push(`${file}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
