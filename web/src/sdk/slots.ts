/**
 * Named places in the shell where plugins may contribute components.
 * The list is owned by the shell; a plugin naming another slot fails to type-check.
 */
export const SLOTS = [
  'header.nav',
  'header.right',
  'home.main',
  /** Beside the question list (cards such as the member's following tags). */
  'home.sidebar',
  'question.sidebar',
  'question.actions',
  /** Beside a question or an answer; context { objectId, objectType, votes, voteStatus, authorId }. */
  'post.vote',
  /** Under a question or an answer, next to share/edit; context { objectId, objectType, collected, collectionCount }. */
  'post.actions',
  /** Below a question or an answer; context { objectId, participants: [{username, display_name}] }. */
  'post.comments',
  /** On a tag page, under its title; context { tag }. */
  'tag.actions',
  /** The body of a tag page (e.g. the tag's questions); context { tag }. */
  'tag.main',
  'admin.menu',
  'user.settings.menu',
  'footer',
] as const;

export type SlotName = (typeof SLOTS)[number];

export function isSlotName(name: string): name is SlotName {
  return (SLOTS as readonly string[]).includes(name);
}
