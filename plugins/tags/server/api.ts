import type { Knex } from 'knex';
import { defineExtensionPoint, defineSettingsGroup, type SessionUser } from '../../../kernel/api.ts';
import writeSchema from '../schemas/write.schema.json' with { type: 'json' };
import type { TagInput, TagRef } from '../schemas/tag.ts';

export type { TagInput, TagRef };

/** The "Write" settings (SPEC §3): tag rules here, question rules read by questions. */
export interface WriteSettings {
  recommend_tags: string[];
  required_tag: boolean;
  reserved_tags: string[];
  min_tags: number;
  min_content: number;
  restrict_answer: boolean;
}

/** Owned by tags; public in `siteinfo` as `site_write`, edited at admin `siteinfo/write`. */
export const WriteSettingsGroup = defineSettingsGroup<WriteSettings>({ name: 'write', schema: writeSchema, adminPath: '/siteinfo/write', siteinfoKey: 'site_write' });

/**
 * Tags a writer named, checked outside any transaction (slugs, reserved tags, who may create
 * tags); `save` then finds or creates them inside the caller's transaction.
 */
export interface PreparedTags {
  save(trx: Knex.Transaction): Promise<TagRef[]>;
}

/**
 * Methods without a transaction parameter read through the site database and must be called
 * outside a transaction: SQLite has a single connection.
 */
export interface TagService {
  /**
   * Checks the tags named (duplicates collapse case-insensitively). Refuses, with a 400 on
   * field `tags`, bad slugs, reserved tags for non-staff and new tags for members below the
   * configured reputation. Synonyms resolve to their main tag. `keep` lists slugs the post
   * already has: a member editing a post may keep a reserved tag staff put on it.
   */
  prepare(inputs: TagInput[], user: SessionUser, keep?: string[]): Promise<PreparedTags>;
  /**
   * Makes `tagIds` the tags of a post, keeping each tag's question_count exact. `newPost`: the
   * post was inserted in `trx`, so it has no links to read and compare.
   */
  attach(trx: Knex.Transaction, objectId: string, tagIds: string[], options?: { newPost?: boolean }): Promise<void>;
  /** The post was deleted: its tags stop counting it (the links stay for a recovery). */
  detach(trx: Knex.Transaction, objectId: string): Promise<void>;
  /** The post was recovered: its tags count it again. */
  restore(trx: Knex.Transaction, objectId: string): Promise<void>;
  /** Tags of each post, in the order they were attached. */
  tagsOf(objectIds: string[]): Promise<Map<string, TagRef[]>>;
  /**
   * A subquery of the ids of live posts tagged `slug` or a synonym; undefined for no such tag.
   * Wrapped because a query builder is thenable: a promise would run it.
   */
  postsTagged(slug: string): Promise<PostsTagged | undefined>;
  /** A subquery of the ids of live posts sharing at least one tag with `objectId`. */
  postsSharingTags(objectId: string): Knex.QueryBuilder;
  /** Existing tags by slug (for follow lists). */
  bySlugs(slugs: string[]): Promise<TagRef[]>;
  /** Live tags by id, in the order asked (unknown and deleted ids are left out). */
  byIds(ids: string[]): Promise<TagRef[]>;
  /** Adds delta to a tag's follow_count inside the caller's transaction. */
  adjustFollowCount(trx: Knex.Transaction, tagId: string, delta: number): Promise<void>;
}

/** The posts carrying a tag (or one of its synonyms), for the caller's queries. */
export interface PostsTagged {
  /** Selects one column, `object_id`. */
  subquery: Knex.QueryBuilder;
  /** The tag and its synonyms: what the set depends on besides the links themselves. */
  tagIds: string[];
  /**
   * A subquery correlated with the caller's row, for `where exists`: true when the post whose
   * id is in `idColumn` carries the tag. A walk of a busy tag in list order finds its page
   * after a few rows this way, where `in (subquery)` first reads every post of the tag.
   */
  carries(idColumn: string): Knex.QueryBuilder;
  /**
   * A scalar subquery for the caller's SELECT: how many live posts carry the tag or a synonym,
   * from the tags' kept counts (no count over a busy tag's links). A live post is one neither
   * deleted nor held for review: its links are taken down while it is either.
   */
  liveCount: Knex.QueryBuilder | Knex.Raw;
}

