import { mutate } from 'swr';
import { api } from '../../../../web/src/sdk';
import { ANSWER_ORDERS, answerPageKey, questionInfoKey } from '../api';

/** Fetches a key's data now and stores it, bypassing swr's de-duplication of recent requests. */
function refetch(key: ReturnType<typeof questionInfoKey>): Promise<unknown> {
  const [, path, params] = key;
  return mutate(key, api.get(path, params, { ignore50x: true }), { revalidate: false }).catch(() => mutate(key));
}

/**
 * Puts fresh copies of the question and its answers in the cache after an edit, so the
 * question page shows the change even when it reopens within swr's 2 s de-duplication window
 * (invalidating alone would hand back the last, pre-edit response).
 */
export function refreshQuestion(questionId: string): Promise<unknown> {
  return Promise.all([refetch(questionInfoKey(questionId)), ...ANSWER_ORDERS.map((order) => refetch(answerPageKey(questionId, order)))]);
}
