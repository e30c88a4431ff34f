import { InputError, NotFoundError, type Renderer, type SessionUser } from '../../../../kernel/api.ts';
import {
  ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX,
  type AdminAnswerPage, type AdminAnswerQuery, type AdminAnswerStatusBody, type AdminQuestionPage, type AdminQuestionQuery, type AdminQuestionStatusBody,
} from '../../schemas/admin-posts.ts';
import type { AnswerService } from '../answers/answer-service.ts';
import type { AdminPostRepository } from './admin-post-repository.ts';
import { AnswerStatus, QuestionStatus } from '../post-rows.ts';
import { fromShortId, urlTitle } from '../questions/permalink.ts';
import type { PermalinkStyle } from '../questions/permalink-style.ts';
import type { QuestionModerationService } from '../moderation/question-moderation-service.ts';
import type { QuestionService } from '../questions/question-service.ts';
import type { ViewBuffer } from '../questions/view-buffer.ts';
import { unknownUser, type PostAuthors } from '../read-models/user-directory.ts';
import type { PostTables } from '../post-tables.ts';

const PENDING = QuestionStatus.pending;
const FILTERS: Record<string, number> = { normal: QuestionStatus.normal, available: QuestionStatus.normal, closed: QuestionStatus.closed, deleted: QuestionStatus.deleted, pending: PENDING };

const EXCERPT = 120;
const excerpt = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, EXCERPT);
const paging = (q: { page?: number; page_size?: number }) => ({ page: q.page ?? 1, pageSize: Math.min(q.page_size ?? ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE_MAX) });

/** What the admin's post pages take. */
export interface AdminPostDeps extends PostTables {
  adminRows: AdminPostRepository;
  users: PostAuthors;
  permalink: PermalinkStyle;
  /** The list's view counts add the views not yet written. */
  views: Pick<ViewBuffer, 'unwritten'>;
  md: Pick<Renderer, 'excerpt'>;
  questionService: QuestionService;
  answerService: AnswerService;
  moderation: QuestionModerationService;
}

/**
 * The admin's questions and answers pages and the post-status modal (SPEC §2.3). Status changes
 * go through the same services as the site's own delete, recover and close, so counters,
 * tags and events follow exactly as they do there.
 */
export class AdminPostService {
  constructor(private readonly deps: AdminPostDeps) {}

  async questionPage(q: AdminQuestionQuery): Promise<AdminQuestionPage> {
    const { page, pageSize } = paging(q);
    const status = q.status === 'all' ? undefined : FILTERS[q.status ?? 'normal'];
    const found = await this.deps.adminRows.questions(this.deps.db(), { status, userId: q.user_id ?? '', query: q.query?.trim() ?? '', id: this.idOf(q.query), page, pageSize });
    const [users, codec] = [await this.deps.users.basics(found.list.map((r) => r.user_id)), await this.deps.permalink.codec()];
    return {
      count: found.count,
      list: found.list.map((r) => ({
        id: codec(r.id), title: r.title, url_title: urlTitle(r.title), excerpt: excerpt(r.description), status: r.status, show: r.show, pin: r.pin,
        vote_count: r.vote_count, answer_count: r.answer_count, view_count: r.view_count + this.deps.views.unwritten(r.id), accepted_answer_id: r.accepted_answer_id === '0' ? '0' : codec(r.accepted_answer_id),
        create_time: r.created_at, update_time: r.updated_at, user_info: users.get(r.user_id) ?? unknownUser(r.user_id),
      })),
    };
  }

