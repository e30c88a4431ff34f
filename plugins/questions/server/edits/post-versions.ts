import type { Knex } from 'knex';
import { ForbiddenError, isStaff, type SessionUser } from '../../../../kernel/api.ts';
import type { ContentHistory, ContentVersion, VersionAuthor } from '../../../tags/server/api.ts';
import type { TagInput, TagRef } from '../../../tags/schemas/tag.ts';

/**
 * The revisions plugin as questions sees it. With it, that plugin decides who edits directly
 * and keeps every version; without it the author and staff edit at once and nothing is kept.
 */
export class PostVersions {
  constructor(private readonly history: () => ContentHistory | undefined) {}

  admit(user: SessionUser, post: { id: string; user_id: string }, type: 'question' | 'answer'): Promise<'apply' | 'review'> {
    const history = this.history();
    if (history) return history.admit(user, { objectId: post.id, objectType: type, authorId: post.user_id });
    if (post.user_id !== user.id && !isStaff(user)) throw new ForbiddenError(`error.${type}.no_permission`);
    return Promise.resolve('apply');
  }

  async record(trx: Knex.Transaction, version: ContentVersion, by: VersionAuthor): Promise<void> {
    await this.history()?.record(trx, version, by);
  }

  async suggest(version: ContentVersion, userId: string): Promise<void> {
    const history = this.history();
    if (!history) throw new Error('a suggestion needs the revisions plugin');
    await history.suggest(version, userId);
  }
}

/** Tags as a version keeps them: by slug and name, ids come when they are saved. */
export function versionTags(tags: (TagInput | TagRef)[]): ContentVersion['tags'] {
  return tags.map((t) => ({ slug_name: t.slug_name, display_name: t.display_name ?? t.slug_name }));
}
