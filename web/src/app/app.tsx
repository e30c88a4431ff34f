import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { AlertModalHost } from '../components/alert-modal-host';
import { Toaster } from '../components/toaster';
import { i18n as appI18n, setLanguage } from '../i18n/i18n';
import { I18nContext } from '../i18n/use-translation';
import { appStore, languageAtom } from './atoms';
import type { AppRouter } from './router';
import { swrConfig } from './swr-config';

/** Keeps i18next on the language derived from user, site and build settings. */
function LanguageSync() {
  const language = useAtomValue(languageAtom);
  useEffect(() => {
    void setLanguage(language);
  }, [language]);
  return null;
}

interface ProvidersProps {
  /** The server renders each request with its own store and i18next instance; the browser has one of each. */
  store?: typeof appStore;
  i18n?: typeof appI18n;
  /** Merged over the app's swr configuration (the server's data as `fallback`, middleware). */
  swr?: SWRConfiguration;
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server. */
  children: ReactNode;
}

/** Store, translations and data fetching around the router, identical on server and client. */
export function AppProviders({ store = appStore, i18n = appI18n, swr, children }: ProvidersProps) {
  return (
    <StrictMode>
      <JotaiProvider store={store}>
        <I18nContext.Provider value={i18n}>
          <SWRConfig value={swr ? { ...swrConfig, ...swr } : swrConfig}>
            <LanguageSync />
            {children}
            <Toaster />
            <AlertModalHost />
          </SWRConfig>
        </I18nContext.Provider>
      </JotaiProvider>
    </StrictMode>
  );
}

export function App({ router, swr }: { router: AppRouter; swr?: SWRConfiguration }) {
  return (
    <AppProviders swr={swr}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
