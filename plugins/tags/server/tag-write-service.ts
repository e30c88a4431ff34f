import { ForbiddenError, InputError, isStaff, NotFoundError, type Renderer, type SessionUser } from '../../../kernel/api.ts';
import type { TagLinkDeps } from './tag-link-service.ts';
import { TagStatus } from './tag-repository.ts';
import { tagVersion } from './tag-version.ts';
import type { ContentHistory, ContentVersion, TagFollowers, VersionAuthor } from './api.ts';
import type { TagCreated, TagInput } from '../schemas/tag.ts';
import { normalizeSlug, slugError, tagFieldErrors } from './tag-rules.ts';

const exists = () => InputError.field('error.tag.already_exist', 'slug_name');

/**
 * What staff changes to tags take: what linking posts takes (tags are made and counted the same
 * way; members with the site's `tag.add` privilege create tags here too), and more.
 */
export interface TagWriteDeps extends TagLinkDeps {
  md: Pick<Renderer, 'render'>;
  /** The revisions plugin's history of tags, when it is enabled. */
  history: () => ContentHistory | undefined;
  /** The follow plugin's followers of tags, when it is enabled (a merge moves them). */
  followers: () => TagFollowers | undefined;
}

/** Staff changes to tags: create, edit, delete, synonyms. */
export class TagWriteService {
  constructor(private readonly deps: TagWriteDeps) {}

  async create(input: Required<Pick<TagInput, 'slug_name' | 'display_name'>> & { original_text?: string }, user: SessionUser): Promise<TagCreated> {
    const errors = tagFieldErrors(input);
    if (errors.length) throw InputError.fields('base.request_format_error', errors);
    await this.deps.creators.check(user);
    const slug = normalizeSlug(input.slug_name);
    const flags = await this.deps.flags();
    return this.deps.db().transaction(async (trx) => {
      if (await this.deps.tags.bySlug(trx, slug)) throw exists();
      const row = await this.deps.maker.insert(trx, { slug_name: slug, display_name: input.display_name, original_text: input.original_text ?? '' }, user.id, flags);
      return { slug_name: row.slug_name };
    });
  }

  /**
   * Staff edit tags directly. With the revisions plugin, that plugin decides who else may edit
   * and whose edit waits for review; every applied edit is kept as a version.
   */
  async update(input: { tag_id: string; slug_name?: string; display_name?: string; original_text?: string; edit_summary?: string }, user: SessionUser): Promise<void> {
    const errors = tagFieldErrors(input);
    if (errors.length) throw InputError.fields('base.request_format_error', errors);
    const row = await this.deps.tags.byId(this.deps.db(), input.tag_id);
    if (!row) throw new NotFoundError('error.tag.not_found');
    const history = this.deps.history();
    if (!history && !isStaff(user)) throw new ForbiddenError('error.rank.fail_to_meet_the_condition');
    const mode = history ? await history.admit(user, { objectId: row.id, objectType: 'tag', authorId: row.user_id }) : 'apply';
    const version = tagVersion({
      id: row.id,
      slug_name: input.slug_name === undefined ? row.slug_name : normalizeSlug(input.slug_name),
      display_name: input.display_name?.trim() ?? row.display_name,
      original_text: input.original_text ?? row.original_text,
    }, input.edit_summary ?? '');
    if (mode === 'review') await history!.suggest(version, user.id);
    else await this.write(version, { userId: user.id, activity: 'edited' });
  }

  /** Makes `version` the tag's content, as `by` wrote it. */
  async write(version: ContentVersion, by: VersionAuthor): Promise<void> {
    const flags = await this.deps.flags();
    await this.deps.db().transaction(async (trx) => {
      const row = await this.deps.tags.byId(trx, version.objectId);
      if (!row) throw new NotFoundError('error.tag.not_found');
      const slug = version.slug_name;
      if (slug !== row.slug_name && (await this.deps.tags.bySlugAnyStatus(trx, slug))) throw exists();
      await this.deps.tags.update(trx, row.id, {
        slug_name: slug,
        display_name: version.title,
        original_text: version.content,
        parsed_text: this.deps.md.render(version.content),
        reserved: flags.reserved.has(slug),
        recommend: flags.recommend.has(slug),
        revision: row.revision + 1,
        updated_at: this.deps.clock.now(),
      });
      await this.deps.history()?.record(trx, version, by);
    });
  }

