import type { CatalogueLoader } from '../i18n/i18n';
import { i18nNamespace } from '../sdk/define-web-plugin';

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
