import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addCatalogueLoader, addCatalogueParts, i18n, initI18n, loadCatalogueParts, setLanguage } from './i18n';
import type { Language } from './resolve-language';

/** zh_CN's catalogues of the test source wait for `release` while `holding`: a slow download. */
let holding = false;
let release = () => {};
const held = () => (holding ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve());

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
      return [['test.shell', { greeting: TEXTS[language] }]];
    });
    addCatalogueParts(async () => [['test.part', async (language: Language) => [['test.part', { greeting: TEXTS[language] }]]]]);
    await initI18n('en_US');
  });
  beforeEach(async () => {
    holding = false;
    await setLanguage('en_US');
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
