import { api, apiKey } from '../../../web/src/sdk';
import type { TagBasic, TagChoice, TagCreated, TagInfo, TagOrder } from '../schemas/tag';

/* The browser's side of the tag routes: their swr keys and calls. */

export const tagPageKey = (params: { page: number; page_size: number; query_cond: TagOrder; slug_name?: string }) => apiKey('/tags/page', params);
export const tagByNameKey = (name: string) => apiKey('/tag', { name });
export const tagByIdKey = (id: string) => apiKey('/tag', { id });
export const synonymsKey = (tagId: string) => apiKey('/tag/synonyms', { tag_id: tagId });
export const deletedTagsKey = (params: { page: number; page_size: number; slug_name?: string }) => apiKey('/tags/deleted', params);

export const tagsApi = {
  /** Selector suggestions (SPEC §5: the ';' is stripped from the search text). */
  search: (text: string) => api.get<TagBasic[]>('/question/tags', { tag: text.replace(/;/g, '') }, { ignore50x: true }),
  create: (input: { slug_name: string; display_name: string; original_text: string }) => api.post<TagCreated>('/tag', input),
  update: (input: { tag_id: string; slug_name: string; display_name: string; original_text: string; edit_summary?: string }) =>
    api.put<null>('/tag', input),
  byName: (name: string) => api.get<TagInfo>('/tag', { name }, { allow404: true }),
  byId: (id: string) => api.get<TagInfo>('/tag', { id }, { allow404: true }),
  /* Staff tools. Refusals come back to the dialog that asked (passError), which shows them in place. */
  setSynonyms: (tagId: string, list: Pick<TagChoice, 'slug_name' | 'display_name'>[]) =>
    api.put<null>('/tag/synonym', { tag_id: tagId, synonym_tag_list: list.map(({ slug_name, display_name }) => ({ slug_name, display_name })) }, { passError: true }),
  remove: (tagId: string) => api.del<null>('/tag', { tag_id: tagId }, { passError: true }),
  merge: (sourceId: string, targetId: string) => api.post<null>('/tag/merge', { source_tag_id: sourceId, target_tag_id: targetId }, { passError: true }),
  recover: (tagId: string) => api.post<null>('/tag/recover', { tag_id: tagId }, { passError: true }),
};
