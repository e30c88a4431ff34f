import type { Language, SessionUser } from '../../../../kernel/api.ts';
import type { Alongside, FlaggedPost, PostModeration } from '../api.ts';
import { AdminPostRepository } from '../admin/admin-post-repository.ts';
import type { AnswerService } from '../answers/answer-service.ts';
import type { PostContext } from '../post-context.ts';
import { Accepted, AnswerStatus, QuestionStatus } from '../post-rows.ts';
import { urlTitle } from '../questions/permalink.ts';
import type { QuestionModerationService } from './question-moderation-service.ts';
import type { QuestionService } from '../questions/question-service.ts';

/**
 * What a moderator does to a flagged post from the flag desk (the reports plugin): the same
 * services the post's own buttons call, so rules, counters and events are the site's own.
 */
export class PostModerationService implements PostModeration {
  private readonly rows = new AdminPostRepository();

  constructor(
    private readonly c: PostContext,
    private readonly questions: QuestionService,
    private readonly answers: AnswerService,
    private readonly moderation: QuestionModerationService,
  ) {}

  async posts(ids: string[]): Promise<Map<string, FlaggedPost>> {
    const found = new Map<string, FlaggedPost>();
    if (ids.length === 0) return found;
    const answers = await this.rows.answersByIds(this.c.db, ids);
    const questionIds = [...new Set([...ids, ...answers.map((a) => a.question_id)])];
    const questions = new Map((await this.c.questions.byIds(this.c.db, questionIds)).map((q) => [q.id, q]));
    const tags = await this.c.tags.tagsOf([...questions.keys()]);
    const codec = await this.c.codec();
    for (const id of ids) {
      const question = questions.get(id);
      if (!question) continue;
      found.set(id, {
        type: 'question', id, question_id: id, user_id: question.user_id, title: question.title, url_title: urlTitle(question.title),
        original_text: question.original_text, parsed_text: question.parsed_text, status: question.status, show: question.show,
        answer_count: question.answer_count, accepted: false, tags: tags.get(id) ?? [], link: `/questions/${codec(id)}`,
      });
    }
    for (const answer of answers) {
      const question = questions.get(answer.question_id);
      found.set(answer.id, {
        type: 'answer', id: answer.id, question_id: answer.question_id, user_id: answer.user_id, title: question?.title ?? '',
        url_title: urlTitle(question?.title ?? ''), original_text: answer.original_text, parsed_text: answer.parsed_text,
        status: answer.status, show: 1, answer_count: question?.answer_count ?? 0, accepted: answer.accepted === Accepted.yes,
        tags: tags.get(answer.question_id) ?? [], link: `/questions/${codec(answer.question_id)}/${codec(answer.id)}`,
      });
    }
    return found;
  }

  /** Title and tags the moderator leaves out stay as they are. */
  async edit(user: SessionUser, language: Language, input: { id: string; title?: string; content: string; tags?: { slug_name: string }[] }, alongside?: Alongside): Promise<void> {
    const answer = await this.c.answers.byId(this.c.db, input.id);
    if (answer) {
      await this.answers.update(user, { id: answer.id, content: input.content }, alongside);
      return;
    }
    const question = await this.c.questions.byId(this.c.db, input.id);
    const tags = input.tags ?? ((await this.c.tags.tagsOf([input.id])).get(input.id) ?? []).map((t) => ({ slug_name: t.slug_name }));
    await this.questions.update({ user, language }, { id: input.id, title: input.title ?? question?.title, content: input.content, tags }, alongside);
  }

  async close(user: SessionUser, questionId: string, closeType: number, closeMsg: string, alongside?: Alongside): Promise<void> {
    await this.moderation.close(user, { id: questionId, close_type: closeType, close_msg: closeMsg }, alongside);
  }

  async remove(user: SessionUser, id: string, alongside?: Alongside): Promise<void> {
    const answer = await this.c.answers.byId(this.c.db, id);
    if (answer) {
      if (answer.status !== AnswerStatus.deleted) await this.answers.remove(user, id, '', alongside);
      else if (alongside) await this.c.db.transaction(alongside);
      return;
    }
    const question = await this.c.questions.byId(this.c.db, id);
    if (question && question.status !== QuestionStatus.deleted) await this.questions.remove(user, id, '', alongside);
    else if (alongside) await this.c.db.transaction(alongside);
  }

  async unlist(questionId: string, alongside?: Alongside): Promise<void> {
    await this.moderation.operate(questionId, 'hide', undefined, alongside);
  }
}
