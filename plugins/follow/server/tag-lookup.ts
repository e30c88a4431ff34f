import type { Container } from 'inversify';
import { TagService, type TagRef } from '../../tags/server/api.ts';
import type { FollowRepository } from './follow-repository.ts';

/**
 * Tags by id, read outside any transaction (SQLite has one connection). `follow` takes tag
 * ids (`follow {object_id}`), but TagService finds tags by slug only: until it offers a by-id
 * lookup (preferred here as soon as it exists), the slugs come from one narrow read.
 */
export interface TagLookup {
  service(): TagService;
  byIds(ids: string[]): Promise<TagRef[]>;
}

type WithIds = TagService & { byIds?(ids: string[]): Promise<TagRef[]> };

export function tagLookup(container: Container, follows: FollowRepository): TagLookup {
  const service = () => container.get<WithIds>(TagService);
  return {
    service,
    async byIds(ids) {
      if (ids.length === 0) return [];
      const tags = service();
      if (tags.byIds) return tags.byIds(ids);
      const found = await tags.bySlugs(await follows.liveTagSlugs(ids));
      const order = new Map(ids.map((id, i) => [id, i]));
      return found.sort((a, b) => (order.get(a.tag_id) ?? 0) - (order.get(b.tag_id) ?? 0));
    },
  };
}
