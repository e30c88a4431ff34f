import { avatarUrl, isStaff, type SessionUser, type UserCard } from '../../../kernel/api.ts';
import type { CommentAction, CommentView } from '../schemas/comment.ts';
import type { CommentRow } from './comment-repository.ts';

export type { CommentView };

/** Everything a list of comments is presented with, gathered once per request. */
export interface CommentContext {
  viewer: SessionUser | undefined;
  members: Map<string, UserCard>;
  upvoted: Set<string>;
  /** Whether flags on comments have somewhere to go (an enabled FlagDesk). */
  flaggable: boolean;
  /** Translated action names. */
  label(action: CommentAction['action']): string;
}

/** The author and staff may edit and delete; other members may flag while flags are taken. */
export function memberActions(authorId: string, ctx: Pick<CommentContext, 'viewer' | 'flaggable' | 'label'>): CommentAction[] {
  const viewer = ctx.viewer;
  if (!viewer) return [];
  const actions: CommentAction[] = [];
  const own = authorId === viewer.id;
  if (!own && ctx.flaggable) actions.push({ action: 'report', name: ctx.label('report'), type: 'reason' });
  if (own || isStaff(viewer)) {
    actions.push({ action: 'edit', name: ctx.label('edit'), type: 'edit' });
    actions.push({ action: 'delete', name: ctx.label('delete'), type: 'confirm' });
  }
  return actions;
}

export function presentComment(row: CommentRow, ctx: CommentContext): CommentView {
  const author = ctx.members.get(String(row.user_id));
  const replyTo = row.reply_user_id ? ctx.members.get(String(row.reply_user_id)) : undefined;
  return {
    comment_id: row.id,
    object_id: row.object_id,
    user_id: String(row.user_id),
    user_display_name: author?.display_name ?? '',
    username: author?.username ?? '',
    user_avatar: avatarUrl(author?.avatar),
    user_rank: author?.rank ?? 0,
    user_status: author?.status ?? 'deleted',
    reply_comment_id: row.reply_comment_id,
    reply_user_id: row.reply_user_id ? String(row.reply_user_id) : '',
    reply_username: replyTo?.username ?? '',
    reply_user_display_name: replyTo?.display_name ?? '',
    reply_user_status: replyTo?.status ?? '',
    created_at: row.created_at,
    parsed_text: row.parsed_text,
    original_text: row.original_text,
    vote_count: row.vote_count,
    is_vote: ctx.upvoted.has(row.id),
    member_actions: memberActions(String(row.user_id), ctx),
  };
}
