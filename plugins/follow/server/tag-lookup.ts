import type { Container } from 'inversify';
import type { Knex } from 'knex';
import { TagService, type TagRef } from '../../tags/server/api.ts';

/**
 * Tags by id. `follow` takes tag ids (`follow {object_id}`) and stores them, but TagService
 * only finds tags by slug; until it offers a by-id lookup, the slugs of live tags are read
 * here (one narrow query on `tag`) and the tags themselves come from TagService.
 */
export interface TagLookup {
  service(): TagService;
  byIds(ids: string[]): Promise<TagRef[]>;
}

type WithIds = TagService & { byIds?(db: Knex | Knex.Transaction, ids: string[]): Promise<TagRef[]> };

export function tagLookup(container: Container, db: () => Knex): TagLookup {
  const service = () => container.get<WithIds>(TagService);
  return {
    service,
    async byIds(ids) {
      if (ids.length === 0) return [];
      const tags = service();
      if (tags.byIds) return tags.byIds(db(), ids);
      const rows: { slug_name: string }[] = await db()('tag').whereIn('id', ids).where({ status: 1 }).select('slug_name');
      const found = await tags.bySlugs(db(), rows.map((r) => r.slug_name));
      const order = new Map(ids.map((id, i) => [id, i]));
      return found.sort((a, b) => (order.get(a.tag_id) ?? 0) - (order.get(b.tag_id) ?? 0));
    },
  };
}
