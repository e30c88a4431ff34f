import type { TagRef } from '../../../tags/schemas/tag.ts';
import type { Renderer } from '../../../../kernel/api.ts';
import type { QuestionBase, QuestionInfo, QuestionItem } from '../../schemas/question.ts';
import type { MemberAction } from '../member-actions.ts';
import { urlTitle } from './permalink.ts';
import { QuestionStatus, type QuestionListRow, type QuestionRow } from '../post-rows.ts';
import { descriptionOf, type ListedQuestion } from './question-description.ts';
import { unknownUser, type UserBasicInfo } from '../read-models/user-directory.ts';
import type { QuestionViewerState } from '../read-models/viewer-state.ts';

export interface Presenting {
  codec: (id: string) => string;
  md: Renderer;
  users: Map<string, UserBasicInfo>;
}

const user = (p: Presenting, id: string) => (id && id !== '0' ? (p.users.get(id) ?? unknownUser(id)) : undefined);

/** Answer's QuestionPageResp: one row of a question list. */
export function presentQuestionItem(row: ListedQuestion, tags: TagRef[], p: Presenting): QuestionItem {
  const op = user(p, row.operator_id) ?? unknownUser(row.operator_id);
  return {
    id: p.codec(row.id),
    title: row.title,
    url_title: urlTitle(row.title),
    description: row.description,
    status: row.status,
    pin: row.pin,
    show: row.show,
    view_count: row.view_count,
    unique_view_count: row.unique_view_count,
    vote_count: row.vote_count,
    answer_count: row.answer_count,
    collection_count: row.collection_count,
    follow_count: row.follow_count,
    accepted_answer_id: p.codec(row.accepted_answer_id),
    last_answer_id: p.codec(row.last_answer_id),
    created_at: row.created_at,
    operated_at: row.post_update_time,
    operation_type: row.operation_type,
    operator: { id: op.id, username: op.username, display_name: op.display_name, avatar: op.avatar, rank: op.rank, status: op.status },
    tags,
  };
}

/** Answer's QuestionBaseInfo (similar questions). */
export function presentQuestionBase(row: QuestionListRow, p: Pick<Presenting, 'codec'>): QuestionBase {
  return {
    id: p.codec(row.id),
    title: row.title,
    url_title: urlTitle(row.title),
    view_count: row.view_count,
    answer_count: row.answer_count,
    collection_count: row.collection_count,
    follow_count: row.follow_count,
    status: row.status,
    accepted_answer: row.accepted_answer_id !== '0',
  };
}

/** What of a question's detail is its viewer's alone. */
export interface ViewerPart {
  actions: MemberAction[];
  /** What other plugins let the viewer do (QuestionExtraActionsPoint). */
  extendsActions: MemberAction[];
  ownAnswerId: string | undefined;
  state: QuestionViewerState;
}

/** The viewer's own fields of QuestionInfoResp: laid over a visitor's for a member (`overlay`), and in every detail. */
export function viewerFields(part: ViewerPart, codec: Presenting['codec']) {
  return {
    ...part.state,
    answered: !!part.ownAnswerId,
    first_answer_id: codec(part.ownAnswerId ?? '0'),
    member_actions: part.actions,
    extends_actions: part.extendsActions,
  };
}

/**
 * Answer's QuestionInfoResp. The viewer's vote, bookmark and follow (`state`) come from the
 * plugins that own them (ViewerStatePoint).
 */
export function presentQuestionInfo(
  row: QuestionRow,
  extra: ViewerPart & {
    tags: TagRef[];
    lastAnswerUserId: string | undefined;
    /** The close reason's name in the viewer's language. */
    closeReason: string;
  },
  p: Presenting,
): QuestionInfo {
  const viewer = viewerFields(extra, p.codec);
  return {
    id: p.codec(row.id),
    title: row.title,
    url_title: urlTitle(row.title),
    content: row.original_text,
    html: row.parsed_text,
    description: descriptionOf(p.md, row),
    tags: extra.tags,
    view_count: row.view_count,
    unique_view_count: row.unique_view_count,
    vote_count: row.vote_count,
    answer_count: row.answer_count,
    collection_count: row.collection_count,
    follow_count: row.follow_count,
    comment_count: row.comment_count,
    accepted_answer_id: p.codec(row.accepted_answer_id),
    last_answer_id: p.codec(row.last_answer_id),
    create_time: row.created_at,
    update_time: row.updated_at,
    edit_time: row.edited_at,
    pin: row.pin,
    show: row.show,
    status: row.status,
    vote_status: viewer.vote_status,
    collected: viewer.collected,
    is_followed: viewer.is_followed,
    operation: row.status === QuestionStatus.closed
      ? { type: 'closed' as const, description: extra.closeReason || String(row.close_type), msg: row.close_msg, time: row.updated_at, level: 'info' as const }
      : null,
    user_info: user(p, row.user_id) ?? unknownUser(row.user_id),
    update_user_info: user(p, row.last_edit_user_id) ?? null,
    last_answered_user_info: extra.lastAnswerUserId ? (user(p, extra.lastAnswerUserId) ?? null) : null,
    answered: viewer.answered,
    first_answer_id: viewer.first_answer_id,
    member_actions: viewer.member_actions,
    extends_actions: viewer.extends_actions,
    linked_count: 0,
  };
}

export type { QuestionInfo, QuestionItem };
