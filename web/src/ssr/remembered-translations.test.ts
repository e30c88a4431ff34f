import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { rememberedTranslations } from './remembered-translations';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en_US',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: { en_US: { translation: { up: 'Up', months: ['Jan', 'Feb'], greet: 'Hi {{name}}', nested: { key: 'Nested' } }, other: { up: 'Upvote' } } },
  });
  // Counts the lookups that reach i18next's translator.
  const translator = (i18n as unknown as { translator: { translate: (...args: unknown[]) => unknown } }).translator;
  const translate = translator.translate.bind(translator);
  const lookups = { count: 0 };
  translator.translate = (...args: unknown[]) => {
    lookups.count += 1;
    return translate(...args);
  };
  return { i18n: rememberedTranslations(i18n), lookups };
}

describe('rememberedTranslations', () => {
  it('looks a key without options up once for every t of the same namespace, and answers what i18next does', async () => {
    const { i18n, lookups } = await instance();
    const a = i18n.getFixedT('en_US', null);
    const b = i18n.getFixedT('en_US', null);
    expect([a('up'), b('up'), a('up'), b('nested.key')]).toEqual(['Up', 'Up', 'Up', 'Nested']);
    expect(lookups.count).toBe(2);
    expect(i18n.getFixedT('en_US', 'other')('up')).toBe('Upvote');
  });

  it('shares a list (returnObjects) frozen, and sends calls with options to i18next each time', async () => {
    const { i18n, lookups } = await instance();
    const t = i18n.getFixedT('en_US', null);
    const months = t('months', { returnObjects: true }) as unknown as string[];
    expect(months).toEqual(['Jan', 'Feb']);
    expect(t('months', { returnObjects: true })).toBe(months);
    expect(Object.isFrozen(months)).toBe(true);
    const before = lookups.count;
    expect([t('greet', { name: 'Ann' }), t('greet', { name: 'Bo' })]).toEqual(['Hi Ann', 'Hi Bo']);
    expect(lookups.count).toBe(before + 2);
  });
});
