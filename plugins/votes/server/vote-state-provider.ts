import type { ViewerStateProvider } from '../../questions/server/api.ts';
import type { VoteLookup } from './api.ts';

/** `vote_status` of the viewer on posts, for questions' ViewerStateSlot. */
export function voteStateProvider(votes: VoteLookup): ViewerStateProvider {
  return {
    fields: ['vote_status'],
    async state(viewerId, postIds) {
      const statuses = await votes.statuses(viewerId, postIds);
      return new Map([...statuses].map(([id, status]) => [id, { vote_status: status }]));
    },
  };
}
