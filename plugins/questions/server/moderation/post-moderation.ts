import type { Language, SessionUser } from '../../../../kernel/api.ts';
import type { TagService } from '../../../tags/server/api.ts';
import type { Alongside, FlaggedPost, PostModeration } from '../api.ts';
import type { AdminPostRepository } from '../admin/admin-post-repository.ts';
import type { AnswerService } from '../answers/answer-service.ts';
import { Accepted, AnswerStatus, QuestionStatus } from '../post-rows.ts';
import { urlTitle } from '../questions/permalink.ts';
import type { PermalinkStyle } from '../questions/permalink-style.ts';
import type { QuestionModerationService } from './question-moderation-service.ts';
import type { QuestionService } from '../questions/question-service.ts';
import type { PostTables } from '../post-tables.ts';

/** What the flag desk's moderation of posts takes. */
export interface PostModerationDeps extends PostTables {
  adminRows: AdminPostRepository;
  tags: () => TagService;
  permalink: PermalinkStyle;
  questionService: QuestionService;
  answerService: AnswerService;
  moderation: QuestionModerationService;
}

/**
 * What a moderator does to a flagged post from the flag desk (the reports plugin): the same
 * services the post's own buttons call, so rules, counters and events are the site's own.
 */
export class PostModerationService implements PostModeration {
  constructor(private readonly deps: PostModerationDeps) {}

  async posts(ids: string[]): Promise<Map<string, FlaggedPost>> {
    const found = new Map<string, FlaggedPost>();
    if (ids.length === 0) return found;
    const answers = await this.deps.adminRows.answersByIds(this.deps.db(), ids);
    const questionIds = [...new Set([...ids, ...answers.map((a) => a.question_id)])];
    const questions = new Map((await this.deps.questions.byIds(this.deps.db(), questionIds)).map((q) => [q.id, q]));
    const tags = await this.deps.tags().tagsOf([...questions.keys()]);
    const codec = await this.deps.permalink.codec();
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
    const answer = await this.deps.answers.byId(this.deps.db(), input.id);
    if (answer) {
      await this.deps.answerService.update(user, { id: answer.id, content: input.content }, alongside);
      return;
    }
    const question = await this.deps.questions.byId(this.deps.db(), input.id);
    const tags = input.tags ?? ((await this.deps.tags().tagsOf([input.id])).get(input.id) ?? []).map((t) => ({ slug_name: t.slug_name }));
    await this.deps.questionService.update({ user, language }, { id: input.id, title: input.title ?? question?.title, content: input.content, tags }, alongside);
  }

  async close(user: SessionUser, questionId: string, closeType: number, closeMsg: string, alongside?: Alongside): Promise<void> {
    await this.deps.moderation.close(user, { id: questionId, close_type: closeType, close_msg: closeMsg }, alongside);
  }

  async remove(user: SessionUser, id: string, alongside?: Alongside): Promise<void> {
    const answer = await this.deps.answers.byId(this.deps.db(), id);
    if (answer) {
      if (answer.status !== AnswerStatus.deleted) await this.deps.answerService.remove(user, id, '', alongside);
      else if (alongside) await this.deps.db().transaction(alongside);
      return;
    }
    const question = await this.deps.questions.byId(this.deps.db(), id);
    if (question && question.status !== QuestionStatus.deleted) await this.deps.questionService.remove(user, id, '', alongside);
    else if (alongside) await this.deps.db().transaction(alongside);
  }

  async unlist(questionId: string, alongside?: Alongside): Promise<void> {
    await this.deps.moderation.operate(questionId, 'hide', undefined, alongside);
  }
}
