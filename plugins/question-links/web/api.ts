import { apiKey } from '../../../web/src/sdk';
import { LINKED_PAGE_SIZE, SIDEBAR_LINKED, type LinkedQuery } from '../schemas/question-link';

export { LINKED_PAGE_SIZE, SIDEBAR_LINKED };
export type { QuestionItem, QuestionPage } from '../../questions/web/api';

/** The orders the linked page offers, default first (Answer's page offers these and `hot`, which questions' own tabs leave out too). */
export const LINKED_TABS = ['newest', 'active', 'frequent', 'score'] as const satisfies readonly LinkedQuery['order'][];
export type LinkedTab = (typeof LINKED_TABS)[number];

/** The swr key of a page of a question's linked questions (`GET question/link`). */
export const linkedKey = (questionId: string, params: { page: number; page_size: number; order?: LinkedTab }) =>
  apiKey('/question/link', { question_id: questionId, ...params });

/** Where all of a question's linked questions are listed (Answer's path). */
export const linkedPath = (questionId: string) => `/linked/${encodeURIComponent(questionId)}`;