  async answerPage(q: AdminAnswerQuery): Promise<AdminAnswerPage> {
    const { page, pageSize } = paging(q);
    const status = q.status === 'all' ? undefined : q.status === 'deleted' ? AnswerStatus.deleted : q.status === 'pending' ? PENDING : AnswerStatus.normal;
    const found = await this.deps.adminRows.answers(this.deps.db(), {
      status, userId: q.user_id ?? '', query: q.query?.trim() ?? '', id: this.idOf(q.query), questionId: q.question_id ? fromShortId(q.question_id) : '', page, pageSize,
    });
    const questions = new Map((await this.deps.questions.byIds(this.deps.db(), [...new Set(found.list.map((r) => r.question_id))])).map((r) => [r.id, r]));
    const [users, codec] = [await this.deps.users.basics(found.list.map((r) => r.user_id)), await this.deps.permalink.codec()];
    return {
      count: found.count,
      list: found.list.map((r) => {
        const question = questions.get(r.question_id);
        return {
          id: codec(r.id), question_id: codec(r.question_id),
          question_info: { id: codec(r.question_id), title: question?.title ?? '', url_title: urlTitle(question?.title ?? '') },
          // Plain text, not the Markdown source: the admin reads "Use a context manager", not "**Use**…".
          excerpt: this.deps.md.excerpt(r.original_text ?? '', EXCERPT), status: r.status, accepted: r.accepted, vote_count: r.vote_count,
          create_time: r.created_at, update_time: r.updated_at, user_info: users.get(r.user_id) ?? unknownUser(r.user_id),
        };
      }),
    };
  }

  /** Normal brings a deleted question back or reopens a closed one; closed and deleted need a reason. */
  async setQuestionStatus(user: SessionUser, body: AdminQuestionStatusBody): Promise<void> {
    const row = await this.deps.questions.byId(this.deps.db(), fromShortId(body.question_id));
    if (!row) throw new NotFoundError('error.question.not_found');
    const wanted = body.status === 'available' ? 'normal' : body.status;
    if (wanted === 'closed') {
      if (body.close_type === undefined) throw reasonMissing('close_type');
      if (row.status === QuestionStatus.deleted) await this.deps.questionService.recover(user, row.id);
      return this.deps.moderation.close(user, { id: row.id, close_type: body.close_type, close_msg: body.close_msg });
    }
    if (wanted === 'deleted') {
      if (!body.close_msg?.trim()) throw reasonMissing('close_msg');
      if (row.status === QuestionStatus.deleted) throw new InputError('error.question.already_deleted');
      return this.deps.questionService.remove(user, row.id, body.close_msg.trim());
    }
    if (row.status === QuestionStatus.deleted) return this.deps.questionService.recover(user, row.id);
    if (row.status === QuestionStatus.closed) return this.deps.moderation.reopen(user, row.id);
    // A held question is published through the review queue (events, counters, tags with it).
    if (row.status === QuestionStatus.pending) throw new InputError('error.question.under_review', { err_type: 'toast' });
    throw new InputError('error.question.already_normal');
  }

  async setAnswerStatus(user: SessionUser, body: AdminAnswerStatusBody): Promise<void> {
    const row = await this.deps.answers.byId(this.deps.db(), fromShortId(body.answer_id));
    if (!row) throw new NotFoundError('error.answer.not_found');
    if (body.status === 'deleted') {
      if (!body.close_msg?.trim()) throw reasonMissing('close_msg');
      if (row.status === AnswerStatus.deleted) throw new InputError('error.answer.already_deleted');
      return this.deps.answerService.remove(user, row.id, body.close_msg.trim());
    }
    if (row.status === AnswerStatus.pending) throw new InputError('error.answer.under_review', { err_type: 'toast' });
    if (row.status !== AnswerStatus.deleted) throw new InputError('error.answer.already_normal');
    return this.deps.answerService.recover(user, row.id);
  }

  /** A search text that is a post id finds that post (Answer: "question id or title"). */
  private idOf(query: string | undefined): string {
    const text = query?.trim() ?? '';
    return /^[0-9A-Za-z]{1,30}$/.test(text) ? fromShortId(text) : '';
  }
}

function reasonMissing(field: 'close_type' | 'close_msg'): InputError {
  return InputError.fields('base.request_format_error', [{ error_field: field, error_msg: 'error.reason.empty' }]);
}
