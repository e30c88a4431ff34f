import { api, apiKey } from '../../../web/src/sdk';
import type { PersonalUser } from '../schemas/personal';

/*
 * The browser's side of the personal pages. Shapes come from the schema modules the server's
 * routes declare (plugins/users/schemas, and the owners' schemas for rank and bookmarks).
 */
export type { PersonalUser, TopPosts, PersonalQuestionPage, PersonalAnswerPage, PersonalCommentPage, PersonalVotePage, ProfileTab } from '../schemas/personal';
export { PERSONAL_PAGE_SIZE, PROFILE_TABS, OWN_TABS } from '../schemas/personal';
export type { RankPage, Ranking, RankedUser } from '../../reputation/schemas/rank';
export type { BookmarkPage } from '../../bookmarks/schemas/bookmark';

/** The server path each list tab reads, with its query. */
export const TAB_SOURCES = {
  answers: '/personal/answer/page',
  questions: '/personal/question/page',
  bookmarks: '/personal/collection/page',
  reputation: '/personal/rank/page',
  comments: '/personal/comment/page',
  votes: '/personal/vote/page',
} as const;
export type ListTab = keyof typeof TAB_SOURCES;

export const usersKeys = {
  info: (username: string) => apiKey('/personal/user/info', { username }),
  top: (username: string) => apiKey('/personal/qa/top', { username }),
  tab: (tab: ListTab, username: string, page: number) => apiKey(TAB_SOURCES[tab], { username, page, page_size: 20 }),
  ranking: () => apiKey('/user/ranking'),
};

export const usersApi = {
  /** 404 is the unknown-member page, so the call lets it through. */
  info: (username: string) => api.get<PersonalUser>('/personal/user/info', { username }, { allow404: true }),
};
