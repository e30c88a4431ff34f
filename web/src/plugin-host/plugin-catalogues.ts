import { catalogueParts, loadCatalogueParts, type CatalogueLoader } from '../i18n/i18n';
import { i18nNamespace } from '../sdk/define-web-plugin';
import { pluginIdFromPath } from './discovered-plugins';

/**
 * Every `plugins/<id>/web/locales/<language>.json`, found at build time like the plugin entries,
 * gathered per language in `./catalogues/<language>.ts`: a page carries only its reader's
 * language, all plugins' catalogues with one import (one chunk with the shell's, vite.config.ts)
 * instead of a loader each.
 */
const byLanguage = import.meta.glob<Record<string, Record<string, unknown>>>('./catalogues/*.ts', { import: 'default' });

const catalogueOwner = (path: string) => pluginIdFromPath(path.replace(/locales\/[^/]+\.json$/, 'index.tsx'));

/** Loads the plugins' catalogues for one language, each under namespace `plugin.<id>`. */
export const pluginCatalogues: CatalogueLoader = async (language) => {
  const load = byLanguage[`./catalogues/${language}.ts`];
  if (!load) return [];
  return Object.entries(await load()).map(([path, bundle]): [string, Record<string, unknown>] => [i18nNamespace(catalogueOwner(path) ?? path), bundle]);
};

/**
 * The plugins' catalogue parts (`plugins/<id>/web/locales/<part>/<language>.json`), listed by a
 * module loaded the first time a part is asked for: the list names a chunk per file, and would
 * otherwise be in every first load.
 */
export const listPluginCatalogueParts = () => import('./plugin-catalogue-parts').then((m) => m.pluginCatalogueParts());

/**
 * Every plugin's part `admin` (`locales/admin/`) is its text of the admin's pages, menu entries and
 * slot fills: the admin layout loads them all with its own, so a plugin's admin screens need not.
 */
export async function loadPluginAdminTexts(): Promise<void> {
  await loadCatalogueParts(...(await catalogueParts()).filter((id) => /^plugin\.[^/]+\/admin$/.test(id)));
}
