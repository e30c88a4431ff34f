import { isStaff, NotFoundError, type SessionUser } from '../../../../kernel/api.ts';
import { HOT_DAYS } from '../../schemas/post-rules.ts';
import type { QuestionBase, QuestionPage } from '../../schemas/question.ts';
import type { FollowedTopics, SimilarQuestions } from '../api.ts';
import type { PostsTagged, TagRef } from '../../../tags/server/api.ts';
import { questionActions } from '../member-actions.ts';
import { STATUS } from '../read-models/post-directory.ts';
import type { PostContext, Viewer } from '../post-context.ts';
import { AnswerStatus, QuestionStatus, Show, type AnswerRow, type QuestionListRow, type QuestionRow } from '../post-rows.ts';
import { withDescriptions } from './question-description.ts';
import { presentQuestionBase, presentQuestionInfo, presentQuestionItem, type QuestionInfo, type QuestionItem } from './question-presenter.ts';
import type { ListFilter, QuestionOrder } from './question-repository.ts';
import type { ReasonCatalog } from '../reasons/reason-catalog.ts';
import type { UserBasicInfo } from '../read-models/user-directory.ts';
import { QUESTION_STATE } from '../read-models/viewer-state.ts';

export const RELATED_LIMIT = 5;
export const SIMILAR_LIMIT = 5;

const DAY = 86400;
const notFound = () => new NotFoundError('error.question.not_found');

export interface PageQuery {
  page: number;
  page_size: number;
  order: QuestionOrder;
  tag?: string;
  /** Only questions asked in the last this many days; `hot` looks at 90 days unless told. */
  in_days?: number;
}

/** What a write request holds already (answers, tags), for presenting its question without reading them again. */
export interface KnownAnswers {
  answers?: AnswerRow[];
  /** `answers` are all the viewer's answers to the question (it was asked in this request). */
  allOfViewer?: boolean;
  /** The question's tags, in the order they were attached. */
  tags?: TagRef[];
  /** The viewer asked the question in this request: nobody has voted on, collected or followed it yet, so its viewer state is neutral. */
  writtenByViewer?: boolean;
  /** The members the question names (its asker, last editor and last answer's writer), read with others. */
  users?: Map<string, UserBasicInfo>;
}

/** Reading questions: lists, the detail page, similar and related questions. */
export class QuestionQueryService {
  constructor(
    private readonly c: PostContext,
    private readonly reasons: ReasonCatalog,
    private readonly followed: () => FollowedTopics | undefined,
    /** The search engine's similarity, while search is enabled; title words by LIKE otherwise. */
    private readonly similarTo: () => SimilarQuestions | undefined = () => undefined,
  ) {}

  /** A question the viewer may see: deleted ones only for staff, pending ones for staff and their author. */
  async visible(rawId: string, viewer: Viewer): Promise<QuestionRow> {
    const row = await this.c.questions.byId(this.c.db, this.c.id(rawId));
    if (!row || (row.status === QuestionStatus.deleted && !isStaff(viewer.user))) throw notFound();
    if (row.status === QuestionStatus.pending && !isStaff(viewer.user) && viewer.user?.id !== row.user_id) throw notFound();
    return row;
  }

  async page(q: PageQuery): Promise<QuestionPage> {
    const tagged = q.tag ? await this.c.tags.postsTagged(q.tag) : undefined;
    if (q.tag && !tagged) return { count: 0, list: [] };
    const now = this.c.clock.now();
    const days = q.in_days ?? (q.order === 'hot' ? HOT_DAYS : undefined);
    const filter: ListFilter = { order: q.order, within: tagged?.subquery, since: days === undefined ? undefined : now - days * DAY };
    const total = await this.total(filter, tagged);
    const walk = tagged && filter.since === undefined && q.order !== 'unanswered' && (await this.walkFinds(total, q.page * q.page_size));
    const shown: ListFilter = walk ? { ...filter, within: undefined, exists: tagged.carries('question.id') } : filter;
    // These orders read view_count in SQL (hot through its stored score), where buffered views are not yet.
    if (q.order === 'frequent' || q.order === 'hot') await this.c.views.flush();
    const list = await this.c.questions.page(this.c.db, { ...shown, page: q.page, pageSize: q.page_size });
    return { count: total, list: await this.items(list) };
  }

