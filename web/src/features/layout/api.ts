import { api, apiKey } from '../../api/client';
import type { RedDot } from '../../app/types';

export const NOTIFICATION_POLL_MS = 3000;

export const layoutKeys = {
  redDot: () => apiKey('/notification/status'),
};

/** Polling must not lead to the 50X or 404 page: the notifications plugin may be absent. */
export function fetchRedDot(): Promise<RedDot> {
  return api.get<RedDot>('/notification/status', undefined, { ignore50x: true });
}
