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

/**
 * The member a stored session token names: its `sub`, read without checking the signature (the
 * server checks it on every call; this only matches the token to a page's reader). Undefined for
 * a token that is no session's.
 */
export function tokenSubject(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : undefined;
  } catch {
    return undefined;
  }
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
