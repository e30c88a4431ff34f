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
const FEATURE_CATALOGUES = ['account', 'admin', 'install', 'settings', 'editor'] as const;

const loaders: CatalogueLoader[] = [
  async (language) => {
    const load = shellCatalogues[`./locales/${language}.json`];
    return load ? [['translation', await load()]] : [];
  },
];

function featureLoader(feature: string): CatalogueLoader {
  return async (language) => {
    const path = Object.keys(featureCatalogues).find((p) => p.endsWith(`/${feature}/locales/${language}.json`));
    return path ? [['translation', await featureCatalogues[path]!()]] : [];
  };
}

/**
 * Catalogue parts, loaded with the screens that use them, by id: a shell feature's ('admin'), or
 * a plugin's ('plugin.questions/member', plugin-catalogue-parts.ts), each into its owner's namespace.
 */
const parts = new Map<string, CatalogueLoader>(FEATURE_CATALOGUES.map((feature) => [feature, featureLoader(feature)]));

/** Loads in progress or done, by `language/part` ('language/' for the shell's and plugins' own). */
const loaded = new Map<string, Promise<void>>();
/** Parts whose screens have been opened: a change of language loads theirs too. */
const wantedParts = new Set<string>();
/**
 * The language last asked of `setLanguage`. While its catalogues load, i18next still reads the
 * old one: a screen opened meanwhile loads its part in this one too (or it would stay in the old
 * language for good), and an earlier call finishing later does not switch back to its own.
 */
let requested: Language | undefined;

/** Adds a source of catalogues (the plugins'); call before initI18n. */
export function addCatalogueLoader(loader: CatalogueLoader): void {
  loaders.push(loader);
}

type PartList = () => Promise<Iterable<[id: string, loader: CatalogueLoader]>>;
/** Lists of more parts (the plugins'), read the first time a part is asked for. */
const partLists: PartList[] = [];
let listed: Promise<void> | undefined;

/** Adds a list of catalogue parts (the plugins'), read on first use; call before initI18n. */
export function addCatalogueParts(list: PartList): void {
  partLists.push(list);
}

function listParts(): Promise<void> {
  listed ??= Promise.all(partLists.map((list) => list())).then((lists) => {
    for (const [id, loader] of lists.flatMap((list) => [...list])) parts.set(id, loader);
  });
  return listed;
}

/** Every part's id (the server render loads them all). */
export async function catalogueParts(): Promise<string[]> {
  await listParts();
  return [...parts.keys()];
}

async function partLoader(part: string): Promise<CatalogueLoader> {
  if (!parts.has(part)) await listParts();
  const loader = parts.get(part);
  if (!loader) throw new Error(`no catalogue part "${part}"`);
  return loader;
}

function loadPart(language: Language, part?: string): Promise<void> {
  const id = `${language}/${part ?? ''}`;
  let pending = loaded.get(id);
  if (!pending) {
    const sources = part === undefined ? Promise.resolve(loaders) : partLoader(part).then((loader) => [loader]);
    pending = sources.then((list) => Promise.all(list.map((load) => load(language)))).then((sets) => {
      for (const [namespace, bundle] of sets.flat()) i18n.addResourceBundle(language, namespace, bundle, true, true);
    });
    // A failed download (a dropped connection) is tried again by the next screen that wants it.
    pending.catch(() => loaded.delete(id));
    loaded.set(id, pending);
  }
  return pending;
}

async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([loadPart(language), ...[...wantedParts].map((part) => loadPart(language, part))]);
}

/** Loads catalogue parts in the reader's language and the fallback; their screens' `lazy` awaits it. */
export async function loadCatalogueParts(...ids: string[]): Promise<void> {
  for (const id of ids) wantedParts.add(id);
  const languages = new Set<Language>([FALLBACK_LANGUAGE, i18n.language as Language, ...(requested ? [requested] : [])]);
  await Promise.all([...languages].flatMap((language) => ids.map((id) => loadPart(language, id))));
}

/**
 * Initialises i18next with the catalogues of the language and of the fallback, loaded first, and
 * those of `parts` (the server render loads every part).
 */
export async function initI18n(language: Language, initialParts: readonly string[] = []): Promise<typeof i18n> {
  for (const part of initialParts) wantedParts.add(part);
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

/**
 * Switches to `language` once its catalogues, and those of every part opened so far, are loaded;
 * unless another language was asked for meanwhile (the site's language arrives before the
 * member's own, whose catalogues may already be loaded): the last call wins.
 */
export async function setLanguage(language: Language): Promise<void> {
  requested = language;
  try {
    await loadLanguage(language);
  } catch (err) {
    // not switching after all: screens opened next load their parts in the language shown
    if (requested === language) requested = undefined;
    throw err;
  }
  if (requested !== language) return;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language.replace('_', '-');
}
