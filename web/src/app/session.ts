import { api } from '../api/client';
import { clearToken, getToken, setToken } from '../api/token-storage';
import { appStore, siteInfoAtom, suspensionAtom, userAtom } from './atoms';
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

/** Start-up data (site info and current user), fetched once; loaders await it. */
export function ensureBootstrapped(): Promise<void> {
  bootstrap ??= Promise.all([fetchSiteInfo(), fetchUser()]).then(() => undefined);
  return bootstrap;
}

export async function refreshUser(force = false): Promise<void> {
  await ensureBootstrapped();
  if (!force && Date.now() - lastUserRefresh < USER_REFRESH_THROTTLE_MS) return;
  await fetchUser();
}
