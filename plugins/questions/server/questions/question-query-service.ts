import { isStaff, NotFoundError, type Clock, type Renderer, type SessionUser } from '../../../../kernel/api.ts';
import { HOT_DAYS } from '../../schemas/post-rules.ts';
import type { QuestionBase, QuestionPage } from '../../schemas/question.ts';
import type { FollowedTopics, SimilarQuestions } from '../api.ts';
import type { PostsTagged, TagRef, TagService } from '../../../tags/server/api.ts';
import type { MemberActionTerms } from '../member-action-terms.ts';
import { questionActions } from '../member-actions.ts';
import { STATUS } from '../read-models/post-directory.ts';
import type { Viewer } from '../viewer.ts';
import { AnswerStatus, QuestionStatus, Show, type AnswerRow, type QuestionListRow, type QuestionRow } from '../post-rows.ts';
import { withDescriptions } from './question-description.ts';
import { presentQuestionBase, presentQuestionInfo, presentQuestionItem, viewerFields, type QuestionInfo, type QuestionItem, type ViewerPart } from './question-presenter.ts';
import type { ListFilter, QuestionOrder } from './question-repository.ts';
import { fromShortId } from './permalink.ts';
import type { PermalinkStyle } from './permalink-style.ts';
import type { ViewBuffer } from './view-buffer.ts';
import type { ReasonCatalog } from '../reasons/reason-catalog.ts';
import type { ExtraActions } from '../read-models/extra-actions.ts';
import type { PostAuthors, UserBasicInfo } from '../read-models/user-directory.ts';
import { QUESTION_STATE, type ViewerStates } from '../read-models/viewer-state.ts';
import type { PostTables } from '../post-tables.ts';

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

/** What reading questions takes. */
export interface QuestionQueryDeps extends PostTables {
  tags: () => TagService;
  clock: Clock;
  md: Renderer;
  /** Views counted by `question/info`, written every couple of seconds: lists add those not yet written. */
  views: ViewBuffer;
  users: PostAuthors;
  permalink: PermalinkStyle;
  actionTerms: MemberActionTerms;
  /** The viewer's votes, bookmarks, follows…: from the plugins that own them. */
  viewerStates: ViewerStates;
  /** What other plugins let the viewer do to a question (`extends_actions`). */
  extraActions: ExtraActions;
  reasons: ReasonCatalog;
  followed: () => FollowedTopics | undefined;
  /** The search engine's similarity, while search is enabled; title words by LIKE otherwise. */
  similarTo: () => SimilarQuestions | undefined;
}

/** Reading questions: lists, the detail page, similar and related questions. */
export class QuestionQueryService {
  constructor(private readonly deps: QuestionQueryDeps) {}

  /** A question the viewer may see: deleted ones only for staff, pending ones for staff and their author. */
  async visible(rawId: string, viewer: Viewer): Promise<QuestionRow> {
    const row = await this.deps.questions.byId(this.deps.db(), fromShortId(rawId));
    if (!row || (row.status === QuestionStatus.deleted && !isStaff(viewer.user))) throw notFound();
    if (row.status === QuestionStatus.pending && !isStaff(viewer.user) && viewer.user?.id !== row.user_id) throw notFound();
    return row;
  }

  async page(q: PageQuery): Promise<QuestionPage> {
    const tagged = q.tag ? await this.deps.tags().postsTagged(q.tag) : undefined;
    if (q.tag && !tagged) return { count: 0, list: [] };
    const now = this.deps.clock.now();
    const days = q.in_days ?? (q.order === 'hot' ? HOT_DAYS : undefined);
    const filter: ListFilter = { order: q.order, within: tagged?.subquery, since: days === undefined ? undefined : now - days * DAY };
    const total = await this.total(filter, tagged);
    const walk = tagged && filter.since === undefined && q.order !== 'unanswered' && (await this.walkFinds(total, q.page * q.page_size));
    const shown: ListFilter = walk ? { ...filter, within: undefined, exists: tagged.carries('question.id') } : filter;
    // These orders read view_count in SQL (hot through its stored score), where buffered views are not yet.
    if (q.order === 'frequent' || q.order === 'hot') await this.deps.views.flush();
    const list = await this.deps.questions.page(this.deps.db(), { ...shown, page: q.page, pageSize: q.page_size });
    return { count: total, list: await this.items(list) };
  }

