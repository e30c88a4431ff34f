import type { Knex } from 'knex';
import { ForbiddenError, isStaff, type Clock, type PluginContext, type Privileges, type SessionUser } from '../../../kernel/api.ts';
import type { Renderer } from '../../../kernel/api.ts';
import type { TagFlags } from './tag-presenter.ts';
import { TagRelRepository } from './tag-rel-repository.ts';
import { TagRepository, type TagRow } from './tag-repository.ts';
import { WriteSettingsGroup, type ContentHistory, type ContentVersion, type TagFollowers } from './api.ts';

/** What the tag services share: database, repositories, ids, clock, settings and markdown. */
export class TagContext {
  readonly tags = new TagRepository();
  readonly rels = new TagRelRepository();

  constructor(
    private readonly ctx: Pick<PluginContext, 'db' | 'ids' | 'settings'>,
    readonly clock: Clock,
    readonly md: Renderer,
    /** The revisions plugin's history of tags, when it is enabled. */
    readonly history: () => ContentHistory | undefined = () => undefined,
    /** The follow plugin's followers of tags, when it is enabled (a merge moves them). */
    readonly followers: () => TagFollowers | undefined = () => undefined,
  ) {}

  get db(): Knex {
    return this.ctx.db;
  }

  async flags(): Promise<TagFlags> {
    const write = await this.ctx.settings.get(WriteSettingsGroup);
    return { reserved: new Set(write.reserved_tags ?? []), recommend: new Set(write.recommend_tags ?? []) };
  }

  /**
   * The one rule for making a tag, from the tag box while asking and from `POST tag` alike: staff,
   * or a member with the site's `tag.add` privilege. The privilege is the only minimum (750
   * reputation at the default level, set on the admin's Privileges page), so the number the admin
   * reads there is the number members meet; without a privilege rule (reputation disabled) members
   * need nothing, as for every other action.
   */
  async checkCreator(user: SessionUser, privileges: Privileges): Promise<void> {
    if (isStaff(user)) return;
    await privileges.check(user, 'tag.add');
  }

  async mayCreate(user: SessionUser, privileges: Privileges): Promise<boolean> {
    return this.checkCreator(user, privileges).then(() => true, (err: unknown) => {
      if (err instanceof ForbiddenError) return false;
      throw err;
    });
  }

  /**
   * Inserts a tag, or brings back a deleted one with the same slug (slugs stay unique).
   * `flags` are read before the transaction: SQLite has one connection, so nothing inside
   * a transaction may wait on another query (settings, config).
   */
  async insertTag(trx: Knex.Transaction, input: { slug_name: string; display_name: string; original_text: string }, userId: string, flags: TagFlags): Promise<TagRow> {
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
        id: await this.ctx.ids.next(trx, 'tag'), slug_name: input.slug_name, main_tag_id: null, question_count: 0, follow_count: 0,
        status: 1, revision: 1, user_id: userId, created_at: now, ...fields,
      };
      await this.tags.insert(trx, row);
    }
    await this.history()?.record(trx, tagVersion(row, ''), { userId, activity: 'created' });
    return row;
  }

  /** Slug of each main tag, for the synonyms among `rows`. */
  async mainSlugs(db: Knex | Knex.Transaction, rows: TagRow[]): Promise<Map<string, string>> {
    const ids = [...new Set(rows.map((r) => r.main_tag_id).filter((id): id is string => !!id))];
    return new Map((await this.tags.byIds(db, ids)).map((m) => [m.id, m.slug_name]));
  }
}

/** A tag row as the revisions plugin keeps it. */
export function tagVersion(row: Pick<TagRow, 'id' | 'slug_name' | 'display_name' | 'original_text'>, summary: string): ContentVersion {
  return { objectId: row.id, objectType: 'tag', title: row.display_name, slug_name: row.slug_name, content: row.original_text, tags: [], summary };
}
