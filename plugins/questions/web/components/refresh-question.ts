import { mutate } from 'swr';
import { ANSWER_ORDERS, answerPageKey, questionInfoKey } from '../api';

/**
 * Drops the cached question and its answers after an edit, so the question page shows the
 * change even when it reopens within swr's 2 s de-duplication window.
 */
export function refreshQuestion(questionId: string): Promise<unknown> {
  return Promise.all([mutate(questionInfoKey(questionId)), ...ANSWER_ORDERS.map((order) => mutate(answerPageKey(questionId, order)))]);
}
