import { api, apiKey } from '../../../web/src/sdk';
import type { Timeline, TimelineDetail } from '../schemas/revision';

/* The browser's side of the revisions plugin; shapes come from the schemas its routes declare. */
export type { RevisionContent, Timeline, TimelineDetail, TimelineEntry } from '../schemas/revision';

/** `revision_status` of a timeline entry (0 for entries without a revision). */
export const RevisionState = { none: 0, waiting: 1, applied: 2, rejected: 3 } as const;

export const revisionKeys = {
  timeline: (objectId: string) => apiKey('/activity/timeline', { object_id: objectId }),
  detail: (newId: string, oldId: string) => apiKey('/activity/timeline/detail', { new_revision_id: newId, old_revision_id: oldId }),
};

export const revisionsApi = {
  timeline: (objectId: string) => api.get<Timeline>('/activity/timeline', { object_id: objectId }, { allow404: true }),
  detail: (newId: string, oldId: string) => api.get<TimelineDetail>('/activity/timeline/detail', { new_revision_id: newId, old_revision_id: oldId }),
  rollback: (objectId: string, revisionId: string) => api.put<{ wait_for_review: boolean }>('/revisions/rollback', { object_id: objectId, revision_id: revisionId }),
};

/** Two versions side by side or inline, for the plugins that show a suggested edit (review). */
export { DiffView } from './components/diff-view';
