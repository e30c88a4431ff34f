import { api, apiKey } from '../../api/client';
import type { RedDot } from '../../../../schemas/api/red-dot';

export const layoutKeys = {
  redDot: () => apiKey('/notification/status'),
};

/**
 * The avatar menu's Review dot. The notifications plugin polls this key (and draws the bell and
 * trophy); reading must not lead to the 50X or 404 page, since that plugin may be absent.
 */
export function fetchRedDot(): Promise<RedDot> {
  return api.get<RedDot>('/notification/status', undefined, { ignore50x: true });
}
