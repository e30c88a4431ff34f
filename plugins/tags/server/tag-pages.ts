import type { Knex } from 'knex';
import type { Renderer } from '../../../kernel/api.ts';
import type { TagPageFacts, TagPages } from './api.ts';
import type { TagRepository } from './tag-repository.ts';
import { normalizeSlug } from './tag-rules.ts';

/** Meta descriptions are cut by search engines near this length anyway. */
const EXCERPT_LENGTH = 160;

/** A tag's public page facts, read outside any transaction. */
export class TagPagesService implements TagPages {
  constructor(
    private readonly db: () => Knex,
    private readonly tags: TagRepository,
    private readonly md: Pick<Renderer, 'excerpt'>,
  ) {}

  async tag(slug: string): Promise<TagPageFacts | undefined> {
    const { tags, md } = this;
    const db = this.db();
    const row = await tags.bySlug(db, normalizeSlug(slug));
    if (!row) return undefined;
    const main = row.main_tag_id ? await tags.byId(db, row.main_tag_id) : undefined;
    return {
      slug_name: row.slug_name,
      display_name: row.display_name,
      excerpt: row.original_text ? md.excerpt(row.original_text, EXCERPT_LENGTH) : '',
      question_count: row.question_count,
      main_tag_slug_name: main?.slug_name ?? '',
    };
  }
}