  /** Listed questions among ids another plugin picked, in a list order (PickedQuestionsPoint). */
  async among(ids: string[], q: { order: QuestionOrder; page: number; pageSize: number }): Promise<QuestionPage> {
    if (ids.length === 0) return { count: 0, list: [] };
    const filter: ListFilter = { order: q.order, among: ids };
    if (q.order === 'frequent' || q.order === 'hot') await this.c.views.flush();
    const [count, rows] = await Promise.all([this.c.questions.count(this.c.db, filter), this.c.questions.page(this.c.db, { ...filter, page: q.page, pageSize: q.pageSize })]);
    return { count, list: await this.items(rows) };
  }

  /**
   * The list's total, read from kept totals where it has one: all listed questions and the
   * unanswered ones (list-totals.ts), a tag's (its kept count less its hidden questions). A
   * tag's unanswered tab is counted over the tag's questions, a time window (hot, in_days) over
   * the window's.
   */
  private async total(filter: ListFilter, tagged: PostsTagged | undefined): Promise<number> {
    const db = this.c.db;
    if (filter.since === undefined && !tagged) return this.c.questions.totals.read(db, filter.order === 'unanswered' ? 'unanswered' : 'listed');
    if (filter.since === undefined && tagged) {
      return filter.order === 'unanswered' ? this.c.questions.countTaggedUnanswered(db, tagged.subquery) : this.c.questions.countTagged(db, tagged);
    }
    return this.c.questions.count(db, filter);
  }

  /**
   * Whether a tag's page is found sooner by walking all listed questions in list order and
   * checking each for the tag (about `rows` × all / tagged rows read) than by reading every
   * question of the tag first (about `tagged` rows): true for busy tags, false for rare ones.
   */
  private async walkFinds(tagged: number, rows: number): Promise<boolean> {
    const all = await this.c.questions.totals.read(this.c.db, 'listed');
    return tagged > 0 && tagged * tagged >= rows * all;
  }

  /** Questions in the member's followed tags and the questions they follow (Answer's recommend page). */
  async recommended(user: SessionUser, q: Pick<PageQuery, 'page' | 'page_size'>): Promise<QuestionPage> {
    const topics = await this.followed()?.of(user.id);
    if (!topics) return { count: 0, list: [] };
    const tags = await this.c.tags.byIds(topics.tagIds);
    const tagged = (await Promise.all(tags.map((t) => this.c.tags.postsTagged(t.slug_name)))).flatMap((found) => (found ? [found.subquery] : []));
    const page = await this.c.questions.recommended(this.c.db, { userId: user.id, tagged, followed: topics.questionIds, page: q.page, pageSize: q.page_size });
    return { count: page.count, list: await this.items(page.list) };
  }

  async items(listed: QuestionListRow[]): Promise<QuestionItem[]> {
    const rows = (await withDescriptions(this.c.db, this.c.questions, this.c.md, listed)).map((r) => ({ ...r, view_count: r.view_count + this.c.views.unwritten(r.id) }));
    const tags = await this.c.tags.tagsOf(rows.map((r) => r.id));
    const users = await this.c.users.basics(rows.map((r) => r.operator_id));
    const p = { codec: await this.c.codec(), md: this.c.md, users };
    return rows.map((r) => presentQuestionItem(r, tags.get(r.id) ?? [], p));
  }

  /** The detail page; every call counts a view (as Answer does), written a little later. */
  /** The question with this view in its count; `countView` false when the page reading it counts the view itself. */
  async info(rawId: string, viewer: Viewer, { countView = true } = {}): Promise<QuestionInfo> {
    const row = await this.visible(rawId, viewer);
    const [info] = await Promise.all([this.present({ ...row, view_count: row.view_count + this.c.views.unwritten(row.id) + 1 }, viewer), countView && this.c.views.add(row.id)]);
    return info;
  }