/** What other plugins (questions, follow, search) may use of tags; provided by tags. */
export const TagServicePoint = defineExtensionPoint<TagService, 'one'>('tags.service', {
  owner: 'tags', cardinality: 'one', members: ['prepare', 'attach', 'detach', 'restore', 'tagsOf', 'postsTagged', 'postsSharingTags', 'bySlugs'],
});

/** What a tag's public page carries before any JavaScript (the seo plugin's head). */
export interface TagPageFacts {
  slug_name: string;
  display_name: string;
  /** Plain text of the start of the tag's wiki ('' without one). */
  excerpt: string;
  question_count: number;
  /** The main tag's slug when this one is a synonym, else ''. */
  main_tag_slug_name: string;
}

export interface TagPages {
  /** Undefined for an unknown or deleted tag. */
  tag(slug: string): Promise<TagPageFacts | undefined>;
}

export const TagPagesPoint = defineExtensionPoint<TagPages, 'one'>('tags.pages', { owner: 'tags', cardinality: 'one', members: ['tag'] });

/** Content whose versions the revisions plugin keeps. */
export type VersionedType = 'question' | 'answer' | 'tag';

/**
 * One full version of a question, answer or tag. `title` is a question's title or a tag's
 * display name ('' for answers); `slug_name` only for tags; `tags` only for questions.
 */
export interface ContentVersion {
  objectId: string;
  objectType: VersionedType;
  title: string;
  slug_name: string;
  content: string;
  /** As the writer named them: a suggested new tag has no id until it is approved. */
  tags: { slug_name: string; display_name: string }[];
  summary: string;
}

/** Who wrote a version and what it was; `revisionId` names the suggestion `reviewerId` approves. */
export interface VersionAuthor {
  userId: string;
  activity: 'created' | 'edited' | 'rollback';
  revisionId?: string;
  reviewerId?: string;
}

/**
 * The history of an owner's content, provided by the revisions plugin. Content owners declare
 * one point of this shape each (this one for tags, questions' for posts) because a plugin may
 * only call points its plugin.json names, and revisions requires the owners, not the reverse.
 */
export interface ContentHistory {
  /**
   * How `user`'s edit goes: applied now or kept for review. Refuses with 403 when they may not
   * edit, and with 400 `error.revision.review_underway` while a suggestion waits. Outside a transaction.
   */
  admit(user: SessionUser, target: { objectId: string; objectType: VersionedType; authorId: string }): Promise<'apply' | 'review'>;
  /** Stores a version just applied, inside the transaction that applied it. */
  record(trx: Knex.Transaction, version: ContentVersion, by: VersionAuthor): Promise<void>;
  /** Stores a version that waits for review; the content stays as it is. */
  suggest(version: ContentVersion, userId: string): Promise<void>;
}

/** Applies a stored version (an approved suggestion, a rollback) the way an edit would. */
export interface ContentEditor {
  /** The content as it is now, or undefined when it is gone (deleted or unknown). */
  current(objectId: string): Promise<{ version: ContentVersion; authorId: string } | undefined>;
  /** `actor` applies it (a reviewer, a member rolling back): tag rules are checked as theirs. */
  apply(version: ContentVersion, by: VersionAuthor, actor: SessionUser): Promise<void>;
}

/** Provided by revisions: the history of tags. Without it tag edits are staff's and leave no history. */
export const TagHistoryPoint = defineExtensionPoint<ContentHistory, 'one'>('tags.history', { owner: 'tags', cardinality: 'one', members: ['admit', 'record', 'suggest'] });

/** Provided by tags, for revisions (rollback) and review (approval). */
export const TagEditorPoint = defineExtensionPoint<ContentEditor, 'one'>('tags.editor', { owner: 'tags', cardinality: 'one', members: ['current', 'apply'] });

/**
 * The members following a tag, kept by the follow plugin: a merge moves them to the target tag,
 * one follow each (a member following both keeps one). Returns how many follows the target gained.
 */
export interface TagFollowers {
  move(trx: Knex.Transaction, fromTagId: string, toTagId: string): Promise<number>;
}

export const TagFollowersPoint = defineExtensionPoint<TagFollowers, 'one'>('tags.followers', { owner: 'tags', cardinality: 'one', members: ['move'] });
