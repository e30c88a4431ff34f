import type { Container } from 'inversify';
import type { Knex } from 'knex';
import { IdGenerator } from '../../../kernel/api.ts';
import { PostDirectory } from '../../questions/server/api.ts';
import { VotableResolver, type VotableObject, type VotableType } from './api.ts';

/**
 * Finds the owner of an object id among the bound {@link VotableResolver}s, read from the
 * container on every call so that plugins registering after `votes` are seen.
 */
export class VotableRegistry {
  constructor(private readonly container: Container) {}

  resolverFor(objectId: string): VotableResolver | undefined {
    const type = IdGenerator.typeOf(objectId);
    if (!type) return undefined;
    return this.container.getAll<VotableResolver>(VotableResolver).find((r) => (r.types as readonly string[]).includes(type));
  }
}

/** Questions and answers, through the questions plugin's directory. */
export function postVotable(container: Container): VotableResolver {
  const directory = () => container.get<PostDirectory>(PostDirectory);
  return {
    types: ['question', 'answer'],
    async find(db: Knex | Knex.Transaction, objectId: string): Promise<VotableObject | undefined> {
      const post = await directory().find(db, objectId);
      if (!post) return undefined;
      return { id: post.id, type: post.type as VotableType, user_id: String(post.user_id), deleted: post.status === 'deleted' };
    },
    async adjustVotes(trx, objectId, delta) {
      await directory().adjust(trx, objectId, 'vote_count', delta);
    },
  };
}
