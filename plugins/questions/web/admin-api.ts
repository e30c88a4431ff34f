import { adminApi, adminKey } from '../../../web/src/sdk';
import {
  ADMIN_PAGE_SIZE, ADMIN_QUESTION_STATUSES, ADMIN_ANSWER_STATUSES,
  type AdminAnswerStatusBody, type AdminQuestionFilter, type AdminAnswerFilter, type AdminQuestionStatusBody,
} from '../schemas/admin-posts';
import type { ReasonItem } from '../schemas/reason';

/*
 * The browser's side of the admin content API (`/answer/admin/api/question/page`, `answer/page`,
 * `question/status`, `answer/status`). Shapes, filters and limits come from the schema module
 * the server's routes declare.
 */

export {
  ADMIN_ANSWER_FILTERS, ADMIN_PAGE_SIZE, ADMIN_QUESTION_FILTERS, ADMIN_REASON_MAX,
  type AdminAnswerItem, type AdminAnswerPage, type AdminQuestionItem, type AdminQuestionPage,
} from '../schemas/admin-posts';
export { ADMIN_ANSWER_STATUSES, ADMIN_QUESTION_STATUSES };

export type AdminPostKind = 'question' | 'answer';
export type AdminPostFilter = AdminQuestionFilter | AdminAnswerFilter;
/** The statuses the post-status modal offers for either kind. */
export type AdminPostStatus = (typeof ADMIN_QUESTION_STATUSES)[number];

export const adminPostStatuses = (kind: AdminPostKind): readonly AdminPostStatus[] =>
  kind === 'question' ? ADMIN_QUESTION_STATUSES : ADMIN_ANSWER_STATUSES;

/** A stored status id (1, 2, 10, 11) as the modal and the tabs name it. */
export function statusName(status: number): AdminPostFilter {
  if (status === 2) return 'closed';
  if (status === 10) return 'deleted';
  if (status === 11) return 'pending';
  return 'normal';
}

export const adminPostKey = (kind: AdminPostKind, { status, page, query }: { status: AdminPostFilter; page: number; query: string }) =>
  adminKey(`/${kind}/page`, { status, page, page_size: ADMIN_PAGE_SIZE, ...(query ? { query } : {}) });

/** The member overview's lists: one member's newest posts of every status. */
export const MEMBER_POSTS_SHOWN = 5;
export const memberPostsKey = (kind: AdminPostKind, userId: string) =>
  adminKey(`/${kind}/page`, { user_id: userId, status: 'all', page: 1, page_size: MEMBER_POSTS_SHOWN });

/** The reason the modal gathers for a status other than normal. */
export interface StatusReason {
  close_type?: number;
  close_msg?: string;
}

export const adminPostsApi = {
  setQuestionStatus: (questionId: string, status: AdminPostStatus, reason: StatusReason = {}) =>
    adminApi.put<null>('/question/status', { question_id: questionId, status, ...reason } satisfies AdminQuestionStatusBody),
  setAnswerStatus: (answerId: string, status: Exclude<AdminPostStatus, 'closed'>, reason: StatusReason = {}) =>
    adminApi.put<null>('/answer/status', { answer_id: answerId, status, ...reason } satisfies AdminAnswerStatusBody),
  closeReasons: () => adminApi.get<ReasonItem[]>('/reasons', { object_type: 'question', action: 'close' }),
};
