import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, type Language } from './resolve-language';

export const i18n = i18next.createInstance();

/** The catalogues (namespace → bundle) one language needs from one source. */
export type CatalogueLoader = (language: Language) => Promise<Array<[namespace: string, bundle: Record<string, unknown>]>>;

// One chunk per language: a reader downloads the catalogues of their own language (and the fallback's) only.
const shellCatalogues = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });

const loaders: CatalogueLoader[] = [
  async (language) => {
    const load = shellCatalogues[`./locales/${language}.json`];
    return load ? [['translation', await load()]] : [];
  },
];
const loadedLanguages = new Map<Language, Promise<void>>();

/** Adds a source of catalogues (the plugins'); call before initI18n. */
export function addCatalogueLoader(loader: CatalogueLoader): void {
  loaders.push(loader);
}

function loadLanguage(language: Language): Promise<void> {
  let pending = loadedLanguages.get(language);
  if (!pending) {
    pending = Promise.all(loaders.map((load) => load(language))).then((sets) => {
      for (const [namespace, bundle] of sets.flat()) i18n.addResourceBundle(language, namespace, bundle, true, true);
    });
    loadedLanguages.set(language, pending);
  }
  return pending;
}

/** Initialises i18next with the catalogues of the language and of the fallback, loaded first. */
export async function initI18n(language: Language): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: {},
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  await Promise.all([loadLanguage(FALLBACK_LANGUAGE), loadLanguage(language)]);
  return i18n;
}

/** Adds a plugin catalogue under namespace `plugin.<id>`. */
export function addLocaleBundle(namespace: string, locales: Partial<Record<Language, Record<string, unknown>>>): void {
  for (const [lang, bundle] of Object.entries(locales)) {
    if (bundle) i18n.addResourceBundle(lang, namespace, bundle, true, true);
  }
}

export async function setLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language.replace('_', '-');
}
