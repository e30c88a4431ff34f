import { api } from '../../../web/src/sdk';

/** SPEC §9: first load 3 (by votes), later pages 15; mention suggestions 5. */
export const FIRST_PAGE_SIZE = 3;
export const MORE_PAGE_SIZE = 15;
export const MENTION_SUGGESTIONS = 5;
export const COMMENT_MAX = 600;

export interface MemberAction {
  action: string;
  name: string;
  type: string;
}

export interface CommentItem {
  comment_id: string;
  object_id: string;
  user_id: string;
  user_display_name: string;
  username: string;
  user_avatar?: string;
  user_status?: string;
  reply_comment_id?: string;
  reply_username?: string;
  reply_user_display_name?: string;
  created_at: number;
  parsed_text: string;
  original_text: string;
  vote_count: number;
  is_vote: boolean;
  member_actions: MemberAction[];
}

export interface Participant {
  username: string;
  display_name: string;
}

interface Paged<T> {
  count: number;
  list: T[];
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

export const commentsApi = {
  page: (objectId: string, page: number, pageSize: number, order: 'vote' | 'created_at') =>
    api.get<Paged<CommentItem>>('/comment/page', { object_id: objectId, page, page_size: pageSize, query_cond: order }),
  add: (input: { object_id: string; original_text: string; reply_comment_id?: string }) =>
    api.post<CommentItem>('/comment', { ...input, mention_username_list: mentionedNames(input.original_text) }),
  edit: (commentId: string, text: string) =>
    api.put<Pick<CommentItem, 'comment_id' | 'original_text' | 'parsed_text'>>('/comment', {
      comment_id: commentId,
      original_text: text,
    }),
  remove: (commentId: string) => api.del<null>('/comment', { comment_id: commentId }),
  vote: (commentId: string, cancel: boolean) =>
    api.post<{ votes: number; vote_status: string }>('/vote/up', { object_id: commentId, is_cancel: cancel }, { passError: true }),
  /** Users for @mention suggestions; a server without the route just gives none. */
  searchUsers: (prefix: string) =>
    api.get<Participant[]>('/user/info/search', { username: prefix }, { ignore50x: true }).catch(() => [] as Participant[]),
};
