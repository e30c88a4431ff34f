import type { ContentVersion } from './api.ts';
import type { TagRow } from './tag-repository.ts';

/** A tag row as the revisions plugin keeps it. */
export function tagVersion(row: Pick<TagRow, 'id' | 'slug_name' | 'display_name' | 'original_text'>, summary: string): ContentVersion {
  return { objectId: row.id, objectType: 'tag', title: row.display_name, slug_name: row.slug_name, content: row.original_text, tags: [], summary };
}
