import type { Knex } from 'knex';
import { DRAW_WHOLE, isStaff, NotFoundError, type Language, type Renderer, type SessionUser } from '../../../kernel/api.ts';
import { TAG_SUGGESTIONS, type MemberAction, type TagBasic, type TagInfo, type TagOrder, type TagPage, type TagSynonyms } from '../schemas/tag.ts';
import { presentSynonym, presentTag, presentTagBasic, presentTagPageItem, type TagFlags } from './tag-presenter.ts';
import { TagStatus, type TagRepository, type TagRow } from './tag-repository.ts';
import { normalizeSlug } from './tag-rules.ts';

/** What reading tags takes. */
export interface TagQueryDeps {
  db: () => Knex;
  tags: TagRepository;
  /** Reserved and recommended slugs, from the write settings. */
  flags: () => Promise<TagFlags>;
  md: Renderer;
  /** The translated name of a tag action for staff. */
  actionName: (language: Language, key: string) => string;
}

/** Reading tags: the tag list, one tag, synonyms and the selector search. */
export class TagQueryService {
  constructor(private readonly deps: TagQueryDeps) {}

  /**
   * Answer's tag actions for staff: a live tag may be edited, deleted or merged; a deleted one
   * only recovered (editing it would bring back a tag nobody restored).
   */
  private actions(row: TagRow, user: SessionUser | undefined, language: Language): MemberAction[] {
    if (!isStaff(user)) return [];
    const action = (key: string, type: string) => ({ action: key, name: this.deps.actionName(language, key), type });
    if (row.status === TagStatus.deleted) return [action('undelete', 'confirm')];
    return [action('edit', 'edit'), action('delete', 'reason'), action('merge', 'edit')];
  }

  async page(q: { page: number; page_size: number; slug_name?: string; query_cond: TagOrder }): Promise<TagPage> {
    const flags = await this.deps.flags();
    const filter = q.slug_name?.trim() || undefined;
    const page = await this.deps.tags.page(this.deps.db(), { page: q.page, pageSize: q.page_size, filter, order: q.query_cond });
    return { count: page.count, list: page.list.map((row) => presentTagPageItem(row, flags, this.deps.md)) };
  }

  /** Existing tags among comma-separated slugs, in the order asked. */
  async basics(slugs: string[]): Promise<TagBasic[]> {
    const wanted = [...new Set(slugs.map(normalizeSlug).filter(Boolean))];
    const rows = await this.deps.tags.bySlugs(this.deps.db(), wanted);
    const flags = await this.deps.flags();
    const bySlug = new Map(rows.map((r) => [r.slug_name, r]));
    return wanted.map((s) => bySlug.get(s)).filter((r): r is TagRow => !!r).map((r) => presentTagBasic(r, flags));
  }

  /** Deleted tags, newest deletion first: staff find them here to recover them (Answer has no such list). */
  async deletedPage(q: { page: number; page_size: number; slug_name?: string }): Promise<TagPage> {
    const flags = await this.deps.flags();
    const filter = q.slug_name?.trim() || undefined;
    const page = await this.deps.tags.deletedPage(this.deps.db(), { page: q.page, pageSize: q.page_size, filter });
    return { count: page.count, list: page.list.map((row) => presentTagPageItem(row, flags, this.deps.md)) };
  }

  /** One tag; staff also reach a deleted one (as Answer lets those who may recover it), to recover it. */
  async info(q: { id?: string; name?: string }, user: SessionUser | undefined, language: Language): Promise<TagInfo> {
    const db = this.deps.db();
    const find = isStaff(user)
      ? (q.id ? this.deps.tags.anyById(db, q.id) : this.deps.tags.bySlugAnyStatus(db, normalizeSlug(q.name ?? '')))
      : (q.id ? this.deps.tags.byId(db, q.id) : this.deps.tags.bySlug(db, normalizeSlug(q.name ?? '')));
    const row = await find;
    if (!row) throw new NotFoundError('error.tag.not_found');
    const mains = await this.deps.tags.mainSlugs(db, [row]);
    return presentTag(row, await this.deps.flags(), this.deps.md, mains.get(row.main_tag_id ?? '') ?? '', this.actions(row, user, language));
  }

  /**
   * A member's `tag` from the visitors' (`visitorCache.members`): only staff are offered actions on
   * a tag or reach a deleted one, so every other member's answer is the visitors' as it is.
   */
  async overlay(kept: TagInfo, user: SessionUser): Promise<TagInfo | typeof DRAW_WHOLE> {
    return isStaff(user) ? DRAW_WHOLE : kept;
  }

  async synonyms(tagId: string, user: SessionUser | undefined, language: Language): Promise<TagSynonyms> {
    const row = await this.deps.tags.byId(this.deps.db(), tagId);
    if (!row) throw new NotFoundError('error.tag.not_found');
    // A synonym shows the synonyms of its main tag.
    const main = row.main_tag_id ? await this.deps.tags.byId(this.deps.db(), row.main_tag_id) : row;
    const list = main ? await this.deps.tags.synonymsOf(this.deps.db(), main.id) : [];
    const edit = isStaff(user) ? [{ action: 'edit', name: this.deps.actionName(language, 'edit'), type: 'edit' }] : [];
    return { synonyms: list.map((s) => presentSynonym(s, main!.slug_name)), member_actions: edit };
  }

  /**
   * The tag selector: up to five tags starting with the text (a semicolon is dropped),
   * synonyms replaced by their main tag. With no text, the recommended tags.
   */
  async search(text: string): Promise<TagBasic[]> {
    const flags = await this.deps.flags();
    const clean = text.replace(/;/g, '').trim().toLowerCase();
    if (!clean) return (await this.basics([...flags.recommend])).slice(0, TAG_SUGGESTIONS);
    const rows = await this.deps.tags.searchPrefix(this.deps.db(), clean, TAG_SUGGESTIONS * 2);
    const mains = new Map((await this.deps.tags.byIds(this.deps.db(), rows.map((r) => r.main_tag_id).filter((x): x is string => !!x))).map((m) => [m.id, m]));
    const seen = new Set<string>();
    const out: TagRow[] = [];
    const exact = rows.find((r) => r.slug_name === clean);
    for (const row of exact ? [exact, ...rows] : rows) {
      const tag = row.main_tag_id ? mains.get(row.main_tag_id) : row;
      if (!tag || tag.status !== 1 || seen.has(tag.id)) continue;
      seen.add(tag.id);
      out.push(tag);
    }
    return out.slice(0, TAG_SUGGESTIONS).map((r) => presentTagBasic(r, flags));
  }
}
