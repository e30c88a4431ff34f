/** A public page the server renders, from its path. */
export type PublicPagePath =
  | { kind: 'home' | 'questions' | 'tags' | 'search' }
  | { kind: 'question'; id: string; slug?: string; answerId?: string }
  | { kind: 'tag'; name: string }
  | { kind: 'member'; username: string };

/**
 * Paths under /users/ that are the app's own pages, not members (Answer keeps the same names
 * from usernames). Listed here so `/users/login` is not a 404 for a member nobody is called.
 */
const USER_PAGES = new Set([
  'login', 'register', 'account-recovery', 'password-reset', 'account-activation', 'change-email', 'confirm-new-email',
  'account-suspended', 'unsubscribe', 'settings', 'notifications',
]);

const decode = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/** Undefined for every other path: those keep the shell as built. `path` is still percent-encoded. */
export function parsePublicPagePath(path: string): PublicPagePath | undefined {
  if (path === '/') return { kind: 'home' };
  if (path === '/questions') return { kind: 'questions' };
  if (path === '/tags') return { kind: 'tags' };
  if (path === '/search') return { kind: 'search' };
  const segments = path.split('/').slice(1).map(decode);
  if (segments.some((s) => s === undefined || s === '')) return undefined;
  const [section, first, second, third, ...rest] = segments as string[];
  if (rest.length > 0 || !first) return undefined;
  if (section === 'questions' && first !== 'ask') return { kind: 'question', id: first, slug: second, answerId: third };
  if (second !== undefined) return undefined;
  if (section === 'tags' && first !== 'create') return { kind: 'tag', name: first };
  if (section === 'users' && !USER_PAGES.has(first)) return { kind: 'member', username: first };
  return undefined;
}
