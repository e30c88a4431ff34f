import useSWR from 'swr';
import { usePermission } from '../../../web/src/sdk';
import { tagPageKey } from './tag-requests';
import { TAG_PAGE_SIZE_MAX, type TagPage } from '../schemas/tag';

/**
 * Whether the viewer may create a tag: 'unknown' while the answer loads (the selector offers
 * creation and the server has the last word). The server's rule is the same `tag.add` privilege
 * this asks about. `tip` is the server's reason, in the reader's language ("This needs at least
 * 750 reputation.").
 */
export interface TagCreation {
  state: 'unknown' | 'allowed' | 'refused';
  tip: string;
}

/** The `permission` call of Answer's tag selector (its useUserPermission('tag.add')). */
export function useTagCreation(): TagCreation {
  const answer = usePermission('tag.add');
  if (!answer) return { state: 'unknown', tip: '' };
  return answer.has_permission ? { state: 'allowed', tip: '' } : { state: 'refused', tip: answer.no_permission_tip };
}

/**
 * Whether the site has a tag a member without staff powers can put on a question: any tag not
 * reserved (reserved ones are staff-only). One page of the most used tags is read; when the site
 * holds more tags than that page, some are taken to be usable, since a site reserving a hundred
 * tags and no other is not one this notice is for. `undefined` while loading.
 */
export function useHasUsableTags(enabled: boolean): boolean | undefined {
  const { data } = useSWR<TagPage>(enabled ? tagPageKey({ page: 1, page_size: TAG_PAGE_SIZE_MAX, query_cond: 'popular' }) : null);
  if (!data) return undefined;
  return data.count > data.list.length || data.list.some((tag) => !tag.reserved);
}
