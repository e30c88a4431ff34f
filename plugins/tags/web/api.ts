import { api, apiKey } from '../../../web/src/sdk';
import { TAG_NAME_MAX, TAG_SLUG_PATTERN, type TagBasic, type TagChoice, type TagCreated, type TagInfo, type TagOrder } from '../schemas/tag';

export { TAG_NAME_MAX, TAG_ORDERS, TAG_PAGE_SIZE, TAG_SUGGESTIONS, TAGS_PER_QUESTION } from '../schemas/tag';
export type { TagChoice, TagInfo, TagOrder, TagPage, TagPageItem, TagRef, TagSynonyms } from '../schemas/tag';
/**
 * The name questions' web half imports for the tags a question carries and its form holds:
 * the selector's choice, since a form may hold a tag typed in that does not exist yet.
 */
export type { TagChoice as TagBasic } from '../schemas/tag';
export { useHasUsableTags, useTagCreation, type TagCreation } from './tag-creation';

/** How long the selector highlights a tag typed twice (SPEC §5). */
export const TAG_HIGHLIGHT_MS = 2000;
const SLUG = new RegExp(TAG_SLUG_PATTERN);

export const tagPageKey = (params: { page: number; page_size: number; query_cond: TagOrder; slug_name?: string }) => apiKey('/tags/page', params);
export const tagByNameKey = (name: string) => apiKey('/tag', { name });
export const tagByIdKey = (id: string) => apiKey('/tag', { id });
export const synonymsKey = (tagId: string) => apiKey('/tag/synonyms', { tag_id: tagId });

export const tagsApi = {
  /** Selector suggestions (SPEC §5: the ';' is stripped from the search text). */
  search: (text: string) => api.get<TagBasic[]>('/question/tags', { tag: text.replace(/;/g, '') }, { ignore50x: true }),
  create: (input: { slug_name: string; display_name: string; original_text: string }) => api.post<TagCreated>('/tag', input),
  update: (input: { tag_id: string; slug_name: string; display_name: string; original_text: string; edit_summary?: string }) =>
    api.put<null>('/tag', input),
  byName: (name: string) => api.get<TagInfo>('/tag', { name }, { allow404: true }),
  byId: (id: string) => api.get<TagInfo>('/tag', { id }, { allow404: true }),
};

/** SPEC §5 tag modal rules; values are i18n keys of plugin.tags. */
export function validateTag(v: { slug_name: string; display_name: string }): Partial<Record<'slug_name' | 'display_name', string>> {
  const errors: Partial<Record<'slug_name' | 'display_name', string>> = {};
  if (!v.display_name.trim()) errors.display_name = 'form.display_name_empty';
  else if (v.display_name.length > TAG_NAME_MAX) errors.display_name = 'form.display_name_too_long';
  if (!v.slug_name.trim()) errors.slug_name = 'form.slug_empty';
  else if (v.slug_name.length > TAG_NAME_MAX) errors.slug_name = 'form.slug_too_long';
  else if (!SLUG.test(v.slug_name)) errors.slug_name = 'form.slug_invalid';
  return errors;
}

/**
 * The slug a display name suggests, as the tag form fills it while the admin types ("Python 3" →
 * "python-3", "C++" → "c++", "Café" → "cafe"): lower case, accents dropped, spaces as hyphens,
 * only what the slug rule allows. A name with nothing of that (Chinese) suggests '', and the
 * admin types a slug.
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9+#.-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, TAG_NAME_MAX);
}

/** Index of a tag already in the list, compared case-insensitively (SPEC §5). */
export function duplicateIndex(list: readonly TagChoice[], name: string): number {
  const needle = name.trim().toLowerCase();
  return list.findIndex((t) => t.slug_name.toLowerCase() === needle || t.display_name.toLowerCase() === needle);
}

/** The tag picker of the ask and edit forms, for the plugins that put tags on what they edit (questions). */
export { TagSelector, type TagSelectorProps } from './components/tag-selector';
export { TagLinks } from './components/tag-links';