  /** Listed questions among ids another plugin picked, in a list order (PickedQuestionsPoint). */
  async among(ids: string[], q: { order: QuestionOrder; page: number; pageSize: number }): Promise<QuestionPage> {
    if (ids.length === 0) return { count: 0, list: [] };
    const filter: ListFilter = { order: q.order, among: ids };
    if (q.order === 'frequent' || q.order === 'hot') await this.deps.views.flush();
    const [count, rows] = await Promise.all([this.deps.questions.count(this.deps.db(), filter), this.deps.questions.page(this.deps.db(), { ...filter, page: q.page, pageSize: q.pageSize })]);
    return { count, list: await this.items(rows) };
  }

  /**
   * The list's total, read from kept totals where it has one: all listed questions and the
   * unanswered ones (list-totals.ts), a tag's (its kept count less its hidden questions). A
   * tag's unanswered tab is counted over the tag's questions, a time window (hot, in_days) over
   * the window's.
   */
  private async total(filter: ListFilter, tagged: PostsTagged | undefined): Promise<number> {
    const db = this.deps.db();
    if (filter.since === undefined && !tagged) return this.deps.questions.totals.read(db, filter.order === 'unanswered' ? 'unanswered' : 'listed');
    if (filter.since === undefined && tagged) {
      return filter.order === 'unanswered' ? this.deps.questions.countTaggedUnanswered(db, tagged.subquery) : this.deps.questions.countTagged(db, tagged);
    }
    return this.deps.questions.count(db, filter);
  }

  /**
   * Whether a tag's page is found sooner by walking all listed questions in list order and
   * checking each for the tag (about `rows` × all / tagged rows read) than by reading every
   * question of the tag first (about `tagged` rows): true for busy tags, false for rare ones.
   */
  private async walkFinds(tagged: number, rows: number): Promise<boolean> {
    const all = await this.deps.questions.totals.read(this.deps.db(), 'listed');
    return tagged > 0 && tagged * tagged >= rows * all;
  }

  /** Questions in the member's followed tags and the questions they follow (Answer's recommend page). */
  async recommended(user: SessionUser, q: Pick<PageQuery, 'page' | 'page_size'>): Promise<QuestionPage> {
    const topics = await this.deps.followed()?.of(user.id);
    if (!topics) return { count: 0, list: [] };
    const tags = await this.deps.tags().byIds(topics.tagIds);
    const tagged = (await Promise.all(tags.map((t) => this.deps.tags().postsTagged(t.slug_name)))).flatMap((found) => (found ? [found.subquery] : []));
    const page = await this.deps.questions.recommended(this.deps.db(), { userId: user.id, tagged, followed: topics.questionIds, page: q.page, pageSize: q.page_size });
    return { count: page.count, list: await this.items(page.list) };
  }

  async items(listed: QuestionListRow[]): Promise<QuestionItem[]> {
    const rows = (await withDescriptions(this.deps.db(), this.deps.questions, this.deps.md, listed)).map((r) => ({ ...r, view_count: r.view_count + this.deps.views.unwritten(r.id) }));
    const tags = await this.deps.tags().tagsOf(rows.map((r) => r.id));
    const users = await this.deps.users.basics(rows.map((r) => r.operator_id));
    const p = { codec: await this.deps.permalink.codec(), md: this.deps.md, users };
    return rows.map((r) => presentQuestionItem(r, tags.get(r.id) ?? [], p));
  }

  /**
   * The detail page with this view in its count; every call counts a view (as Answer does),
   * written a little later, except a page's read (`countView` false), which the page counts.
   */
  async info(rawId: string, viewer: Viewer, { countView = true } = {}): Promise<QuestionInfo> {
    const row = await this.visible(rawId, viewer);
    const [info] = await Promise.all([this.present({ ...row, view_count: row.view_count + this.deps.views.unwritten(row.id) + 1 }, viewer), countView && this.deps.views.add(row.id)]);
    return info;
  }

  /** Counts a view of a question whose detail was served from the visitor cache. */
  viewed(rawId: string): void {
    // Not waited for: the kept answer is sent at once; the count leaves for the tally now.
    void this.deps.views.add(fromShortId(rawId));
  }

  /** `known`: answers the request holds already (it just wrote them), so they are not read again. */
  async present(row: QuestionRow, viewer: Viewer, known: KnownAnswers = {}): Promise<QuestionInfo> {
    const db = this.deps.db();
    const last = row.last_answer_id === '0' ? undefined : known.answers?.find((a) => a.id === row.last_answer_id) ?? await this.deps.answers.byId(db, row.last_answer_id);
    const users = known.users ?? await this.deps.users.basics([row.user_id, row.last_edit_user_id, last?.user_id ?? '0']);
    const tags = known.tags ?? (await this.deps.tags().tagsOf([row.id])).get(row.id) ?? [];
    const closeReason = row.status === QuestionStatus.closed ? this.deps.reasons.name('question', 'close', row.close_type, viewer.language) : '';
    const part = await this.viewerPart(row, viewer, known);
    return presentQuestionInfo(row, { tags, ...part, lastAnswerUserId: last?.user_id, closeReason }, { codec: await this.deps.permalink.codec(), md: this.deps.md, users });
  }

