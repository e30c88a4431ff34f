import { api } from '../api/client';
import { clearToken, getToken, setToken, tokenSubject } from '../api/token-storage';
import { setLanguage } from '../i18n/i18n';
import { appStore, languageAtom, servedUserAtom, siteInfoAtom, suspensionAtom, userAtom } from './atoms';
import type { CurrentUser, SiteInfo } from './types';

/** Stores a user returned by login, registration or e-mail verification. */
export function signIn(user: CurrentUser): void {
  if (user.access_token) setToken(user.access_token);
  appStore.set(suspensionAtom, null);
  appStore.set(userAtom, { ...user, access_token: user.access_token || getToken() });
}

export function clearSession(): void {
  clearToken();
  appStore.set(userAtom, null);
  appStore.set(suspensionAtom, null);
}

/** Logout calls the server, clears the user and reloads (SPEC §2.3). */
export async function logout(): Promise<void> {
  await api.get('/user/logout').catch(() => undefined);
  clearSession();
  window.location.replace('/');
}

let bootstrap: Promise<void> | null = null;
let lastUserRefresh = 0;
/** SPEC §9: current-user refresh throttled to once per 10 s. */
const USER_REFRESH_THROTTLE_MS = 10_000;

async function fetchUser(): Promise<void> {
  if (!getToken()) {
    appStore.set(userAtom, null);
    return;
  }
  const user = await api.get<CurrentUser | null>('/user/info').catch(() => undefined);
  lastUserRefresh = Date.now();
  if (user) signIn(user);
  // null: the token is no longer valid (expired, revoked), so this browser is a visitor's now.
  else if (user === null) clearSession();
  else appStore.set(userAtom, null);
}

export async function fetchSiteInfo(): Promise<void> {
  const site = await api.get<SiteInfo>('/siteinfo').catch(() => null);
  if (site) appStore.set(siteInfoAtom, site);
}

/**
 * Start-up data (site info and current user), fetched once, and the reader's language they
 * decide, loaded; loaders await it, so a page the server did not render shows first in that
 * language, not in the build's default until LanguageSync switches it.
 */
export function ensureBootstrapped(): Promise<void> {
  bootstrap ??= Promise.all([fetchSiteInfo(), fetchUser()])
    // a catalogue that failed to download leaves the page in the fallback language, not broken
    .then(() => setLanguage(appStore.get(languageAtom)).catch(() => undefined));
  return bootstrap;
}

/**
 * A server-rendered page brings its start-up data along: the store starts from it exactly as
 * the server rendered, and loaders find the bootstrap done.
 */
export function seedSession(site: SiteInfo, user: CurrentUser | null): void {
  appStore.set(siteInfoAtom, site);
  appStore.set(userAtom, user ? { ...user, access_token: user.access_token || getToken() } : null);
  appStore.set(servedUserAtom, appStore.get(userAtom));
  lastUserRefresh = Date.now();
  bootstrap = Promise.resolve();
}

/**
 * At the start of a server-rendered page: the server knew the reader by the session cookie,
 * this browser by its stored token; when they disagree (a member sent the visitors' page, a
 * token stored before the cookie existed, a cookie outliving the token) the browser's token
 * decides, as it does for every API call. The read is the pending bootstrap meanwhile, which
 * ensureBootstrapped (and so ensureMember) waits for.
 */
export async function reconcileSession(serverUser: CurrentUser | null): Promise<boolean> {
  if (!!serverUser === !!getToken()) return false;
  bootstrap = fetchUser();
  await bootstrap;
  return true;
}

/**
 * At the start of a server-rendered page sent with its member's own part (main.tsx): when that
 * member is this browser's reader (its stored token names them), they are known at once, as a
 * sign-in would make them known, instead of read again; false otherwise (reconcileSession then).
 */
export function takeServedMember(user: CurrentUser): boolean {
  if (tokenSubject(getToken()) !== user.id) return false;
  signIn(user);
  lastUserRefresh = Date.now();
  bootstrap = Promise.resolve();
  return true;
}

export async function refreshUser(force = false): Promise<void> {
  await ensureBootstrapped();
  if (!force && Date.now() - lastUserRefresh < USER_REFRESH_THROTTLE_MS) return;
  await fetchUser();
}
