import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addCatalogueLoader, addCatalogueParts, i18n, initI18n, loadCatalogueParts, setLanguage } from './i18n';
import type { Language } from './resolve-language';

/** zh_CN's catalogues of the test source wait for `release` while `holding`: a slow download; `failing` one that fails. */
let holding = false;
let failing = false;
let release = () => {};
const held = () => (holding ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve());

/** The languages the test part was downloaded in. */
const parts: Language[] = [];

const TEXTS: Record<Language, string> = { en_US: 'Hello', zh_CN: '你好' };

/**
 * The switch of the interface language (SPEC §1): the site's language arrives before a member's
 * own, and screens open while catalogues download; each ends in the language last asked for.
 */
describe('setLanguage', () => {
  beforeAll(async () => {
    // setLanguage also names the page's language; no DOM in unit tests
    (globalThis as { document?: unknown }).document = { documentElement: { lang: '' } };
    addCatalogueLoader(async (language) => {
      if (language === 'zh_CN') await held();
      if (language === 'zh_CN' && failing) throw new Error('download failed');
      return [['test.shell', { greeting: TEXTS[language] }]];
    });
    addCatalogueParts(async () => [['test.part', async (language: Language) => {
      parts.push(language);
      return [['test.part', { greeting: TEXTS[language] }]];
    }]]);
    await initI18n('en_US');
  });
  beforeEach(async () => {
    holding = false;
    failing = false;
    await setLanguage('en_US');
  });

  // First: before any zh_CN catalogue is loaded (a loaded one is not downloaded again).
  it('stays in the language shown when a switch fails, and a screen opened next loads its part in that one only', async () => {
    failing = true;
    await expect(setLanguage('zh_CN')).rejects.toThrow('download failed');
    parts.length = 0;
    await loadCatalogueParts('test.part');
    expect(i18n.language).toBe('en_US');
    expect(parts).toEqual(['en_US']);
  });

  it('ends in the language asked for last, even when an earlier switch finishes after it', async () => {
    holding = true;
    const toChinese = setLanguage('zh_CN');
    await setLanguage('en_US');
    release();
    await toChinese;
    expect(i18n.language).toBe('en_US');
    expect(i18n.t('greeting', { ns: 'test.shell' })).toBe('Hello');
  });

  it('loads a part opened while a switch downloads in the language switched to', async () => {
    holding = true;
    const toChinese = setLanguage('zh_CN');
    await loadCatalogueParts('test.part');
    release();
    await toChinese;
    expect(i18n.language).toBe('zh_CN');
    expect(i18n.t('greeting', { ns: 'test.part' })).toBe('你好');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
