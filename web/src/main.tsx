import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { wireClientEffects } from './app/client-wiring';
import { createAppRouter } from './app/router';
import { addCatalogueLoader, addLocaleBundle, initI18n } from './i18n/i18n';
import { resolveLanguage } from './i18n/resolve-language';
import { pluginCatalogues } from './plugin-host/plugin-catalogues';
import { loadWebPlugins } from './plugin-host/discovered-plugins';
import { registerWebPlugins } from './plugin-host/plugin-registry';
import { i18nNamespace } from './sdk/define-web-plugin';
import './styles/index.css';

async function start(): Promise<void> {
  addCatalogueLoader(pluginCatalogues);
  // plugin entries and the reader's catalogues download side by side
  const [plugins] = await Promise.all([
    loadWebPlugins(),
    initI18n(resolveLanguage(undefined, undefined, import.meta.env.VITE_DEFAULT_LANG)),
  ]);
  registerWebPlugins(plugins);
  for (const plugin of plugins) if (plugin.locales) addLocaleBundle(i18nNamespace(plugin.id), plugin.locales);
  const router = createAppRouter(plugins);
  wireClientEffects(router);
  createRoot(document.getElementById('root')!).render(<App router={router} />);
}

void start();
