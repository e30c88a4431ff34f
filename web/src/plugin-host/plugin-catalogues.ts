import type { CatalogueLoader } from '../i18n/i18n';
import { i18nNamespace } from '../sdk/define-web-plugin';
import { pluginIdFromPath } from './discovered-plugins';

/**
 * Every `plugins/<id>/web/locales/<language>.json`, found at build time like the plugin entries.
 * Each is its own chunk so a page carries only its reader's language.
 */
const discovered = import.meta.glob<Record<string, unknown>>('../../../plugins/*/web/locales/*.json', { import: 'default' });

const catalogueLanguage = (path: string) => /\/locales\/([^/]+)\.json$/.exec(path)?.[1];
const catalogueOwner = (path: string) => pluginIdFromPath(path.replace(/locales\/[^/]+\.json$/, 'index.tsx'));

/** Loads the plugins' catalogues for one language, each under namespace `plugin.<id>`. */
export const pluginCatalogues: CatalogueLoader = async (language) => {
  const wanted = Object.entries(discovered).filter(([path]) => catalogueLanguage(path) === language);
  return Promise.all(
    wanted.map(async ([path, load]): Promise<[string, Record<string, unknown>]> => [i18nNamespace(catalogueOwner(path) ?? path), await load()]),
  );
};
