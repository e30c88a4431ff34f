import { atom, createStore, useAtomValue } from 'jotai';
import { resolveLanguage } from '../i18n/resolve-language';
import { useHydrated } from '../ssr/hydrated';
import type { CurrentUser, SiteInfo } from './types';

/** The one jotai store; non-React code (api client effects, loaders) uses it too. */
export const appStore = createStore();

/** null = visitor. */
export const userAtom = atom<CurrentUser | null>(null);
/**
 * The member a server-rendered page was drawn for: null for a visitor's, and for the visitors'
 * page a member may be sent (web-pages' page-serving.ts), whose member main.tsx settles after.
 */
export const servedUserAtom = atom<CurrentUser | null>(null);
export const siteInfoAtom = atom<SiteInfo | null>(null);

/** Interface language derived from the user, the site and the build (SPEC §1). */
export const languageAtom = atom((get) =>
  resolveLanguage(get(userAtom)?.language, get(siteInfoAtom)?.interface?.language, import.meta.env.VITE_DEFAULT_LANG),
);

/** An error page shown in place of the route content (403 on admin calls, allowed 404s). */
export const httpErrorAtom = atom<{ code: 403 | 404; message?: string } | null>(null);

/**
 * A suspension the server reported with a 403 `suspended` (a refused login has no user to
 * carry it). `until`: unix seconds, 0 forever, null when the server did not say.
 */
export const suspensionAtom = atom<{ until: number | null } | null>(null);

/** The login-to-continue modal. */
export const loginModalAtom = atom(false);

/** The reader; while a server-rendered page hydrates, the one it was drawn for (servedUserAtom). */
export function useCurrentUser(): CurrentUser | null {
  const user = useAtomValue(userAtom);
  const served = useAtomValue(servedUserAtom);
  return useHydrated() ? user : served;
}

export function useSiteInfo(): SiteInfo | null {
  return useAtomValue(siteInfoAtom);
}

export function useSiteName(): string {
  return useAtomValue(siteInfoAtom)?.general?.name || 'Quorum';
}
