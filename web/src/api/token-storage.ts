/** localStorage key of the access token, as in Apache Answer's UI. */
export const TOKEN_KEY = '_a_ltk_';
/** sessionStorage key of the path to return to after logging in. */
export const REDIRECT_KEY = '_a_login_redirect_';

function local(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

function session(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

export function getToken(): string {
  return local()?.getItem(TOKEN_KEY) ?? '';
}

export function setToken(token: string): void {
  local()?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  local()?.removeItem(TOKEN_KEY);
}

export function rememberRedirect(path: string): void {
  if (path.startsWith('/users/login') || path.startsWith('/users/register')) return;
  session()?.setItem(REDIRECT_KEY, path);
}

/** Returns and forgets the remembered path. */
export function takeRedirect(fallback = '/'): string {
  const s = session();
  const path = s?.getItem(REDIRECT_KEY);
  s?.removeItem(REDIRECT_KEY);
  return path || fallback;
}
