import { api, type CaptchaAnswer } from '../../../web/src/sdk';
import type { VoteResult, VoteStatus } from '../schemas/vote';

export type { VoteResult, VoteStatus };

/**
 * SPEC §4: pressing the active direction again cancels it (is_cancel true).
 * Errors come back to the caller as toasts (err_type toast) from the client.
 */
export function vote(objectId: string, direction: 'up' | 'down', current: VoteStatus, captcha?: CaptchaAnswer): Promise<VoteResult> {
  const isCancel = current === `vote_${direction}`;
  return api.post<VoteResult>(`/vote/${direction}`, { object_id: objectId, is_cancel: isCancel, ...captcha }, { passError: true });
}
