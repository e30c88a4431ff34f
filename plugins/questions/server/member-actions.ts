import { isStaff, type Language, type SessionUser } from '../../../kernel/api.ts';
import type { MemberAction } from '../../tags/schemas/tag.ts';
import { AnswerStatus, Pin, QuestionStatus, Show, type AnswerRow, type QuestionRow } from './post-rows.ts';

/** Answer's PermissionMemberAction: what the viewer may do, with a translated label. */
export type { MemberAction };

export type ActionLabel = (language: Language, action: string) => string;

/** What the viewer is shown actions with: labels, and whether flags have somewhere to go. */
export interface ActionTerms {
  label: ActionLabel;
  flaggable: boolean;
  /** The viewer may edit others' posts of this kind (reputation's privilege). */
  editOthers?: boolean;
}

/**
 * The question actions Answer offers, in its order (report, edit, close…, delete, undelete).
 * Unlike Answer, no one is offered a flag on their own post (as on Stack Overflow).
 */
export function questionActions(q: Pick<QuestionRow, 'user_id' | 'status' | 'pin' | 'show'>, viewer: SessionUser | undefined, language: Language, terms: ActionTerms): MemberAction[] {
  if (!viewer) return [];
  const staff = isStaff(viewer);
  const own = viewer.id === q.user_id;
  // A held post waits for its review untouched: only deleting it (withdrawing) is offered.
  const held = q.status === QuestionStatus.pending;
  const out: [string, string][] = terms.flaggable && !own && !held ? [['report', 'reason']] : [];
  if ((staff || own || terms.editOthers) && !held) out.push(['edit', 'edit']);
  if (staff && !held) {
    if (q.status === QuestionStatus.normal) out.push(['close', 'confirm']);
    if (q.status === QuestionStatus.closed) out.push(['reopen', 'confirm']);
    if (q.status !== QuestionStatus.deleted) out.push(q.pin === Pin.on ? ['unpin', 'confirm'] : ['pin', 'confirm']);
    if (q.status !== QuestionStatus.deleted) out.push(q.show === Show.listed ? ['hide', 'confirm'] : ['show', 'confirm']);
  }
  if ((staff || own) && q.status !== QuestionStatus.deleted) out.push(['delete', 'confirm']);
  if (staff && q.status === QuestionStatus.deleted) out.push(['undelete', 'confirm']);
  return out.map(([action, type]) => ({ action, name: terms.label(language, action), type }));
}

export function answerActions(a: Pick<AnswerRow, 'user_id' | 'status'>, viewer: SessionUser | undefined, language: Language, terms: ActionTerms): MemberAction[] {
  if (!viewer) return [];
  const staff = isStaff(viewer);
  const own = viewer.id === a.user_id;
  const held = a.status === AnswerStatus.pending;
  const out: [string, string][] = terms.flaggable && !own && !held ? [['report', 'reason']] : [];
  if ((staff || own || terms.editOthers) && !held) out.push(['edit', 'edit']);
  if ((staff || own) && a.status !== AnswerStatus.deleted) out.push(['delete', 'confirm']);
  if (staff && a.status === AnswerStatus.deleted) out.push(['undelete', 'confirm']);
  return out.map(([action, type]) => ({ action, name: terms.label(language, action), type }));
}
