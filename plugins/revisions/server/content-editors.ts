import { IdGenerator } from '../../../kernel/api.ts';
import type { ContentEditor, VersionedType } from '../../tags/server/api.ts';

/** The owner plugin that applies and reads each kind of versioned content. */
export class ContentEditors {
  constructor(
    private readonly posts: () => ContentEditor,
    private readonly tags: () => ContentEditor,
  ) {}

  typeOf(objectId: string): VersionedType | undefined {
    const type = IdGenerator.typeOf(objectId);
    return type === 'question' || type === 'answer' || type === 'tag' ? type : undefined;
  }

  of(type: VersionedType): ContentEditor {
    return type === 'tag' ? this.tags() : this.posts();
  }
}
