/**
 * 1 user, 2 admin, 3 moderator (Answer's role ids). A module of its own so the browser's first
 * load can read them without the member schemas (and the account limits they import).
 */
export const ROLE_IDS = { user: 1, admin: 2, moderator: 3 } as const;
