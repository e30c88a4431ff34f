import { IdGenerator, type SessionUser } from '../../../../kernel/api.ts';
import type { ContentEditor, ContentVersion, TagService, VersionAuthor } from '../../../tags/server/api.ts';
import type { AnswerService } from '../answers/answer-service.ts';
import { AnswerStatus, QuestionStatus } from '../post-rows.ts';
import { versionTags } from './post-versions.ts';
import type { QuestionService } from '../questions/question-service.ts';
import type { PostTables } from '../post-tables.ts';

/** What the revisions plugin's reads and writes of posts take. */
export interface PostEditorDeps extends PostTables {
  tags: () => TagService;
  questionService: QuestionService;
  answerService: AnswerService;
}

/** Questions' side of `PostEditorPoint`: the live content of a post, and applying a stored version. */
export class PostEditor implements ContentEditor {
  constructor(private readonly deps: PostEditorDeps) {}

  async current(objectId: string): Promise<{ version: ContentVersion; authorId: string } | undefined> {
    const type = IdGenerator.typeOf(objectId);
    if (type === 'question') {
      const row = await this.deps.questions.byId(this.deps.db(), objectId);
      // A held post waits for its review untouched: no edit, rollback or suggestion reaches it.
      if (!row || row.status === QuestionStatus.deleted || row.status === QuestionStatus.pending) return undefined;
      const tags = (await this.deps.tags().tagsOf([row.id])).get(row.id) ?? [];
      return {
        authorId: row.user_id,
        version: { objectId: row.id, objectType: 'question', title: row.title, slug_name: '', content: row.original_text, tags: versionTags(tags), summary: '' },
      };
    }
    if (type === 'answer') {
      const row = await this.deps.answers.byId(this.deps.db(), objectId);
      if (!row || row.status === AnswerStatus.deleted || row.status === AnswerStatus.pending) return undefined;
      return { authorId: row.user_id, version: this.deps.answerService.version(row.id, row.original_text, '') };
    }
    return undefined;
  }

  async apply(version: ContentVersion, by: VersionAuthor, actor: SessionUser): Promise<void> {
    if (version.objectType === 'question') await this.deps.questionService.write(version, by, actor);
    else await this.deps.answerService.write(version, by);
  }
}
