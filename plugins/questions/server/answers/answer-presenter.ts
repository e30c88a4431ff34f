import type { AnswerInfo } from '../../schemas/answer.ts';
import type { MemberAction } from '../member-actions.ts';
import type { AnswerRow } from '../post-rows.ts';
import type { Presenting } from '../questions/question-presenter.ts';
import { unknownUser } from '../read-models/user-directory.ts';
import type { AnswerViewerState } from '../read-models/viewer-state.ts';

/** Answer's AnswerInfo. The viewer's vote and bookmark (`state`) come from their plugins. */
export function presentAnswer(row: AnswerRow, actions: MemberAction[], state: AnswerViewerState, p: Pick<Presenting, 'codec' | 'users'>): AnswerInfo {
  return {
    id: p.codec(row.id),
    question_id: p.codec(row.question_id),
    content: row.original_text,
    html: row.parsed_text,
    create_time: row.created_at,
    update_time: row.updated_at,
    edit_time: row.edited_at,
    accepted: row.accepted,
    status: row.status,
    vote_count: row.vote_count,
    comment_count: row.comment_count,
    collection_count: row.collection_count,
    ...state,
    user_info: p.users.get(row.user_id) ?? unknownUser(row.user_id),
    update_user_info: row.last_edit_user_id !== '0' ? (p.users.get(row.last_edit_user_id) ?? unknownUser(row.last_edit_user_id)) : null,
    member_actions: actions,
  };
}
