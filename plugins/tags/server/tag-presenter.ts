import type { MemberAction, TagBasic, TagInfo, TagPageItem, TagRef, TagSynonym } from '../schemas/tag.ts';
import type { TagRow } from './tag-repository.ts';
import type { Renderer } from '../../../kernel/api.ts';

/** Reserved and recommended slugs come from the `write` settings, the one place admins set them. */
export interface TagFlags {
  reserved: Set<string>;
  recommend: Set<string>;
}

export const EXCERPT_LENGTH = 120;

export function presentTagRef(row: Pick<TagRow, 'id' | 'slug_name' | 'display_name'>, flags: TagFlags, mainSlug = ''): TagRef {
  return {
    tag_id: row.id,
    slug_name: row.slug_name,
    display_name: row.display_name,
    main_tag_slug_name: mainSlug,
    recommend: flags.recommend.has(row.slug_name),
    reserved: flags.reserved.has(row.slug_name),
  };
}

/** Answer's GetTagBasicResp. */
export function presentTagBasic(row: TagRow, flags: TagFlags): TagBasic {
  const { main_tag_slug_name: _main, ...basic } = presentTagRef(row, flags);
  return basic;
}

/** Answer's GetTagPageResp. `is_follower` belongs to the follow plugin; it is false here. */
export function presentTagPageItem(row: TagRow, flags: TagFlags, md: Renderer): TagPageItem {
  return {
    tag_id: row.id,
    slug_name: row.slug_name,
    display_name: row.display_name,
    original_text: row.original_text,
    parsed_text: row.parsed_text,
    excerpt: md.excerpt(row.original_text, EXCERPT_LENGTH),
    description: md.excerpt(row.original_text, EXCERPT_LENGTH),
    question_count: row.question_count,
    follow_count: row.follow_count,
    is_follower: false,
    recommend: flags.recommend.has(row.slug_name),
    reserved: flags.reserved.has(row.slug_name),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Answer's GetTagResp. */
export function presentTag(row: TagRow, flags: TagFlags, md: Renderer, mainSlug: string, actions: MemberAction[]): TagInfo {
  return {
    ...presentTagPageItem(row, flags, md),
    main_tag_slug_name: mainSlug,
    status: row.status === 10 ? 'deleted' : 'available',
    revision: row.revision,
    member_actions: actions,
  };
}

/** Answer's TagSynonym. */
export function presentSynonym(row: TagRow, mainSlug: string): TagSynonym {
  return { tag_id: row.id, slug_name: row.slug_name, display_name: row.display_name, main_tag_slug_name: mainSlug };
}
