import { api, apiKey } from '../../../web/src/sdk';
import type { Emoji, ReactionSummary } from '../schemas/reaction';

export { EMOJIS, type Emoji, type ReactionSummary } from '../schemas/reaction';

/** The swr key of a post's reactions (`GET meta/reaction`). */
export const reactionsKey = (objectId: string) => apiKey('/meta/reaction', { object_id: objectId });

export const reactionsApi = {
  set: (objectId: string, emoji: Emoji, on: boolean) =>
    api.put<ReactionSummary>('/meta/reaction', { object_id: objectId, emoji, reaction: on ? 'activate' : 'deactivate' }),
};
