import type { ViewerStateProvider } from '../../questions/server/api.ts';
import type { BookmarkRepository } from './bookmark-repository.ts';

/** `collected` for the posts the viewer bookmarked, for questions' ViewerStateSlot. */
export function bookmarkStateProvider(bookmarks: BookmarkRepository): ViewerStateProvider {
  return {
    fields: ['collected'],
    async state(viewerId, postIds) {
      const ids = await bookmarks.markedAmong(viewerId, postIds);
      return new Map(ids.map((id) => [id, { collected: true }]));
    },
  };
}
