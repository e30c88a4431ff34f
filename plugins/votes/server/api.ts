import type { Knex } from 'knex';
import { defineExtensionPoint } from '../../../kernel/api.ts';
import type { VoteStatus } from '../schemas/vote.ts';

export type { VoteStatus };

/**
 * What other plugins may use from `votes`.
 *
 * Votes live in this plugin's `vote` table, keyed by object id. The object itself (its author,
 * its state, its `vote_count`) belongs to whichever plugin owns it: that plugin binds a
 * {@link VotableResolver} for its object types through {@link VotablePoint} (listing `votes` as
 * optional in its plugin.json, so it works with or without votes).
 */
export type VotableType = 'question' | 'answer' | 'comment';

export interface VotableObject {
  id: string;
  type: VotableType;
  /** The author, who may not vote on it. */
  user_id: string;
  /** Deleted objects take no votes. */
  deleted: boolean;
  /** The question a post belongs to (a question's own id), when the object is one. */
  question_id?: string;
  /** What a notice names the object by (a post's question title), when it has one. */
  title?: string;
}

export interface VotableResolver {
  /** Object types (from the id's type digits) this resolver answers for. */
  readonly types: readonly VotableType[];
  find(db: Knex | Knex.Transaction, objectId: string): Promise<VotableObject | undefined>;
  /** Moves the object's vote counter by `delta`, inside the vote's own transaction; `object` is what `find` gave. */
  adjustVotes(trx: Knex.Transaction, object: VotableObject, delta: number): Promise<void>;
}
export const VotablePoint = defineExtensionPoint<VotableResolver, 'many'>('votes.votable', { owner: 'votes', cardinality: 'many', members: ['find', 'adjustVotes'] });

/** Read side for other plugins (e.g. comments' `is_vote`). */
export interface VoteLookup {
  /** The member's vote on each of `objectIds`; objects without a vote are absent. */
  statuses(userId: string, objectIds: string[]): Promise<Map<string, Exclude<VoteStatus, ''>>>;
}
export const VoteLookupPoint = defineExtensionPoint<VoteLookup, 'one'>('votes.lookup', { owner: 'votes', cardinality: 'one', members: ['statuses'] });

export interface VoteCast {
  objectId: string;
  objectType: VotableType;
  /** The author of the object. */
  objectUserId: string;
  /** The question of a voted question or answer (so listeners need not look it up). */
  questionId?: string;
  /** The voted object's title as the vote read it (a post's question title), so the vote's notice need not read the post. */
  title?: string;
  /** The voter. */
  userId: string;
  /** The voter's vote before and after this call. */
  previous: VoteStatus;
  current: VoteStatus;
}

declare module '../../../kernel/api.ts' {
  interface DomainEvents {
    'vote.cast': VoteCast;
  }
}

/** One of a member's votes on a question or answer. */
export interface MemberVote {
  object_id: string;
  object_type: 'question' | 'answer';
  vote_type: Exclude<VoteStatus, ''>;
  /** When the vote took its current direction. */
  created_at: number;
}

/** A member's votes, newest first, for their own personal page (the users plugin). */
export interface MemberVotes {
  page(userId: string, page: number, pageSize: number): Promise<{ count: number; list: MemberVote[] }>;
}
export const MemberVotesPoint = defineExtensionPoint<MemberVotes, 'one'>('votes.member-votes', { owner: 'votes', cardinality: 'one', members: ['page'] });
