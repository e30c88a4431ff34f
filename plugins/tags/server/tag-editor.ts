import type { Knex } from 'knex';
import type { ContentEditor, ContentVersion, VersionAuthor } from './api.ts';
import type { TagRepository } from './tag-repository.ts';
import { tagVersion } from './tag-version.ts';
import type { TagWriteService } from './tag-write-service.ts';

/** Tags' side of `TagEditorPoint`: a live tag as a version, and applying a stored version. */
export class TagEditor implements ContentEditor {
  constructor(
    private readonly db: () => Knex,
    private readonly tags: TagRepository,
    private readonly write: TagWriteService,
  ) {}

  async current(objectId: string): Promise<{ version: ContentVersion; authorId: string } | undefined> {
    const row = await this.tags.byId(this.db(), objectId);
    return row ? { version: tagVersion(row, ''), authorId: row.user_id } : undefined;
  }

  apply(version: ContentVersion, by: VersionAuthor): Promise<void> {
    return this.write.write(version, by);
  }
}
