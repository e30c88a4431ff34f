import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from './locales/en_US.json';
import zhCN from './locales/zh_CN.json';
import { FALLBACK_LANGUAGE, type Language } from './resolve-language';

export const i18n = i18next.createInstance();

/** Initialises i18next synchronously with the bundled catalogues. */
export function initI18n(language: Language): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    resources: { en_US: { translation: enUS }, zh_CN: { translation: zhCN } },
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

/** Adds a plugin catalogue under namespace `plugin.<id>`. */
export function addLocaleBundle(namespace: string, locales: Partial<Record<Language, Record<string, unknown>>>): void {
  for (const [lang, bundle] of Object.entries(locales)) {
    if (bundle) i18n.addResourceBundle(lang, namespace, bundle, true, true);
  }
}

export async function setLanguage(language: Language): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language.replace('_', '-');
}
