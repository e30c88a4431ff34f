import { api, apiKey } from '../../../web/src/sdk';

/* The browser's side of the review plugin; shapes come from the schemas its routes declare. */
export type { PendingPost, PendingPostPage, ReviewingTypeList, ReviewQueue, UnreviewedItem, UnreviewedPage } from '../schemas/review';

export const reviewKeys = {
  /** The queues this member may review with their counts: empty for everyone else. */
  types: () => apiKey('/reviewing/type'),
  unreviewed: (page: number) => apiKey('/revisions/unreviewed', { page }),
  /** `objectId`: only that post's entry (Answer's admin links a held post to it). */
  pendingPosts: (page: number, objectId?: string) => apiKey('/review/pending/post/page', objectId ? { page, object_id: objectId } : { page }),
};

export const reviewApi = {
  audit: (id: string, operation: 'approve' | 'reject') => api.put<null>('/revisions/audit', { id, operation }),
  decidePost: (reviewId: number, status: 'approve' | 'reject') => api.put<null>('/review/pending/post', { review_id: reviewId, status }),
};

/** Items waiting across the queues a member may review. */
export const waitingCount = (types: readonly { todo_amount: number }[] | undefined) => (types ?? []).reduce((n, q) => n + q.todo_amount, 0);
