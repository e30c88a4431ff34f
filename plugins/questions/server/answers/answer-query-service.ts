import type { Knex } from 'knex';
import { DRAW_WHOLE, isStaff, NotFoundError, type SessionUser } from '../../../../kernel/api.ts';
import type { AnswerDetail, AnswerInfo, AnswerPage } from '../../schemas/answer.ts';
import { presentAnswer } from './answer-presenter.ts';
import type { AnswerOrder, AnswerRepository } from './answer-repository.ts';
import type { MemberActionTerms } from '../member-action-terms.ts';
import { answerActions } from '../member-actions.ts';
import type { Viewer } from '../viewer.ts';
import { AnswerStatus, type AnswerRow } from '../post-rows.ts';
import { fromShortId } from '../questions/permalink.ts';
import type { PermalinkStyle } from '../questions/permalink-style.ts';
import type { QuestionQueryService } from '../questions/question-query-service.ts';
import type { PostAuthors, UserBasicInfo } from '../read-models/user-directory.ts';
import { ANSWER_STATE, type ViewerStates } from '../read-models/viewer-state.ts';

/** What a write knows of the answer it presents; both false when the answer is only read. */
export interface AnswerJustWritten {
  /**
   * The viewer wrote the answer in this request: nobody has voted on, collected or followed it
   * yet (nobody votes on their own answer at all), so no viewer state is read.
   */
  writtenByViewer?: boolean;
  /** The write found no other live answer of the viewer's to the question (one answer per member). */
  viewersOnlyAnswer?: boolean;
}

/** What reading answers takes. */
export interface AnswerQueryDeps {
  db: () => Knex;
  answers: AnswerRepository;
  users: PostAuthors;
  permalink: PermalinkStyle;
  actionTerms: MemberActionTerms;
  /** The viewer's votes and bookmarks: from the plugins that own them. */
  viewerStates: ViewerStates;
  /** An answer is shown with its question, which the viewer must be able to see. */
  questionQuery: QuestionQueryService;
}

/** Reading answers: a question's answers and one answer with its question. */
export class AnswerQueryService {
  constructor(private readonly deps: AnswerQueryDeps) {}

  /** Staff also see deleted and pending answers (status 10 and 11); a member their own pending ones. */
  async page(q: { question_id: string; order: AnswerOrder; page: number; page_size: number }, viewer: Viewer): Promise<AnswerPage> {
    const question = await this.deps.questionQuery.visible(q.question_id, viewer);
    const page = await this.deps.answers.page(this.deps.db(), {
      questionId: question.id, order: q.order, withDeleted: isStaff(viewer.user), pendingOf: viewer.user?.id, page: q.page, pageSize: q.page_size,
    });
    return { count: page.count, list: await this.presentMany(page.list, viewer) };
  }

  /**
   * A member's `answer/page` from the visitors' (`visitorCache.members`): their votes, bookmarks
   * and actions laid over it. Staff see deleted and held answers too, and a member with an answer
   * of their own held for review sees it: theirs is drawn whole.
   */
  async overlay(kept: AnswerPage, query: { question_id: string }, viewer: Viewer & { user: SessionUser }): Promise<AnswerPage | typeof DRAW_WHOLE> {
    if (isStaff(viewer.user)) return DRAW_WHOLE;
    if (await this.deps.answers.heldOf(this.deps.db(), fromShortId(query.question_id), viewer.user.id)) return DRAW_WHOLE;
    const ids = kept.list.map((a) => fromShortId(a.id));
    const states = await this.deps.viewerStates.of(viewer.user.id, ids, ANSWER_STATE);
    const terms = await this.deps.actionTerms.of('answer', viewer.user);
    const list = kept.list.map((a, i) => ({ ...a, ...states.get(ids[i]!)!, member_actions: answerActions({ user_id: a.user_info.id, status: a.status }, viewer.user, viewer.language, terms) }));
    return { ...kept, list };
  }

  async info(rawId: string, viewer: Viewer): Promise<AnswerDetail> {
    const row = await this.deps.answers.byId(this.deps.db(), fromShortId(rawId));
    if (!row || (row.status === AnswerStatus.deleted && !isStaff(viewer.user))) throw new NotFoundError('error.answer.not_found');
    if (row.status === AnswerStatus.pending && !isStaff(viewer.user) && viewer.user?.id !== row.user_id) throw new NotFoundError('error.answer.not_found');
    return this.detail(row, viewer);
  }

  /** The answer with its question, as `answer/info` and answering return them. */
  async detail(row: AnswerRow, viewer: Viewer, { writtenByViewer = false, viewersOnlyAnswer = false }: AnswerJustWritten = {}): Promise<AnswerDetail> {
    const question = await this.deps.questionQuery.visible(row.question_id, viewer);
    // The members both presenters name in one read, when the question's last answer is this one
    // (always so for an answer just written); else the question reads its last answer's writer.
    const lastIsThis = question.last_answer_id === row.id || question.last_answer_id === '0';
    const users = lastIsThis ? await this.deps.users.basics([row.user_id, row.last_edit_user_id, question.user_id, question.last_edit_user_id]) : undefined;
    return {
      info: (await this.presentMany([row], viewer, writtenByViewer, users))[0]!,
      question: await this.deps.questionQuery.present(question, viewer, { answers: [row], allOfViewer: viewersOnlyAnswer, users }),
    };
  }

  async present(row: AnswerRow, viewer: Viewer): Promise<AnswerInfo> {
    return (await this.presentMany([row], viewer))[0]!;
  }

  /** `known`: the members named, when the caller read them already. */
  private async presentMany(rows: AnswerRow[], viewer: Viewer, written = false, known?: Map<string, UserBasicInfo>): Promise<AnswerInfo[]> {
    const users = known ?? await this.deps.users.basics(rows.flatMap((r) => [r.user_id, r.last_edit_user_id]));
    const states = await this.deps.viewerStates.of(written ? undefined : viewer.user?.id, rows.map((r) => r.id), ANSWER_STATE);
    const codec = await this.deps.permalink.codec();
    const terms = await this.deps.actionTerms.of('answer', viewer.user);
    return rows.map((r) => presentAnswer(r, answerActions(r, viewer.user, viewer.language, terms), states.get(r.id)!, { codec, users }));
  }
}
