import { isStaff, NotFoundError, type Page } from '../../../kernel/api.ts';
import { questionActions } from './member-actions.ts';
import type { PostContext, Viewer } from './post-context.ts';
import { QuestionStatus, type QuestionListRow, type QuestionRow } from './post-rows.ts';
import { withDescriptions } from './question-description.ts';
import { presentQuestionBase, presentQuestionInfo, presentQuestionItem, type QuestionInfo } from './question-presenter.ts';
import type { QuestionOrder } from './question-repository.ts';
import type { ReasonCatalog } from './reasons/reason-catalog.ts';
import { QUESTION_STATE } from './viewer-state.ts';

export const RELATED_LIMIT = 5;
export const SIMILAR_LIMIT = 5;

const notFound = () => new NotFoundError('error.question.not_found');

/** Reading questions: lists, the detail page, similar and related questions. */
export class QuestionQueryService {
  constructor(
    private readonly c: PostContext,
    private readonly reasons: ReasonCatalog,
  ) {}

  /** A question the viewer may see: deleted ones only for staff. */
  async visible(rawId: string, viewer: Viewer): Promise<QuestionRow> {
    const row = await this.c.questions.byId(this.c.db, this.c.id(rawId));
    if (!row || (row.status === QuestionStatus.deleted && !isStaff(viewer.user))) throw notFound();
    return row;
  }

  async page(q: { page: number; page_size: number; order: QuestionOrder; tag?: string }): Promise<Page<ReturnType<typeof presentQuestionItem>>> {
    const within = q.tag ? await this.c.tags.postsTagged(q.tag) : undefined;
    if (q.tag && !within) return { count: 0, list: [] };
    const page = await this.c.questions.page(this.c.db, { page: q.page, pageSize: q.page_size, order: q.order, within: within?.subquery });
    return { count: page.count, list: await this.items(page.list) };
  }

  async items(listed: QuestionListRow[]) {
    const rows = await withDescriptions(this.c.db, this.c.questions, this.c.md, listed);
    const tags = await this.c.tags.tagsOf(rows.map((r) => r.id));
    const users = await this.c.users.basics(rows.map((r) => r.operator_id));
    const p = { codec: await this.c.codec(), md: this.c.md, users };
    return rows.map((r) => presentQuestionItem(r, tags.get(r.id) ?? [], p));
  }

  /** The detail page; every call counts a view (as Answer does). */
  async info(rawId: string, viewer: Viewer): Promise<QuestionInfo> {
    const row = await this.visible(rawId, viewer);
    await this.c.questions.increment(this.c.db, row.id, 'view_count', 1);
    return this.present({ ...row, view_count: row.view_count + 1 }, viewer);
  }

  async present(row: QuestionRow, viewer: Viewer): Promise<QuestionInfo> {
    const db = this.c.db;
    const own = viewer.user ? await this.c.answers.liveByUser(db, row.id, viewer.user.id) : undefined;
    const last = row.last_answer_id !== '0' ? await this.c.answers.byId(db, row.last_answer_id) : undefined;
    const users = await this.c.users.basics([row.user_id, row.last_edit_user_id, last?.user_id ?? '0']);
    const tags = (await this.c.tags.tagsOf([row.id])).get(row.id) ?? [];
    const actions = questionActions(row, viewer.user, viewer.language, this.c.actionTerms('question'));
    const state = (await this.c.viewerStates.of(viewer.user?.id, [row.id], QUESTION_STATE)).get(row.id)!;
    const closeReason = row.status === QuestionStatus.closed ? this.reasons.name('question', 'close', row.close_type, viewer.language) : '';
    return presentQuestionInfo(row, { tags, actions, ownAnswerId: own?.id, lastAnswerUserId: last?.user_id, state, closeReason }, { codec: await this.c.codec(), md: this.c.md, users });
  }

  /** Listed questions whose titles share words with `title` (the ask page's hint). */
  async similar(title: string) {
    const words = [...new Set(title.toLowerCase().split(/[^\p{L}\p{N}+#]+/u).filter((w) => w.length >= 2))]
      .sort((a, b) => b.length - a.length)
      .slice(0, 5);
    const rows = await this.c.questions.withTitleWords(this.c.db, words, SIMILAR_LIMIT);
    const codec = await this.c.codec();
    return rows.map((r) => presentQuestionBase(r, { codec }));
  }

  /** Related questions: listed ones sharing a tag with the question. */
  async related(rawId: string, viewer: Viewer): Promise<Page<ReturnType<typeof presentQuestionItem>>> {
    const row = await this.visible(rawId, viewer);
    const rows = await this.c.questions.listedAmong(this.c.db, this.c.tags.postsSharingTags(row.id), RELATED_LIMIT);
    return { count: rows.length, list: await this.items(rows) };
  }
}
