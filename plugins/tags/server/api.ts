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
  /** Makes `tagIds` the tags of a post, keeping each tag's question_count exact. */
  attach(trx: Knex.Transaction, objectId: string, tagIds: string[]): Promise<void>;
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
  postsTagged(slug: string): Promise<{ subquery: Knex.QueryBuilder } | undefined>;
  /** A subquery of the ids of live posts sharing at least one tag with `objectId`. */
  postsSharingTags(objectId: string): Knex.QueryBuilder;
  /** Existing tags by slug (for follow lists). */
  bySlugs(slugs: string[]): Promise<TagRef[]>;
  /** Live tags by id, in the order asked (unknown and deleted ids are left out). */
  byIds(ids: string[]): Promise<TagRef[]>;
  /** Adds delta to a tag's follow_count inside the caller's transaction. */
  adjustFollowCount(trx: Knex.Transaction, tagId: string, delta: number): Promise<void>;
}

/** What other plugins (questions, follow, search) may use of tags; provided by tags. */
export const TagServicePoint = defineExtensionPoint<TagService, 'one'>('tags.service', {
  owner: 'tags', cardinality: 'one', members: ['prepare', 'attach', 'detach', 'restore', 'tagsOf', 'postsTagged', 'postsSharingTags', 'bySlugs'],
});
