import { defineExtensionPoint } from '../../../kernel/api.ts';

/** Who follows what, for plugins that tell followers of a change (notifications). */
export interface Followers {
  /** Members following any of `objectIds` (questions or tags), each once, ascending by id. */
  of(objectIds: readonly string[]): Promise<string[]>;
}

export const FollowersPoint = defineExtensionPoint<Followers, 'one'>('follow.followers', { owner: 'follow', cardinality: 'one', members: ['of'] });
