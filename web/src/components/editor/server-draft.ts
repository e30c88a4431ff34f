import { api } from '../../api/client';
import { appStore, userAtom } from '../../app/atoms';
import { accountState } from '../../guards/account-state';

/** The object a server draft belongs to: a new question has object_id ''. */
export interface DraftTarget {
  objectType: 'question' | 'answer';
  objectId: string;
}

/** Tags go and may come back as slugs or as tag objects. */
export type DraftTag = string | { slug_name: string; display_name?: string };

export interface DraftFields {
  title: string;
  content: string;
  tags: DraftTag[];
}

/** What `GET draft` holds (null when there is none). */
export interface ServerDraft {
  title?: string;
  content?: string;
  tags?: DraftTag[];
  updated_at?: number | string;
}

// Drafts are a convenience: a missing route (404), an error or a time-out is never shown.
const QUIET = { passError: true, ignore50x: true } as const;

/** Only normal members have server drafts (and a visitor's call would end at the login page). */
export function serverDraftsUsable(): boolean {
  return accountState(appStore.get(userAtom)).isNormal;
}

/** Milliseconds from unix seconds, milliseconds or an ISO date; 0 when unknown. */
export function draftTime(value: ServerDraft['updated_at']): number {
  if (typeof value === 'number') return value < 1e12 ? value * 1000 : value;
  const parsed = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(parsed) ? 0 : parsed;
}

const target = ({ objectType, objectId }: DraftTarget) => ({ object_type: objectType, object_id: objectId });

/** The server's draft and when it was saved, or null (none, or no draft route yet). */
export async function fetchServerDraft(of: DraftTarget): Promise<{ draft: ServerDraft; savedAt: number } | null> {
  try {
    // built by hand: the client drops empty parameters, and a new question's object_id is ''
    const query = new URLSearchParams(target(of)).toString();
    const draft = await api.get<ServerDraft | null>(`/draft?${query}`, undefined, QUIET);
    if (!draft || (!draft.title?.trim() && !draft.content?.trim())) return null;
    return { draft, savedAt: draftTime(draft.updated_at) };
  } catch {
    return null;
  }
}

export function saveServerDraft(of: DraftTarget, fields: DraftFields): void {
  api.put('/draft', { ...target(of), ...fields }, QUIET).catch(() => undefined);
}

export function deleteServerDraft(of: DraftTarget): void {
  api.del('/draft', target(of), QUIET).catch(() => undefined);
}

/** Tag slugs of a server draft as the tag selector's references. */
export function draftTags(tags: ServerDraft['tags']): { slug_name: string; display_name: string }[] {
  return (tags ?? []).map((tag) =>
    typeof tag === 'string' ? { slug_name: tag, display_name: tag } : { slug_name: tag.slug_name, display_name: tag.display_name ?? tag.slug_name },
  );
}
