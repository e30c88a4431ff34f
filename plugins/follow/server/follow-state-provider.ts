import type { ViewerStateProvider } from '../../questions/server/api.ts';
import type { FollowRepository } from './follow-repository.ts';

/** `is_followed` for the questions the viewer follows, for questions' ViewerStateSlot. */
export function followStateProvider(follows: FollowRepository): ViewerStateProvider {
  return {
    fields: ['is_followed'],
    async state(viewerId, postIds) {
      const ids = await follows.markedAmong(viewerId, postIds);
      return new Map(ids.map((id) => [id, { is_followed: true }]));
    },
  };
}
