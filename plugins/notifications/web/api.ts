import { api, apiKey } from '../../../web/src/sdk';
import type { InboxType, NotificationType, RedDot } from '../schemas/notification';

export { INBOX_TYPES, NOTIFICATION_TYPES, PAGE_SIZE_DEFAULT, RED_DOT_POLL_MS, noticePath } from '../schemas/notification';
export type { InboxType, NotificationItem, NotificationPage, NotificationType, RedDot } from '../schemas/notification';

export const notificationKeys = {
  /** The shell's avatar menu reads the same key for the review dot, so one poll serves both. */
  redDot: () => apiKey('/notification/status'),
  page: (type: NotificationType, inboxType: InboxType, page: number, pageSize: number) =>
    apiKey('/notification/page', type === 'inbox' ? { type, inbox_type: inboxType, page, page_size: pageSize } : { type, page, page_size: pageSize }),
};

export const notificationApi = {
  /** Polling never leads to an error page: a 50x is ignored until the next round (SPEC §7.2). */
  redDot: () => api.get<RedDot>('/notification/status', undefined, { ignore50x: true }),
  clearDot: (type: NotificationType) => api.put<RedDot>('/notification/status', { type }),
  read: (id: string) => api.put<null>('/notification/read/state', { id }),
  readAll: (type: NotificationType) => api.put<null>('/notification/read/state/all', { type }),
};

