import { api, apiKey, type CaptchaAnswer } from '../../../web/src/sdk';
import type { VoteResult } from '../../votes/schemas/vote';
import type { CommentEdited, CommentOrder, CommentPage, CommentView } from '../schemas/comment';

import { COMMENT_FIRST_PAGE_SIZE } from '../schemas/comment';

export { COMMENT_FIRST_PAGE_SIZE, COMMENT_MAX, COMMENT_PAGE_SIZE } from '../schemas/comment';
export type { CommentAction, CommentView as CommentItem } from '../schemas/comment';

/** SPEC §5: at most five @mention suggestions. */
export const MENTION_SUGGESTIONS = 5;

/** Someone a comment may mention: the post's participants or a member found by name. */
export interface Participant {
  username: string;
  display_name: string;
}

/** SPEC §5: '@' followed by word characters, sent as a de-duplicated list of names. */
export function mentionedNames(text: string): string[] {
  return [...new Set([...text.matchAll(/@([\w.-]*\w)/g)].map((m) => m[1]!))];
}

/** The '@partial' being typed just before the caret, if any. */
export function mentionAtCaret(text: string, caret: number): { start: number; query: string } | null {
  const m = /(^|\s)@([\w.-]*)$/.exec(text.slice(0, caret));
  return m ? { start: caret - m[2]!.length - 1, query: m[2]! } : null;
}

/** Participants whose display name or username starts with the query (SPEC §5), at most 5. */
export function matchMentions(people: readonly Participant[], query: string): Participant[] {
  const q = query.toLowerCase();
  const seen = new Set<string>();
  return people
    .filter((p) => {
      if (seen.has(p.username)) return false;
      seen.add(p.username);
      return p.username.toLowerCase().startsWith(q) || p.display_name.toLowerCase().startsWith(q);
    })
    .slice(0, MENTION_SUGGESTIONS);
}

/** The first comments of a post (the top-voted few), read through swr so a server-rendered page carries them. */
export const firstCommentsKey = (objectId: string) =>
  apiKey('/comment/page', { object_id: objectId, page: 1, page_size: COMMENT_FIRST_PAGE_SIZE, query_cond: 'vote' satisfies CommentOrder });

export const commentsApi = {
  page: (objectId: string, page: number, pageSize: number, order: CommentOrder) =>
    api.get<CommentPage>('/comment/page', { object_id: objectId, page, page_size: pageSize, query_cond: order }),
  add: (input: { object_id: string; original_text: string; reply_comment_id?: string }, captcha?: CaptchaAnswer) =>
    api.post<CommentView>('/comment', { ...input, mention_username_list: mentionedNames(input.original_text), ...captcha }),
  edit: (commentId: string, text: string, captcha?: CaptchaAnswer) =>
    api.put<CommentEdited>('/comment', {
      comment_id: commentId,
      original_text: text,
      ...captcha,
    }),
  remove: (commentId: string, captcha?: CaptchaAnswer) => api.del<null>('/comment', { comment_id: commentId, ...captcha }),
  vote: (commentId: string, cancel: boolean, captcha?: CaptchaAnswer) =>
    api.post<VoteResult>('/vote/up', { object_id: commentId, is_cancel: cancel, ...captcha }, { passError: true }),
  /** Users for @mention suggestions; a server without the route just gives none. */
  searchUsers: (prefix: string) =>
    api.get<Participant[]>('/user/info/search', { username: prefix }, { ignore50x: true }).catch(() => [] as Participant[]),
};
