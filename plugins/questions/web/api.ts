import { api, apiKey, type CaptchaAnswer, type GuardName } from '../../../web/src/sdk';
import type { TagChoice } from '../../tags/schemas/tag';
import type { AnswerDetail, AnswerInfo, AnswerUpdated } from '../schemas/answer';
import { Accepted, PAGE_SIZE_MAX, type AnswerOrder, type QuestionOrder } from '../schemas/post-rules';
import type { QuestionBase, QuestionInfo, QuestionUpdated } from '../schemas/question';
import type { CloseReason } from './close-reasons';

/*
 * The browser's side of the questions API. Shapes, limits and orders come from the schema
 * modules the server's routes declare (plugins/questions/schemas), never copied here.
 */

export type { GuardName };
export type { MemberAction, TagRef } from '../../tags/schemas/tag';
export type { AnswerDetail, AnswerInfo, AnswerPage } from '../schemas/answer';
export type { QuestionBase, QuestionInfo, QuestionItem, QuestionPage } from '../schemas/question';
export type { UserBasicInfo as UserBasic } from '../schemas/user';
export type { Draft } from '../schemas/draft';
/** The choose-a-reason dialog the close dialog uses, for other plugins' reason dialogs (reports' flag dialog); its code loads on the first call. */
export const loadReasonModal = () => import('./components/reason-modal').then((m) => m.ReasonModal);
export {
  ANSWER_ORDERS,
  ANSWER_MIN,
  PAGE_SIZE_MAX,
  Pin,
  QUESTION_PAGE_SIZE,
  QUESTION_TABS,
  QuestionStatus,
  TITLE_MAX,
  type AnswerOrder,
  type QuestionOrder,
} from '../schemas/post-rules';

export type { CloseReason } from './close-reasons';

export const isAccepted = (a: Pick<AnswerInfo, 'accepted'>) => a.accepted === Accepted.yes;
/** Whether a listed question has an accepted answer ('0' is none). */
export const hasAcceptedAnswer = (q: { accepted_answer_id: string }) => q.accepted_answer_id !== '' && q.accepted_answer_id !== '0';

export const questionPageKey = (params: { page: number; page_size: number; order: QuestionOrder; tag?: string }) => apiKey('/question/page', params);
export const questionInfoKey = (id: string) => apiKey('/question/info', { id });
/** A question page shows all its answers: as many as one page holds. */
export const answerPageKey = (questionId: string, order: AnswerOrder) =>
  apiKey('/answer/page', { question_id: questionId, order, page: 1, page_size: PAGE_SIZE_MAX });
export const relatedKey = (questionId: string) => apiKey('/question/similar/tag', { question_id: questionId });

export interface QuestionInput {
  title: string;
  content: string;
  tags: TagChoice[];
}

export const questionsApi = {
  info: (id: string) => api.get<QuestionInfo>('/question/info', { id }, { allow404: true }),
  ask: (input: QuestionInput, captcha?: CaptchaAnswer) => api.post<QuestionInfo>('/question', { ...input, ...captcha }),
  askWithAnswer: (input: QuestionInput & { answer_content: string }, captcha?: CaptchaAnswer) => api.post<QuestionInfo>('/question/answer', { ...input, ...captcha }),
  update: (input: QuestionInput & { id: string; edit_summary?: string }, captcha?: CaptchaAnswer) => api.put<QuestionUpdated>('/question', { ...input, ...captcha }),
  remove: (id: string, captcha?: CaptchaAnswer) => api.del<null>('/question', { id, ...captcha }),
  similar: (title: string) => api.get<QuestionBase[]>('/question/similar', { title }, { ignore50x: true }),
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
  answerInfo: (id: string) => api.get<AnswerDetail>('/answer/info', { id }, { allow404: true }),
  /** The new answer with its question, as Answer returns them. */
  answer: (questionId: string, content: string, captcha?: CaptchaAnswer) => api.post<AnswerDetail>('/answer', { question_id: questionId, content, ...captcha }),
  updateAnswer: (input: { id: string; question_id: string; content: string; edit_summary?: string }, captcha?: CaptchaAnswer) => api.put<AnswerUpdated>('/answer', { ...input, ...captcha }),
  removeAnswer: (id: string, captcha?: CaptchaAnswer) => api.del<null>('/answer', { id, ...captcha }),
  accept: (questionId: string, answerId: string) => api.post<null>('/answer/acceptance', { question_id: questionId, answer_id: answerId }),
};

/** `/questions/{id}/{slug}` when the question has a title slug (SPEC §2.1). */
export function questionPath(q: { id?: string; url_title?: string }, answerId?: string): string {
  const base = `/questions/${q.id ?? 'null'}`;
  const withSlug = q.url_title ? `${base}/${q.url_title}` : base;
  return answerId ? `${q.url_title ? withSlug : `${base}/-`}/${answerId}` : withSlug;
}