  /** SPEC §6: tags with posts or synonyms cannot be deleted. */
  async remove(tagId: string): Promise<void> {
    await this.deps.db().transaction(async (trx) => {
      const row = await this.deps.tags.byId(trx, tagId);
      if (!row) throw new NotFoundError('error.tag.not_found');
      if (row.question_count > 0) throw new InputError('error.tag.has_questions', { err_type: 'modal' });
      if ((await this.deps.tags.synonymsOf(trx, row.id)).length) throw new InputError('error.tag.has_synonyms', { err_type: 'modal' });
      await this.deps.tags.update(trx, row.id, { status: 10, main_tag_id: null, updated_at: this.deps.clock.now() });
    });
  }

  /**
   * Answer's `tag/merge`: the source tag, with its synonyms, becomes a synonym of the target; its
   * questions and followers move to the target (a post or member carrying both keeps one link);
   * revisions stay where they are. Refused into itself or into a synonym, naming `target_tag_id`.
   */
  async merge(sourceId: string, targetId: string): Promise<void> {
    if (sourceId === targetId) throw InputError.field('error.tag.merge_into_itself', 'target_tag_id');
    await this.deps.db().transaction(async (trx) => {
      await this.deps.rels.lockTags(trx, [sourceId, targetId]);
      const source = await this.deps.tags.byId(trx, sourceId);
      if (!source) throw new NotFoundError('error.tag.not_found', [{ error_field: 'source_tag_id', error_msg: 'error.tag.not_found' }]);
      const target = await this.deps.tags.byId(trx, targetId);
      if (!target) throw new NotFoundError('error.tag.not_found', [{ error_field: 'target_tag_id', error_msg: 'error.tag.not_found' }]);
      if (target.main_tag_id) throw InputError.field('error.tag.merge_into_synonym', 'target_tag_id');
      const now = this.deps.clock.now();
      const synonyms = (await this.deps.tags.synonymsOf(trx, source.id)).map((r) => r.id);
      await this.deps.tags.setMain(trx, [source.id, ...synonyms], target.id, now);
      const gained = await this.deps.rels.moveAll(trx, source.id, target.id);
      await this.deps.rels.adjustCounts(trx, [target.id], gained);
      const followed = (await this.deps.followers()?.move(trx, source.id, target.id)) ?? 0;
      await this.deps.tags.update(trx, source.id, { question_count: 0, ...(this.deps.followers() ? { follow_count: 0 } : {}), updated_at: now });
      if (followed) await this.deps.tags.adjust(trx, target.id, 'follow_count', followed);
    });
  }

  /** Answer's `tag/recover`: a deleted tag comes back as it was; a live one is refused on `tag_id`. */
  async recover(tagId: string): Promise<void> {
    await this.deps.db().transaction(async (trx) => {
      const row = await this.deps.tags.anyById(trx, tagId);
      if (!row) throw new NotFoundError('error.tag.not_found');
      if (row.status !== TagStatus.deleted) throw InputError.field('error.tag.not_deleted', 'tag_id');
      await this.deps.tags.update(trx, row.id, { status: TagStatus.available, updated_at: this.deps.clock.now() });
    });
  }

  /** Makes the listed tags (created when new) exactly the synonyms of `tagId`. */
  async setSynonyms(tagId: string, list: TagInput[], user: SessionUser): Promise<void> {
    const slugs = [...new Set(list.map((t) => normalizeSlug(t.slug_name)))];
    const errors = slugs.map((s) => slugError(s, 'synonym_tag_list')).filter((e) => !!e);
    if (errors.length) throw InputError.fields('base.request_format_error', errors.slice(0, 1));
    const flags = await this.deps.flags();
    await this.deps.db().transaction(async (trx) => {
      const main = await this.deps.tags.byId(trx, tagId);
      if (!main) throw new NotFoundError('error.tag.not_found');
      if (main.main_tag_id) throw InputError.field('error.tag.is_synonym', 'tag_id');
      if (slugs.includes(main.slug_name)) throw InputError.field('error.tag.synonym_of_itself', 'synonym_tag_list');
      const wanted: string[] = [];
      for (const slug of slugs) {
        const given = list.find((t) => normalizeSlug(t.slug_name) === slug)!;
        const row = (await this.deps.tags.bySlug(trx, slug))
          ?? (await this.deps.maker.insert(trx, { slug_name: slug, display_name: given.display_name?.trim() || slug, original_text: given.original_text ?? '' }, user.id, flags));
        if ((await this.deps.tags.synonymsOf(trx, row.id)).length) throw InputError.field('error.tag.synonym_has_synonyms', 'synonym_tag_list');
        wanted.push(row.id);
      }
      const current = (await this.deps.tags.synonymsOf(trx, main.id)).map((r) => r.id);
      const now = this.deps.clock.now();
      await this.deps.tags.setMain(trx, current.filter((id) => !wanted.includes(id)), null, now);
      await this.deps.tags.setMain(trx, wanted.filter((id) => !current.includes(id)), main.id, now);
    });
  }
}
