import type { Knex } from 'knex';
import type { FollowedTopics } from '../../questions/server/api.ts';
import type { FollowRepository } from './follow-repository.ts';

/** The tags and questions a member follows, for questions' recommended list. */
export function followedTopicsProvider(follows: FollowRepository, db: () => Knex): FollowedTopics {
  return {
    async of(userId) {
      const tags = await follows.ofUser(db(), userId, 'tag');
      const questions = await follows.ofUser(db(), userId, 'question');
      return { tagIds: tags.map((r) => String(r.object_id)), questionIds: questions.map((r) => String(r.object_id)) };
    },
  };
}
