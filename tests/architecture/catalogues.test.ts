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

/**
 * Issue 23: one sentence-case convention for the web's text ("Update successful.", not "update
 * success"). A value may start in lower case only where it always continues words before it;
 * each exception says where it stands. Keys are matched as written in their catalogue.
 */
const LOWER_CASE_ALLOWED: [key: RegExp, why: string][] = [
  [/^editor\.(bytemd|math|gfm)\./, 'placeholder text the editor writes into the post for the member to replace ("bold text", "lang")'],
  [/^signup\.agreements_and$/, 'the word between the two links of the sign-up sentence'],
  [/^dates\.now$/, 'a relative time, always after a verb or a name ("Asked just now", "Alice · just now")'],
  [/^operation\.(asked|answered|modified)$/, "the verb after the member's name in a question row (\"Alice asked 5m ago\")"],
  [/^settings\.seo\.fields\.robots$/, 'a file name, robots.txt'],
  [/^admin\.plugins\.author$/, 'after the plugin\'s name on the plugins page ("Shout Box by Quorum")'],
];

/** A plural form with no placeholder is the noun after a number the markup shows ("<strong>5</strong> answers"). */
const countNoun = (key: string, value: string) => /_(zero|one|two|few|many|other)$/.test(key) && !value.includes('{{');

const webCatalogues = webHalves.flatMap(([, , english]) => english);

describe.each(webCatalogues.map((file) => [relative(REPO_ROOT, dirname(file)), file]))('the en_US web catalogue in %s', (_folder, english) => {
  it('starts every text with a capital, bar the explained exceptions', () => {
    const lower = [...read(english)]
      .filter(([key, value]) => /^\p{Ll}/u.test(value) && !countNoun(key, value) && !LOWER_CASE_ALLOWED.some(([allowed]) => allowed.test(key)))
      .map(([key, value]) => `${key}: ${value}`);
    expect(lower).toEqual([]);
  });

  it('gives every count text its plural forms, _one with _other', () => {
    const catalogue = read(english);
    const problems: string[] = [];
    for (const [key, value] of catalogue) {
      const plural = /_(one|other)$/.exec(key);
      if (/{{\s*(count|n)\s*}}/.test(value) && !plural) problems.push(`${key}: a count without plural forms`);
      // (`_other` alone may be a plain word: `response_other`, the other responses.)
      const counted = plural?.[1] === 'one' || (plural && /{{\s*(count|n)\s*}}/.test(value));
      if (plural && counted && !catalogue.has(key.replace(/_(one|other)$/, plural[1] === 'one' ? '_other' : '_one'))) problems.push(`${key}: no ${plural[1] === 'one' ? '_other' : '_one'} form`);
    }
    expect(problems).toEqual([]);
  });
});
