import { defineSlot } from '../../../web/src/sdk';
import type { TagInfo } from './api';

/** The tag a tag page shows, as `GET tag` returns it. */
export interface TagPageContext {
  tag: TagInfo;
}

/** On a tag page, beside its follower count and the ask button. */
export const TagActionsSlot = defineSlot<TagPageContext>('tags.tag.actions');

/** The body of a tag page (the questions plugin lists the tag's questions there). */
export const TagMainSlot = defineSlot<TagPageContext>('tags.tag.main');
