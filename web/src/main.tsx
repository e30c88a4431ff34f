import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { wireClientEffects } from './app/client-wiring';
import { createAppRouter } from './app/router';
import { addLocaleBundle, initI18n } from './i18n/i18n';
import { resolveLanguage } from './i18n/resolve-language';
import { loadWebPlugins } from './plugin-host/discovered-plugins';
import { registerWebPlugins } from './plugin-host/plugin-registry';
import { i18nNamespace } from './sdk/define-web-plugin';
import './styles/index.css';

async function start(): Promise<void> {
  initI18n(resolveLanguage(undefined, undefined, import.meta.env.VITE_DEFAULT_LANG));
  const plugins = await loadWebPlugins();
  registerWebPlugins(plugins);
  for (const plugin of plugins) if (plugin.locales) addLocaleBundle(i18nNamespace(plugin.id), plugin.locales);
  const router = createAppRouter(plugins);
  wireClientEffects(router);
  createRoot(document.getElementById('root')!).render(<App router={router} />);
}

void start();
