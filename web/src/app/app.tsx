import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { StrictMode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { AlertModalHost } from '../components/alert-modal-host';
import { Toaster } from '../components/toaster';
import { i18n, setLanguage } from '../i18n/i18n';
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

export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <JotaiProvider store={appStore}>
        <I18nextProvider i18n={i18n}>
          <SWRConfig value={swrConfig}>
            <LanguageSync />
            <RouterProvider router={router} />
            <Toaster />
            <AlertModalHost />
          </SWRConfig>
        </I18nextProvider>
      </JotaiProvider>
    </StrictMode>
  );
}
