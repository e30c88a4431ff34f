import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | string[] | Tree };

const pluginsDir = fileURLToPath(new URL('../../../plugins/', import.meta.url));
/** Plugins with web catalogues (`plugins/<id>/web/locales/*.json`, or only parts: `locales/<part>/*.json`). */
const plugins = readdirSync(pluginsDir).filter((id) => existsSync(join(pluginsDir, id, 'web', 'locales')));

function flatten(tree: Tree, prefix = ''): Map<string, string | string[]> {
  const out = new Map<string, string | string[]>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || Array.isArray(value)) out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** A plugin's catalogue with its parts (`locales/<part>/<lang>.json`, loaded with the screens that use them): one namespace. */
function catalogue(id: string, lang: string): Map<string, string | string[]> {
  const locales = join(pluginsDir, id, 'web', 'locales');
  const parts = readdirSync(locales).filter((name) => statSync(join(locales, name)).isDirectory());
  const files = [join(locales, `${lang}.json`), ...parts.map((part) => join(locales, part, `${lang}.json`))].filter((file) => existsSync(file));
  return new Map(files.flatMap((file) => [...flatten(JSON.parse(readFileSync(file, 'utf8')) as Tree)]));
}
const placeholders = (v: string | string[]) => [...String(v).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe.each(plugins)('plugin %s web catalogues', (id) => {
  const en = catalogue(id, 'en_US');
  const zh = catalogue(id, 'zh_CN');

  it('en_US and zh_CN have exactly the same keys', () => {
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('translations keep the same interpolation variables and none is empty', () => {
    for (const [key, value] of en) {
      expect({ key, vars: placeholders(zh.get(key) ?? '') }).toEqual({ key, vars: placeholders(value) });
      expect({ key, empty: String(value).trim() === '' || String(zh.get(key)).trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it('every literal key the plugin passes to t() exists', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(join(pluginsDir, id, 'web'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-z0-9_.-]+)'/g)) used.add(m[1]!);
    }
    const missing = [...used].filter((key) => !en.has(key) && !en.has(`${key}_other`));
    expect(missing).toEqual([]);
  });
});

describe('plugin web catalogues', () => {
  it('are found', () => {
    expect(plugins).toEqual(expect.arrayContaining(['questions', 'tags', 'votes', 'bookmarks', 'follow', 'comments']));
  });
});
