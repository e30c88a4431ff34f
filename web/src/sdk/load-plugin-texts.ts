import { loadCatalogueParts } from '../i18n/i18n';
import { i18nNamespace } from './define-web-plugin';

/**
 * Loads a part of a plugin's catalogue, `plugins/<id>/web/locales/<part>/<language>.json`, into
 * the plugin's namespace, in the reader's language and the fallback. Text only some screens use
 * (a member's tools, the admin's pages) stays out of the catalogue every page loads: the screens'
 * lazy import awaits this beside their code.
 */
export function loadPluginTexts(pluginId: string, part: string): Promise<void> {
  return loadCatalogueParts(`${i18nNamespace(pluginId)}/${part}`);
}

/**
 * `load` (a route's `lazy`, a lazy fill's or component's import) that also loads the catalogue
 * part its screen uses: `lazy: withPluginTexts('search', 'page', () => import('./components/search-page').then(…))`.
 */
export function withPluginTexts<M>(pluginId: string, part: string, load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), loadPluginTexts(pluginId, part)]).then(([loaded]) => loaded);
}
