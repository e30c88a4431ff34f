import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import enUS from './locales/en_US.json';
import zhCN from './locales/zh_CN.json';

type Tree = { [key: string]: string | string[] | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string | string[]> {
  const out = new Map<string, string | string[]>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || Array.isArray(value)) out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const en = flatten(enUS as Tree);
const zh = flatten(zhCN as Tree);
const placeholders = (v: string | string[]) => [...String(v).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('interface catalogues', () => {
  it('en_US and zh_CN have exactly the same keys', () => {
    expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('translations keep the same interpolation variables', () => {
    for (const [key, value] of en) expect({ key, vars: placeholders(zh.get(key)!) }).toEqual({ key, vars: placeholders(value) });
  });

  it('no value is empty', () => {
    for (const [key, value] of [...en, ...zh]) expect({ key, empty: String(value).trim() === '' }).toEqual({ key, empty: false });
  });

  it('every literal key the shell passes to t() exists', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const used = new Set<string>();
    for (const file of sourceFiles(src)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-z0-9_.-]+)'/g)) used.add(m[1]!);
    }
    const missing = [...used].filter((key) => !en.has(key) && !en.has(`${key}_other`));
    expect(missing).toEqual([]);
  });
});
