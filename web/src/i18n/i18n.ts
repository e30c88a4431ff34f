import i18next from 'i18next';
import { FALLBACK_LANGUAGE, type Language } from './resolve-language';

export const i18n = i18next.createInstance();

/** The catalogues (namespace → bundle) one language needs from one source. */
export type CatalogueLoader = (language: Language) => Promise<Array<[namespace: string, bundle: Record<string, unknown>]>>;

// One chunk per language: a reader downloads the catalogues of their own language (and the fallback's) only.
const shellCatalogues = import.meta.glob<Record<string, unknown>>('./locales/*.json', { import: 'default' });

/**
 * The text of screens a visitor never opens, kept out of the catalogue every page loads (it was
 * 60% of it): each feature's catalogue, merged into the shell's namespace, loads with its screens.
 */
const featureCatalogues = import.meta.glob<Record<string, unknown>>(['../features/*/locales/*.json', '../components/*/locales/*.json'], { import: 'default' });
export const FEATURE_CATALOGUES = ['admin', 'install', 'settings', 'editor'] as const;
export type FeatureCatalogue = (typeof FEATURE_CATALOGUES)[number];

const loaders: CatalogueLoader[] = [
  async (language) => {
    const load = shellCatalogues[`./locales/${language}.json`];
    return load ? [['translation', await load()]] : [];
  },
];

function featureLoader(feature: FeatureCatalogue): CatalogueLoader {
  return async (language) => {
    const path = Object.keys(featureCatalogues).find((p) => p.endsWith(`/${feature}/locales/${language}.json`));
    return path ? [['translation', await featureCatalogues[path]!()]] : [];
  };
}

/** Loads in progress or done, by `language/feature` ('language/' for the shell's and plugins' own). */
const loaded = new Map<string, Promise<void>>();
/** Features whose screens have been opened: a change of language loads theirs too. */
const wantedFeatures = new Set<FeatureCatalogue>();

/** Adds a source of catalogues (the plugins'); call before initI18n. */
export function addCatalogueLoader(loader: CatalogueLoader): void {
  loaders.push(loader);
}

function loadPart(language: Language, feature?: FeatureCatalogue): Promise<void> {
  const id = `${language}/${feature ?? ''}`;
  let pending = loaded.get(id);
  if (!pending) {
    const sources = feature ? [featureLoader(feature)] : loaders;
    pending = Promise.all(sources.map((load) => load(language))).then((sets) => {
      for (const [namespace, bundle] of sets.flat()) i18n.addResourceBundle(language, namespace, bundle, true, true);
    });
    loaded.set(id, pending);
  }
  return pending;
}

async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([loadPart(language), ...[...wantedFeatures].map((feature) => loadPart(language, feature))]);
}

/** Loads features' catalogues in the reader's language and the fallback; their screens' route `lazy` awaits it. */
export async function loadFeatureCatalogues(...features: FeatureCatalogue[]): Promise<void> {
  for (const feature of features) wantedFeatures.add(feature);
  const languages = new Set<Language>([FALLBACK_LANGUAGE, i18n.language as Language]);
  await Promise.all([...languages].flatMap((language) => features.map((feature) => loadPart(language, feature))));
}

/**
 * Initialises i18next with the catalogues of the language and of the fallback, loaded first, and
 * those of `features` (the server render loads every feature's).
 */
export async function initI18n(language: Language, features: readonly FeatureCatalogue[] = []): Promise<typeof i18n> {
  for (const feature of features) wantedFeatures.add(feature);
  if (!i18n.isInitialized) {
    void i18n.init({
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
