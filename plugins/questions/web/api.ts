import { api, apiKey, type GuardName } from '../../../web/src/sdk';
import type { TagBasic } from '../../tags/web/api';

export type { GuardName };

/** SPEC §3 status ids. */
export const QuestionStatus = { normal: 1, closed: 2, deleted: 10 } as const;
export const PIN_ON = 2;
export const SHOW_HIDDEN = 2;
/** SPEC §9: question list page size. */
export const QUESTION_PAGE_SIZE = 20;
export const TITLE_MAX = 150;
export const ANSWER_MIN = 6;

export const QUESTION_ORDERS = ['active', 'newest', 'frequent', 'score', 'unanswered'] as const;
export type QuestionOrder = (typeof QUESTION_ORDERS)[number];
export const ANSWER_ORDERS = ['score', 'newest'] as const;
export type AnswerOrder = (typeof ANSWER_ORDERS)[number];

export interface UserBasic {
  id: string;
  username: string;
  display_name: string;
  avatar?: string;
  rank?: number;
  status?: string;
}

/** Questions carry tags in the tags plugin's shape (questions requires tags). */
export type TagRef = TagBasic;

export interface MemberAction {
  action: string;
  name: string;
  type: string;
}

/** One row of `question/page` (SPEC §3 Question in a list). */
export interface QuestionItem {
  id: string;
  title: string;
  url_title: string;
  description?: string;
  status: number | string;
  pin: number;
  show: number;
  view_count: number;
  vote_count: number;
  answer_count: number;
  accepted_answer_id: string;
  operated_at: number;
  operation_type: string;
  operator: UserBasic;
  tags: TagRef[];
}

export interface QuestionInfo extends Omit<QuestionItem, 'operator' | 'operated_at' | 'operation_type'> {
  content: string;
  html: string;
  create_time: number;
  update_time: number;
  edit_time: number;
  collection_count: number;
  follow_count: number;
  is_followed: boolean;
  vote_status: string;
  collected: boolean;
  operation: { type: string; description: string; msg: string; time: number } | null;
  user_info: UserBasic;
  update_user_info: UserBasic | null;
  answered: boolean;
  first_answer_id: string;
  member_actions: MemberAction[];
}

export interface AnswerInfo {
  id: string;
  question_id: string;
  content: string;
  html: string;
  create_time: number;
  update_time: number;
  edit_time?: number;
  accepted: boolean | number;
  status: number;
  vote_count: number;
  vote_status: string;
  collected: boolean;
  collection_count?: number;
  user_info: UserBasic;
  update_user_info: UserBasic | null;
  member_actions: MemberAction[];
}

export interface Paged<T> {
  count: number;
  list: T[];
}

export interface SimilarQuestion {
  id: string;
  title: string;
  url_title: string;
  answer_count: number;
  accepted_answer: boolean;
}

export interface CloseReason {
  reason_type: number;
  name: string;
  description?: string;
  content_type?: string;
  placeholder?: string;
}

export const isAccepted = (a: Pick<AnswerInfo, 'accepted'>) => a.accepted === true || a.accepted === 2;
export const statusOf = (s: number | string): number =>
  typeof s === 'number' ? s : s === 'closed' ? QuestionStatus.closed : s === 'deleted' ? QuestionStatus.deleted : QuestionStatus.normal;

export const questionPageKey = (params: { page: number; page_size: number; order: string; tag?: string }) => apiKey('/question/page', params);
export const questionInfoKey = (id: string) => apiKey('/question/info', { id });
export const answerPageKey = (questionId: string, order: AnswerOrder) =>
  apiKey('/answer/page', { question_id: questionId, order, page: 1, page_size: 100 });
export const relatedKey = (questionId: string) => apiKey('/question/similar/tag', { question_id: questionId });

export interface QuestionInput {
  title: string;
  content: string;
  tags: TagRef[];
}

export const questionsApi = {
  info: (id: string) => api.get<QuestionInfo>('/question/info', { id }, { allow404: true }),
  ask: (input: QuestionInput) => api.post<QuestionInfo>('/question', input),
  askWithAnswer: (input: QuestionInput & { answer_content: string }) => api.post<QuestionInfo>('/question/answer', input),
  update: (input: QuestionInput & { id: string; edit_summary?: string }) =>
    api.put<{ url_title?: string; wait_for_review?: boolean }>('/question', input),
  remove: (id: string) => api.del<null>('/question', { id }),
  similar: (title: string) => api.get<SimilarQuestion[] | Paged<SimilarQuestion>>('/question/similar', { title }, { ignore50x: true }),
  close: (id: string, closeType: number, closeMsg: string) => api.put<null>('/question/status', { id, close_type: closeType, close_msg: closeMsg }),
  reopen: (id: string) => api.put<null>('/question/reopen', { question_id: id }),
  operate: (id: string, operation: 'pin' | 'unpin' | 'hide' | 'show') => api.put<null>('/question/operation', { id, operation }),
  /** Answer's close reasons; a server without the route gets the fixed list. */
  closeReasons: () => api.get<CloseReason[]>('/reasons', { object_type: 'question', action: 'close' }, { ignore50x: true }),
  /** `revisions/edit/check`: true when an edit may start (a missing route counts as yes). */
  editCheck: async (id: string): Promise<boolean> => {
    try {
      await api.get<unknown>('/revisions/edit/check', { id }, { passError: true, ignore50x: true });
      return true;
    } catch (err) {
      return (err as { status?: number }).status === 404;
    }
  },
  answerInfo: (id: string) => api.get<{ info: AnswerInfo; question: QuestionInfo }>('/answer/info', { id }, { allow404: true }),
  answer: (questionId: string, content: string) => api.post<AnswerInfo>('/answer', { question_id: questionId, content }),
  updateAnswer: (input: { id: string; question_id: string; content: string; edit_summary?: string }) =>
    api.put<{ wait_for_review?: boolean }>('/answer', input),
  removeAnswer: (id: string) => api.del<null>('/answer', { id }),
  accept: (questionId: string, answerId: string) => api.post<null>('/answer/acceptance', { question_id: questionId, answer_id: answerId }),
};

/** `/questions/{id}/{slug}` when the question has a title slug (SPEC §2.1). */
export function questionPath(q: { id?: string; url_title?: string }, answerId?: string): string {
  const base = `/questions/${q.id ?? 'null'}`;
  const withSlug = q.url_title ? `${base}/${q.url_title}` : base;
  return answerId ? `${q.url_title ? withSlug : `${base}/-`}/${answerId}` : withSlug;
}
