import type { RevisionContent } from '../schemas/revision';

type Tagged = Pick<RevisionContent, 'tags'>;

/**
 * The tags of two versions as the words their diff compares, a tag being its slug: a suggested
 * edit may carry its tags by slug alone (as the API takes them), so a name one side lacks is the
 * other side's name for that slug; a tag kept is then the same word on both sides, not a name
 * replaced by a slug.
 */
export function tagNames(before: Tagged | null, after: Tagged): [string, string] {
  const names = new Map<string, string>();
  for (const tag of [...(before?.tags ?? []), ...after.tags]) if (tag.display_name && !names.has(tag.slug_name)) names.set(tag.slug_name, tag.display_name);
  const list = (c: Tagged | null) => (c?.tags ?? []).map((tag) => tag.display_name || names.get(tag.slug_name) || tag.slug_name).join(' ');
  return [list(before), list(after)];
}
