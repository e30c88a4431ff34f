import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import enUS from './locales/en_US.json' with { type: 'json' };
import zhCN from './locales/zh_CN.json' with { type: 'json' };
import { normalizeLanguage, Translator } from './translator.ts';
import { REPO_ROOT } from '../kernel.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)).sort();
}

describe('server catalogues', () => {
  it('en_US and zh_CN have the same keys (kernel)', () => {
    expect(keys(zhCN)).toEqual(keys(enUS));
  });

  it('en_US and zh_CN have the same keys (each plugin)', () => {
    const root = join(REPO_ROOT, 'plugins');
    for (const id of readdirSync(root)) {
      const en = join(root, id, 'locales', 'en_US.json');
      const zh = join(root, id, 'locales', 'zh_CN.json');
      if (!existsSync(en) && !existsSync(zh)) continue;
      expect(existsSync(en) && existsSync(zh), `${id} has both catalogues`).toBe(true);
      expect(keys(JSON.parse(readFileSync(zh, 'utf8'))), id).toEqual(keys(JSON.parse(readFileSync(en, 'utf8'))));
    }
  });

  it('maps Accept-Language values onto supported languages', () => {
    expect(normalizeLanguage('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh_CN');
    expect(normalizeLanguage('zh')).toBe('zh_CN');
    expect(normalizeLanguage('en-GB')).toBe('en_US');
    expect(normalizeLanguage('de-DE')).toBe('en_US');
    expect(normalizeLanguage(undefined)).toBe('en_US');
    expect(normalizeLanguage('x'.repeat(500))).toBe('en_US');
  });

  it('falls back to en_US for a key missing in zh_CN', () => {
    const t = new Translator();
    t.addCatalog('en_US', { only: { english: 'Only English.' } });
    expect(t.t('zh_CN', 'only.english')).toBe('Only English.');
  });

  it("keeps one translator's plugin catalogues out of the next one's", () => {
    const first = new Translator();
    first.addCatalog('en_US', { from_a_plugin: { text: 'From a plugin of the first kernel.' } });
    expect(first.t('en_US', 'from_a_plugin.text')).toBe('From a plugin of the first kernel.');
    expect(new Translator().t('en_US', 'from_a_plugin.text')).toBe('from_a_plugin.text');
  });
});
