import { api } from '../../api/client';
import { appStore, userAtom } from '../../app/atoms';
import { accountState } from '../../guards/account-state';

/** The object a server draft belongs to: a new question has object_id ''. */
export interface DraftTarget {
  objectType: 'question' | 'answer';
  objectId: string;
}

/**
 * What the editor itself reads of a server draft: whether it has text, and when it was saved.
 * The draft's full shape is the draft route's owner's (the questions plugin's schema); the
 * screens that use server drafts name it as `D` and read the rest.
 */
export interface DraftStamp {
  title?: string;
  content?: string;
  updated_at?: number | string;
}

// Drafts are a convenience: a missing route (404), an error or a time-out is never shown.
const QUIET = { passError: true, ignore50x: true } as const;

/** Only normal members have server drafts (and a visitor's call would end at the login page). */
export function serverDraftsUsable(): boolean {
  return accountState(appStore.get(userAtom)).isNormal;
}

/** Milliseconds from unix seconds, milliseconds or an ISO date; 0 when unknown. */
export function draftTime(value: DraftStamp['updated_at']): number {
  if (typeof value === 'number') return value < 1e12 ? value * 1000 : value;
  const parsed = typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(parsed) ? 0 : parsed;
}

const target = ({ objectType, objectId }: DraftTarget) => ({ object_type: objectType, object_id: objectId });

/** The server's draft and when it was saved, or null (none, or no draft route yet). */
export async function fetchServerDraft<D extends DraftStamp>(of: DraftTarget): Promise<{ draft: D; savedAt: number } | null> {
  try {
    // built by hand: the client drops empty parameters, and a new question's object_id is ''
    const query = new URLSearchParams(target(of)).toString();
    const draft = await api.get<D | null>(`/draft?${query}`, undefined, QUIET);
    if (!draft || (!draft.title?.trim() && !draft.content?.trim())) return null;
    return { draft, savedAt: draftTime(draft.updated_at) };
  } catch {
    return null;
  }
}

/** `fields`: the draft body the route takes besides the target (title, content, tags). */
export function saveServerDraft(of: DraftTarget, fields: object): void {
  api.put('/draft', { ...target(of), ...fields }, QUIET).catch(() => undefined);
}

export function deleteServerDraft(of: DraftTarget): void {
  api.del('/draft', target(of), QUIET).catch(() => undefined);
}