  /** Counts a view of a question whose detail was served from the visitor cache. */
  viewed(rawId: string): void {
    // Not waited for: the kept answer is sent at once; the count leaves for the tally now.
    void this.c.views.add(this.c.id(rawId));
  }

  /** `known`: answers the request holds already (it just wrote them), so they are not read again. */
  async present(row: QuestionRow, viewer: Viewer, known: KnownAnswers = {}): Promise<QuestionInfo> {
    const db = this.c.db;
    const own = !viewer.user ? undefined
      : known.allOfViewer ? known.answers?.find((a) => a.status === AnswerStatus.normal) : await this.c.answers.liveByUser(db, row.id, viewer.user.id);
    const last = row.last_answer_id === '0' ? undefined : known.answers?.find((a) => a.id === row.last_answer_id) ?? await this.c.answers.byId(db, row.last_answer_id);
    const users = known.users ?? await this.c.users.basics([row.user_id, row.last_edit_user_id, last?.user_id ?? '0']);
    const tags = known.tags ?? (await this.c.tags.tagsOf([row.id])).get(row.id) ?? [];
    const actions = questionActions(row, viewer.user, viewer.language, await this.c.actionTerms('question', viewer.user));
    const state = (await this.c.viewerStates.of(known.writtenByViewer ? undefined : viewer.user?.id, [row.id], QUESTION_STATE)).get(row.id)!;
    const closeReason = row.status === QuestionStatus.closed ? this.reasons.name('question', 'close', row.close_type, viewer.language) : '';
    const extendsActions = await this.c.extraActions.of(viewer.user, { id: row.id, user_id: row.user_id, status: STATUS[row.status] ?? 'normal' }, viewer.language);
    return presentQuestionInfo(row, { tags, actions, extendsActions, ownAnswerId: own?.id, lastAnswerUserId: last?.user_id, state, closeReason }, { codec: await this.c.codec(), md: this.c.md, users });
  }

  /** Listed questions whose titles share words with `title` (the ask page's hint). */
  async similar(title: string): Promise<QuestionBase[]> {
    const engine = this.similarTo();
    if (engine) {
      const codec = await this.c.codec();
      return (await this.listedInOrder(await engine.similar(title, SIMILAR_LIMIT))).map((r) => presentQuestionBase(r, { codec }));
    }
    const words = [...new Set(title.toLowerCase().split(/[^\p{L}\p{N}+#]+/u).filter((w) => w.length >= 2))]
      .sort((a, b) => b.length - a.length)
      .slice(0, 5);
    const rows = await this.c.questions.withTitleWords(this.c.db, words, SIMILAR_LIMIT);
    const codec = await this.c.codec();
    return rows.map((r) => presentQuestionBase(r, { codec }));
  }

  /** Related questions: listed ones sharing a tag with the question. */
  async related(rawId: string, viewer: Viewer): Promise<QuestionPage> {
    const row = await this.visible(rawId, viewer);
    const engine = this.similarTo();
    const rows = engine
      ? await this.listedInOrder(await engine.similar(row.title, RELATED_LIMIT, row.id))
      : await this.c.questions.listedAmong(this.c.db, this.c.tags.postsSharingTags(row.id), RELATED_LIMIT);
    return { count: rows.length, list: await this.items(rows) };
  }

  /** Listed questions among `ids`, in the order given (the engine's ranking). */
  private async listedInOrder(ids: string[]): Promise<QuestionRow[]> {
    const rows = new Map((await this.c.questions.byIds(this.c.db, ids)).map((r) => [r.id, r]));
    // Open and closed only: an engine that ever held a deleted or held (pending) post must not show it.
    const shown: number[] = [QuestionStatus.normal, QuestionStatus.closed];
    return ids.map((id) => rows.get(id)).filter((r): r is QuestionRow => !!r && shown.includes(r.status) && r.show === Show.listed);
  }
}
