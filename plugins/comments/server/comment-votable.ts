import type { VotableResolver } from '../../votes/server/api.ts';
import { CommentStatus, type CommentRepository } from './comment-repository.ts';

/** Lets the votes plugin vote on comments: their author, state and `vote_count` live here. */
export function commentVotable(comments: CommentRepository): VotableResolver {
  return {
    types: ['comment'],
    async find(db, objectId) {
      const row = await comments.any(db, objectId);
      if (!row) return undefined;
      return { id: row.id, type: 'comment', user_id: String(row.user_id), deleted: row.status !== CommentStatus.normal };
    },
    adjustVotes: (trx, object, delta) => comments.adjustVotes(trx, object.id, delta),
  };
}
