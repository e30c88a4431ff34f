import type { ContentEditor, ContentVersion, VersionAuthor } from './api.ts';
import { tagVersion, type TagContext } from './tag-context.ts';
import type { TagWriteService } from './tag-write-service.ts';

/** Tags' side of `TagEditorPoint`: a live tag as a version, and applying a stored version. */
export class TagEditor implements ContentEditor {
  constructor(
    private readonly c: TagContext,
    private readonly write: TagWriteService,
  ) {}

  async current(objectId: string): Promise<{ version: ContentVersion; authorId: string } | undefined> {
    const row = await this.c.tags.byId(this.c.db, objectId);
    return row ? { version: tagVersion(row, ''), authorId: row.user_id } : undefined;
  }

  apply(version: ContentVersion, by: VersionAuthor): Promise<void> {
    return this.write.write(version, by);
  }
}
