import { api, apiKey } from '../../../web/src/sdk';

/** SPEC §5/§9 tag limits. */
export const TAGS_PER_QUESTION = 5;
export const TAG_SUGGESTIONS = 5;
export const TAG_HIGHLIGHT_MS = 2000;
export const TAG_NAME_MAX = 35;
export const TAG_PAGE_SIZE = 24;
export const TAG_ORDERS = ['popular', 'name', 'newest'] as const;
export type TagOrder = (typeof TAG_ORDERS)[number];

/** A tag as the selector and question payloads carry it. */
export interface TagBasic {
  tag_id?: string;
  slug_name: string;
  display_name: string;
  original_text?: string;
  recommend?: boolean;
  reserved?: boolean;
}

export interface TagInfo extends TagBasic {
  tag_id: string;
  original_text: string;
  parsed_text: string;
  excerpt?: string;
  description?: string;
  question_count: number;
  follow_count: number;
  is_follower: boolean;
  main_tag_slug_name?: string;
  created_at?: number;
  updated_at?: number;
  member_actions?: { action: string; name: string; type: string }[];
}

export interface Paged<T> {
  count: number;
  list: T[];
}

export const tagPageKey = (params: { page: number; page_size: number; query_cond: TagOrder; slug_name?: string }) => apiKey('/tags/page', params);
export const tagByNameKey = (name: string) => apiKey('/tag', { name });
export const tagByIdKey = (id: string) => apiKey('/tag', { id });
export const synonymsKey = (tagId: string) => apiKey('/tag/synonyms', { tag_id: tagId });

export const tagsApi = {
  /** Selector suggestions (SPEC §5: the ';' is stripped from the search text). */
  search: (text: string) => api.get<TagBasic[]>('/question/tags', { tag: text.replace(/;/g, '') }, { ignore50x: true }),
  create: (input: { slug_name: string; display_name: string; original_text: string }) => api.post<{ slug_name: string }>('/tag', input),
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
  else if (!/^[a-z0-9+#\-.]+$/.test(v.slug_name)) errors.slug_name = 'form.slug_invalid';
  return errors;
}

/** Index of a tag already in the list, compared case-insensitively (SPEC §5). */
export function duplicateIndex(list: readonly TagBasic[], name: string): number {
  const needle = name.trim().toLowerCase();
  return list.findIndex((t) => t.slug_name.toLowerCase() === needle || t.display_name.toLowerCase() === needle);
}
