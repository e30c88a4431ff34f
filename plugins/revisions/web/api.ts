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
  /** The markdown plugin's renderer (the editor's preview); a failure is the caller's to show. */
  render: (markdown: string) => api.post<string>('/post/render', { content: markdown }, { ignore50x: true }),
};

/** Block-level HTML as plain text, one paragraph a line, for comparing rendered posts. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  doc.querySelectorAll('p, div, li, pre, blockquote, h1, h2, h3, h4, h5, h6, tr, table, hr').forEach((el) => el.append('\n'));
  return (doc.body.textContent ?? '').replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}

/** Two versions side by side or inline, for the plugins that show a suggested edit (review). */
export { DiffView } from './components/diff-view';
