import type { Knex } from 'knex';
import { IdGenerator } from '../../../kernel/api.ts';
import type { PostDirectory } from '../../questions/server/api.ts';
import type { VotableObject, VotableResolver, VotableType } from './api.ts';

/**
 * Finds the owner of an object id among the enabled {@link VotableResolver}s, read on every
 * call so that plugins registering after `votes`, or enabled later, are seen.
 */
export class VotableRegistry {
  constructor(private readonly resolvers: () => VotableResolver[]) {}

  resolverFor(objectId: string): VotableResolver | undefined {
    const type = IdGenerator.typeOf(objectId);
    if (!type) return undefined;
    return this.resolvers().find((r) => (r.types as readonly string[]).includes(type));
  }
}

/** Questions and answers, through the questions plugin's directory. */
export function postVotable(directory: () => PostDirectory): VotableResolver {
  return {
    types: ['question', 'answer'],
    async find(db: Knex | Knex.Transaction, objectId: string): Promise<VotableObject | undefined> {
      const post = await directory().find(db, objectId);
      if (!post) return undefined;
      // A post held for review takes no votes (and so moves no reputation) until it is approved.
      return { id: post.id, type: post.type as VotableType, user_id: String(post.user_id), deleted: post.status === 'deleted' || post.status === 'pending', question_id: post.question_id, title: post.title };
    },
    async adjustVotes(trx, object, delta) {
      await directory().adjust(trx, object.id, 'vote_count', delta, object.question_id);
    },
  };
}
