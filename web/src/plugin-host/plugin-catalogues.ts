import type { CatalogueLoader } from '../i18n/i18n';
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

/** Every `plugins/<id>/web/locales/<part>/<language>.json`: a chunk each, loaded with the screens that use it. */
const partFiles = import.meta.glob<Record<string, unknown>>('../../../plugins/*/web/locales/*/*.json', { import: 'default' });

/** The plugins' catalogue parts, by id `plugin.<id>/<part>` (loadPluginTexts), each into namespace `plugin.<id>`. */
export function pluginCatalogueParts(): Array<[string, CatalogueLoader]> {
  const ids = new Map<string, { namespace: string; folder: string }>();
  for (const path of Object.keys(partFiles)) {
    const [, plugin, part] = /plugins\/([^/]+)\/web\/locales\/([^/]+)\/[^/]+\.json$/.exec(path)!;
    const namespace = i18nNamespace(plugin!);
    ids.set(`${namespace}/${part}`, { namespace, folder: path.replace(/[^/]+\.json$/, '') });
  }
  return [...ids].map(([id, { namespace, folder }]): [string, CatalogueLoader] => [
    id,
    async (language) => {
      const load = partFiles[`${folder}${language}.json`];
      return load ? [[namespace, await load()]] : [];
    },
  ]);
}