  /**
   * A member's `question/info` from the visitors' (`visitorCache.members`): their part laid over
   * it, and the view count as now, their own view in it, as `info` gives it (a visitor's may lag
   * by the time it is kept; a member reading again would see it stand still). A visitor is only
   * given a question open or closed, which every member sees as it is, so this never declines
   * (and `question/info`'s view is counted once: the kept answer's or this).
   */
  async overlay(kept: QuestionInfo, viewer: Viewer & { user: SessionUser }): Promise<QuestionInfo> {
    const row = { id: fromShortId(kept.id), user_id: kept.user_info.id, status: kept.status, pin: kept.pin, show: kept.show };
    const [part, written] = await Promise.all([this.viewerPart(row, viewer), this.deps.questions.viewCount(this.deps.db(), row.id)]);
    const views = written + this.deps.views.unwritten(row.id) + 1;
    return { ...kept, view_count: views, ...viewerFields(part, await this.deps.permalink.codec()) };
  }

  /** What of a question's detail is its viewer's alone: their vote, bookmark and follow, their actions, their live answer. */
  private async viewerPart(row: Pick<QuestionRow, 'id' | 'user_id' | 'status' | 'pin' | 'show'>, viewer: Viewer, known: KnownAnswers = {}): Promise<ViewerPart> {
    const own = !viewer.user ? undefined
      : known.allOfViewer ? known.answers?.find((a) => a.status === AnswerStatus.normal) : await this.deps.answers.liveByUser(this.deps.db(), row.id, viewer.user.id);
    const actions = questionActions(row, viewer.user, viewer.language, await this.deps.actionTerms.of('question', viewer.user));
    const state = (await this.deps.viewerStates.of(known.writtenByViewer ? undefined : viewer.user?.id, [row.id], QUESTION_STATE)).get(row.id)!;
    const extendsActions = await this.deps.extraActions.of(viewer.user, { id: row.id, user_id: row.user_id, status: STATUS[row.status] ?? 'normal' }, viewer.language);
    return { state, actions, extendsActions, ownAnswerId: own?.id };
  }

  /** Listed questions whose titles share words with `title` (the ask page's hint). */
  async similar(title: string): Promise<QuestionBase[]> {
    const engine = this.deps.similarTo();
    if (engine) {
      const codec = await this.deps.permalink.codec();
      return (await this.listedInOrder(await engine.similar(title, SIMILAR_LIMIT))).map((r) => presentQuestionBase(r, { codec }));
    }
    const words = [...new Set(title.toLowerCase().split(/[^\p{L}\p{N}+#]+/u).filter((w) => w.length >= 2))]
      .sort((a, b) => b.length - a.length)
      .slice(0, 5);
    const rows = await this.deps.questions.withTitleWords(this.deps.db(), words, SIMILAR_LIMIT);
    const codec = await this.deps.permalink.codec();
    return rows.map((r) => presentQuestionBase(r, { codec }));
  }

  /** Related questions: listed ones sharing a tag with the question. */
  async related(rawId: string, viewer: Viewer): Promise<QuestionPage> {
    const row = await this.visible(rawId, viewer);
    const engine = this.deps.similarTo();
    const rows = engine
      ? await this.listedInOrder(await engine.similar(row.title, RELATED_LIMIT, row.id))
      : await this.deps.questions.listedAmong(this.deps.db(), this.deps.tags().postsSharingTags(row.id), RELATED_LIMIT);
    return { count: rows.length, list: await this.items(rows) };
  }

  /** Listed questions among `ids`, in the order given (the engine's ranking). */
  private async listedInOrder(ids: string[]): Promise<QuestionRow[]> {
    const rows = new Map((await this.deps.questions.byIds(this.deps.db(), ids)).map((r) => [r.id, r]));
    // Open and closed only: an engine that ever held a deleted or held (pending) post must not show it.
    const shown: number[] = [QuestionStatus.normal, QuestionStatus.closed];
    return ids.map((id) => rows.get(id)).filter((r): r is QuestionRow => !!r && shown.includes(r.status) && r.show === Show.listed);
  }
}
