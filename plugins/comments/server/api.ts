/** What other plugins may use from `comments`: its events (notifications listen to them). */
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
