import type { Knex } from 'knex';
import type { Clock, IdGenerator, Renderer } from '../../../kernel/api.ts';
import type { ContentHistory } from './api.ts';
import type { TagFlags } from './tag-presenter.ts';
import type { TagRepository, TagRow } from './tag-repository.ts';
import { tagVersion } from './tag-version.ts';

/** Makes tags: from the tag box while asking, from `POST tag`, and as new synonyms. */
export class TagMaker {
  constructor(
    private readonly tags: TagRepository,
    private readonly ids: Pick<IdGenerator, 'next'>,
    private readonly clock: Clock,
    private readonly md: Pick<Renderer, 'render'>,
    /** The revisions plugin's history of tags, when it is enabled: a new tag is its first version. */
    private readonly history: () => ContentHistory | undefined,
  ) {}

  /**
   * Inserts a tag, or brings back a deleted one with the same slug (slugs stay unique).
   * `flags` are read before the transaction: SQLite has one connection, so nothing inside
   * a transaction may wait on another query (settings, config).
   */
  async insert(trx: Knex.Transaction, input: { slug_name: string; display_name: string; original_text: string }, userId: string, flags: TagFlags): Promise<TagRow> {
    const now = this.clock.now();
    const fields = {
      display_name: input.display_name.trim(),
      original_text: input.original_text,
      parsed_text: this.md.render(input.original_text),
      reserved: flags.reserved.has(input.slug_name),
      recommend: flags.recommend.has(input.slug_name),
      updated_at: now,
    };
    const old = await this.tags.bySlugAnyStatus(trx, input.slug_name);
    let row: TagRow;
    if (old) {
      await this.tags.update(trx, old.id, { ...fields, status: 1, main_tag_id: null, revision: old.revision + 1 });
      row = (await this.tags.byId(trx, old.id))!;
    } else {
      row = {
        id: await this.ids.next(trx, 'tag'), slug_name: input.slug_name, main_tag_id: null, question_count: 0, follow_count: 0,
        status: 1, revision: 1, user_id: userId, created_at: now, ...fields,
      };
      await this.tags.insert(trx, row);
    }
    await this.history()?.record(trx, tagVersion(row, ''), { userId, activity: 'created' });
    return row;
  }
}
