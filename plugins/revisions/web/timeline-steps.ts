import { RevisionState, type TimelineEntry } from './api';

/** The applied revision an entry is compared with: the last one before it, or '0' for none. */
export function previousRevision(entries: readonly TimelineEntry[], index: number): string {
  for (let i = index - 1; i >= 0; i--) {
    const e = entries[i]!;
    if (e.revision_id !== '0' && e.revision_status === RevisionState.applied) return e.revision_id;
  }
  return '0';
}

/** The revision the object shows now: the last applied one. */
export function currentRevision(entries: readonly TimelineEntry[]): string {
  for (let i = entries.length - 1; i >= 0; i--) {
    const e = entries[i]!;
    if (e.revision_id !== '0' && e.revision_status === RevisionState.applied) return e.revision_id;
  }
  return '0';
}

/** Earlier applied revisions may be made current again; the current one and suggestions not. */
export function canRollBack(entry: TimelineEntry, current: string): boolean {
  return entry.revision_id !== '0' && entry.revision_status === RevisionState.applied && entry.revision_id !== current;
}
