import type { Knex } from 'knex';
import { defineExtensionPoint, type SessionUser } from '../../../kernel/api.ts';
import type { PostRef } from '../../questions/server/api.ts';

/** What other plugins may use from `comments`: its events (notifications listen to them) and a member's comments. */
export interface CommentCreated {
  commentId: string;
  /** The question or answer commented on, and its question. */
  objectId: string;
  questionId: string;
  /** The author of the comment. */
  userId: string;
  /** The comment replied to and its author, or '' when it replies to no one. */
  replyCommentId: string;
  replyUserId: string;
  /** Usernames of existing members mentioned as `@name` (the author excluded). */
  mentions: string[];
  /**
   * The post commented on as the comment's writer read it (its author, title and status), so
   * listeners (the notices) need not read it again; without it they do.
   */
  post?: PostRef;
}

export interface CommentDeleted {
  commentId: string;
  objectId: string;
  /** Who deleted it: the author or a staff member. */
  userId: string;
}

declare module '../../../kernel/api.ts' {
  interface DomainEvents {
    'comment.created': CommentCreated;
    'comment.deleted': CommentDeleted;
  }
}

/** One of a member's comments; `content` is the rendered (sanitized) HTML. */
export interface AuthorComment {
  comment_id: string;
  /** The question or answer commented on, and its question. */
  object_id: string;
  question_id: string;
  content: string;
  created_at: number;
}

/** A member's live comments, newest first, for their personal page (the users plugin). */
export interface AuthorComments {
  page(authorId: string, page: number, pageSize: number): Promise<{ count: number; list: AuthorComment[] }>;
}

export const AuthorCommentsPoint = defineExtensionPoint<AuthorComments, 'one'>('comments.author-comments', { owner: 'comments', cardinality: 'one', members: ['page'] });

/** A comment as the flag desk shows it: stored ids, its text, and what it is under. */
export interface FlaggedComment {
  id: string;
  user_id: string;
  /** The question or answer commented on, and its question. */
  object_id: string;
  question_id: string;
  original_text: string;
  /** The rendered (sanitized) HTML. */
  parsed_text: string;
  deleted: boolean;
}

/**
 * What the flag desk (the reports plugin) does with flagged comments: find them in any state,
 * and delete one with the rules, counters and events of the comment's own Delete.
 */
export interface CommentModeration {
  comments(ids: string[]): Promise<Map<string, FlaggedComment>>;
  /**
   * Deletes a comment as `user` (staff); an already deleted one is left as it is. `alongside`
   * runs in the deletion's transaction (the flag desk completes its flags there), or alone when
   * there is nothing to delete.
   */
  remove(user: SessionUser, id: string, alongside?: (trx: Knex.Transaction) => Promise<void>): Promise<void>;
}

export const CommentModerationPoint = defineExtensionPoint<CommentModeration, 'one'>('comments.moderation', { owner: 'comments', cardinality: 'one', members: ['comments', 'remove'] });
