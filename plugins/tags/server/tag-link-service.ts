import type { Knex } from 'knex';
import { InputError, isStaff, type Clock, type SessionUser } from '../../../kernel/api.ts';
import type { PostsTagged, PreparedTags, TagInput, TagRef, TagService } from './api.ts';
import type { TagCreators } from './tag-creators.ts';
import type { TagMaker } from './tag-maker.ts';
import { presentTagRef, type TagFlags } from './tag-presenter.ts';
import type { TagRelRepository } from './tag-rel-repository.ts';
import { TagStatus, type TagRepository, type TagRow } from './tag-repository.ts';
import { normalizeSlug, slugError, TAG_NAME_MAX } from './tag-rules.ts';

const tagsField = (key: string, name: string) => InputError.field(key, 'tags', `${key}|${JSON.stringify({ name })}`);

/** What linking posts to tags takes. */
export interface TagLinkDeps {
  db: () => Knex;
  tags: TagRepository;
  rels: TagRelRepository;
  /** Reserved and recommended slugs, from the write settings. */
  flags: () => Promise<TagFlags>;
  /** Who may make the tags a post names that do not exist yet. */
  creators: TagCreators;
  maker: TagMaker;
  clock: Clock;
}

/** The TagService other plugins use: tags of posts, kept counted inside their transactions. */
export class TagLinkService implements TagService {
  constructor(private readonly deps: TagLinkDeps) {}

  async prepare(inputs: TagInput[], user: SessionUser, keep: string[] = []): Promise<PreparedTags> {
    const wanted = new Map<string, TagInput>();
    for (const input of inputs) {
      const slug = normalizeSlug(input.slug_name);
      const bad = slugError(slug, 'tags');
      if (bad) throw InputError.fields('base.request_format_error', [bad]);
      if (!wanted.has(slug)) wanted.set(slug, input);
    }
    const flags = await this.deps.flags();
    const staff = isStaff(user);
    const kept = new Set(keep);
    const mayCreate = await this.deps.creators.allows(user);
    const check = async (db: Knex | Knex.Transaction) => {
      // One read for every slug, and one more only for the main tags of synonyms among them.
      const rows = await this.deps.tags.bySlugs(db, [...wanted.keys()]);
      const bySlug = new Map(rows.map((r) => [r.slug_name, r]));
      if (rows.some((r) => !wanted.has(r.slug_name))) await this.findAlone(db, wanted.keys(), bySlug);
      const mainIds = [...new Set([...bySlug.values()].flatMap((r) => (r.main_tag_id ? [r.main_tag_id] : [])))];
      const mains = new Map((await this.deps.tags.byIds(db, mainIds)).filter((r) => r.status === TagStatus.available).map((r) => [r.id, r]));
      const found = new Map<string, TagRow>();
      for (const slug of wanted.keys()) {
        let row = bySlug.get(slug);
        if (row?.main_tag_id) row = mains.get(row.main_tag_id);
        if (!row && !mayCreate) throw tagsField('error.tag.cannot_create', slug);
        const name = row?.slug_name ?? slug;
        if (flags.reserved.has(name) && !staff && !kept.has(name)) throw tagsField('error.tag.reserved_staff_only', name);
        if (row) found.set(slug, row);
      }
      return found;
    };
    await check(this.deps.db());
    return { save: (trx) => this.save(trx, wanted, check, flags, user) };
  }

  /**
   * The read returned a row under another name than any slug asked for: MariaDB's collations
   * compare without case or accents, so a stored slug that is not in today's form (a site's
   * `Café` from before the slug rule) answers `cafe`. Each slug with no row of its very name is
   * then read alone, so it finds the row the database holds equal to it; making a new tag
   * instead would revive that row under the new name in TagMaker.insert (or break its unique key).
   */
  private async findAlone(db: Knex | Knex.Transaction, slugs: Iterable<string>, bySlug: Map<string, TagRow>): Promise<void> {
    for (const slug of slugs) {
      if (bySlug.has(slug)) continue;
      const row = await this.deps.tags.bySlug(db, slug);
      if (row) bySlug.set(slug, row);
    }
  }

