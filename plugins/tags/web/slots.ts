import { defineSlot } from '../../../web/src/sdk';
import type { TagInfo } from './api';

/** The tag a tag page shows, as `GET tag` returns it. */
export interface TagPageContext {
  tag: TagInfo;
}

/** On a tag page, beside the ask button (the follow plugin shows the follower count there). */
export const TagActionsSlot = defineSlot<TagPageContext>('tags.tag.actions');

/** The body of a tag page (the questions plugin lists the tag's questions there). */
export const TagMainSlot = defineSlot<TagPageContext>('tags.tag.main');
