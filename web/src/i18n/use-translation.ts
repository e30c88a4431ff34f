import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { i18n as appI18n } from './i18n';

/** The i18next instance components translate with: the app's in the browser, a per-request clone on the server. */
export const I18nContext = createContext<I18n>(appI18n);

function subscribe(i18n: I18n, changed: () => void): () => void {
  i18n.on('languageChanged', changed);
  return () => i18n.off('languageChanged', changed);
}

/**
 * `t` of one namespace (the shell's when none is named), re-rendered when the language changes.
 * The part of react-i18next this app used, without its 4 KB gzip on every first load: catalogues
 * are loaded before anything renders (i18n.ts, a route's lazy()), so nothing here suspends.
 */
export function useTranslation(namespace?: string): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  const language = useSyncExternalStore(
    (changed) => subscribe(i18n, changed),
    () => i18n.language,
    () => i18n.language,
  );
  const t = useMemo(() => i18n.getFixedT(language, namespace ?? null), [i18n, language, namespace]);
  return { t, i18n };
}
