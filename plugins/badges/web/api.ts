import { apiKey } from '../../../web/src/sdk';

/*
 * The browser's side of the badges: swr keys of the routes the server declares, and their
 * shapes from the same schema module (plugins/badges/schemas/badge.ts).
 */
export type { AwardItem, AwardsPage, BadgeGroups, BadgeInfo, BadgeLevel, BadgeListItem, UserBadge, UserBadges } from '../schemas/badge';
export { AWARDS_PAGE_SIZE } from '../schemas/badge';

export const badgeKeys = {
  groups: () => apiKey('/badges'),
  info: (id: string) => apiKey('/badge', { id }),
  awards: (badgeId: string, page: number, username?: string) =>
    apiKey('/badge/awards/page', username ? { badge_id: badgeId, page, page_size: 30, username } : { badge_id: badgeId, page, page_size: 30 }),
  ofMember: (username: string) => apiKey('/badge/user/awards', { username }),
  recent: (username: string) => apiKey('/badge/user/awards/recent', { username }),
};

/** A badge's page, optionally showing one member's awards of it (Answer's `?username=`). */
export const badgePath = (id: string, username?: string) => `/badges/${encodeURIComponent(id)}${username ? `?username=${encodeURIComponent(username)}` : ''}`;