  private async save(trx: Knex.Transaction, wanted: Map<string, TagInput>, check: (db: Knex.Transaction) => Promise<Map<string, TagRow>>, flags: TagFlags, user: SessionUser): Promise<TagRef[]> {
    // Checked again inside the transaction: the tags may have changed since prepare().
    const found = await check(trx);
    const out = new Map<string, TagRef>();
    for (const [slug, input] of wanted) {
      const display = (input.display_name ?? '').trim().slice(0, TAG_NAME_MAX) || slug;
      const row = found.get(slug) ?? (await this.deps.maker.insert(trx, { slug_name: slug, display_name: display, original_text: input.original_text ?? '' }, user.id, flags));
      if (!out.has(row.id)) out.set(row.id, presentTagRef(row, flags));
    }
    return [...out.values()];
  }

  async attach(trx: Knex.Transaction, objectId: string, tagIds: string[], options: { newPost?: boolean } = {}): Promise<void> {
    const current = options.newPost ? [] : await this.deps.rels.tagIdsOf(trx, objectId);
    const wanted = [...new Set(tagIds)];
    const gone = current.filter((id) => !wanted.includes(id));
    const added = wanted.filter((id) => !current.includes(id));
    await this.deps.rels.lockTags(trx, [...gone, ...added]);
    await this.deps.rels.adjustCounts(trx, await this.deps.rels.remove(trx, objectId, gone), -1);
    await this.deps.rels.add(trx, objectId, added, this.deps.clock.now());
    await this.deps.rels.adjustCounts(trx, added, 1);
  }

  async detach(trx: Knex.Transaction, objectId: string): Promise<void> {
    await this.relink(trx, objectId, false);
  }

  async restore(trx: Knex.Transaction, objectId: string): Promise<void> {
    await this.relink(trx, objectId, true);
  }

  /** Takes a post's links down or puts them back, with its tags' counts. */
  private async relink(trx: Knex.Transaction, objectId: string, live: boolean): Promise<void> {
    const tagIds = await this.deps.rels.tagIdsOf(trx, objectId);
    await this.deps.rels.lockTags(trx, tagIds);
    await this.deps.rels.adjustCounts(trx, await this.deps.rels.setLive(trx, objectId, tagIds, live), live ? 1 : -1);
  }

  async tagsOf(objectIds: string[]): Promise<Map<string, TagRef[]>> {
    const linked = await this.deps.rels.tagsOfObjects(this.deps.db(), [...new Set(objectIds)]);
    const flags = await this.deps.flags();
    const out = new Map<string, TagRef[]>(objectIds.map((id) => [id, []]));
    for (const tag of linked) out.get(tag.object_id)?.push(presentTagRef(tag, flags, tag.main_slug_name));
    return out;
  }

  async postsTagged(slug: string): Promise<PostsTagged | undefined> {
    const db = this.deps.db();
    let row: TagRow | undefined = await this.deps.tags.bySlug(db, normalizeSlug(slug));
    if (row?.main_tag_id) row = await this.deps.tags.byId(db, row.main_tag_id);
    if (!row) return undefined;
    const synonyms = await this.deps.tags.synonymsOf(db, row.id);
    const tagIds = [row.id, ...synonyms.map((s) => s.id)];
    return {
      subquery: this.deps.rels.liveObjectsWith(db, tagIds), tagIds, carries: (idColumn) => this.deps.rels.liveLinkTo(db, tagIds, idColumn),
      liveCount: this.deps.rels.liveObjectCount(db, row.id, synonyms.map((s) => s.id)),
    };
  }

  postsSharingTags(objectId: string): Knex.QueryBuilder {
    return this.deps.rels.objectsSharingTags(this.deps.db(), objectId);
  }

  async bySlugs(slugs: string[]): Promise<TagRef[]> {
    const flags = await this.deps.flags();
    return (await this.deps.tags.bySlugs(this.deps.db(), slugs.map(normalizeSlug))).map((r) => presentTagRef(r, flags));
  }

  async byIds(ids: string[]): Promise<TagRef[]> {
    const db = this.deps.db();
    const rows = (await this.deps.tags.byIds(db, [...new Set(ids)])).filter((r) => r.status === TagStatus.available);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const mains = await this.deps.tags.mainSlugs(db, rows);
    const flags = await this.deps.flags();
    return [...new Set(ids)].flatMap((id) => {
      const row = byId.get(id);
      return row ? [presentTagRef(row, flags, mains.get(row.main_tag_id ?? '') ?? '')] : [];
    });
  }

  async adjustFollowCount(trx: Knex.Transaction, tagId: string, delta: number): Promise<void> {
    await this.deps.tags.adjust(trx, tagId, 'follow_count', delta);
  }
}
