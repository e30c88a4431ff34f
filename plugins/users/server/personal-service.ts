import type { Knex } from 'knex';
import { ForbiddenError, NotFoundError, isStaff, type Clock, type Language, type SessionUser } from '../../../kernel/api.ts';
import type { AuthorPosts, PostDirectory, PostRef } from '../../questions/server/api.ts';
import type { AuthorComments } from '../../comments/server/api.ts';
import type { MemberVotes } from '../../votes/server/api.ts';
import type { AuthorPostOrder } from '../../questions/schemas/author-posts.ts';
import { TOP_POSTS, type PersonalComment, type PersonalCommentPage, type PersonalQuestionPage, type PersonalAnswerPage, type PersonalUser, type PersonalVotePage, type TopPosts } from '../schemas/personal.ts';
import { avatarLink, memberStatus } from './member-status.ts';
import type { ProfileRepository, ProfileRow } from './profile-repository.ts';

export interface Paging {
  page: number;
  pageSize: number;
}

const notFound = () => new NotFoundError('error.user.not_found', [{ error_field: 'username', error_msg: 'error.user.not_found' }]);
/** The readable part of a question link, made as the questions plugin makes it. */
const urlTitle = (title: string) => title.toLowerCase().normalize('NFKC').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 150);
const empty = { count: 0, list: [] };

/**
 * The personal pages (SPEC §2.1): a member's profile and what they wrote, read from the plugins
 * that own the posts, comments and votes through their points. A page a plugin behind it is off
 * for answers empty rather than failing.
 */
export class PersonalService {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly db: () => Knex,
    private readonly posts: () => AuthorPosts | undefined,
    private readonly directory: () => PostDirectory | undefined,
    private readonly comments: () => AuthorComments | undefined,
    private readonly votes: () => MemberVotes | undefined,
    private readonly translate: (language: Language, key: string, data?: Record<string, unknown>) => string,
    private readonly clock: Clock,
  ) {}

  async info(username: string, viewer: SessionUser | undefined, language: Language): Promise<PersonalUser> {
    const row = await this.member(username);
    const mine = this.sees(viewer, row);
    const [counts, votes] = await Promise.all([
      this.posts()?.counts(String(row.id), mine) ?? { questions: 0, answers: 0 },
      this.votes()?.page(String(row.id), 1, 1) ?? empty,
    ]);
    const status = memberStatus(row, this.clock.now());
    const deleted = status === 'deleted';
    // A deleted member keeps their name on what they wrote, but their profile links and text are gone (SPEC §4).
    return {
      id: String(row.id), username: row.username, display_name: row.display_name, avatar: deleted ? '' : avatarLink(row.avatar), rank: row.rank,
      bio: deleted ? '' : row.bio, bio_html: deleted ? '' : row.bio_html, website: deleted ? '' : row.website, location: deleted ? '' : row.location,
      created_at: row.created_at, last_login_date: row.last_login_date, follow_count: 0,
      answer_count: counts.answers, question_count: counts.questions, vote_count: votes.count,
      status, status_msg: status === 'normal' ? '' : this.translate(language, `users.status_msg.${status}`),
      suspended_until: status === 'suspended' ? row.suspended_until : 0,
      role_id: row.role_id === 2 || row.role_id === 3 ? row.role_id : 1,
    };
  }

  /** Answer's personal/qa/top: best voted questions and answers; an unknown name lists nothing. */
  async top(username: string, viewer: SessionUser | undefined, language: Language): Promise<TopPosts> {
    const row = await this.profiles.byUsername(username);
    const posts = this.posts();
    if (!row || !posts) return { question: [], answer: [] };
    const page = { order: 'score' as const, page: 1, pageSize: TOP_POSTS };
    const [questions, answers] = await Promise.all([
      posts.questions(String(row.id), { ...page, withHidden: this.sees(viewer, row) }),
      posts.answers(String(row.id), page),
    ]);
    return { question: questions.list, answer: this.titled(answers.list, language) };
  }

  async questions(username: string, viewer: SessionUser | undefined, order: AuthorPostOrder, paging: Paging): Promise<PersonalQuestionPage> {
    const row = await this.member(username);
    return (await this.posts()?.questions(String(row.id), { order, ...paging, withHidden: this.sees(viewer, row) })) ?? empty;
  }

  async answers(username: string, order: AuthorPostOrder, paging: Paging, language: Language): Promise<PersonalAnswerPage> {
    const row = await this.member(username);
    const found = (await this.posts()?.answers(String(row.id), { order, ...paging })) ?? empty;
    return { count: found.count, list: this.titled(found.list, language) };
  }

  async commentPage(username: string, paging: Paging, language: Language): Promise<PersonalCommentPage> {
    const row = await this.member(username);
    const found = (await this.comments()?.page(String(row.id), paging.page, paging.pageSize)) ?? empty;
    const refs = await this.refs(found.list.map((c) => c.object_id));
    return { count: found.count, list: found.list.map((c): PersonalComment => ({ ...this.about(c.object_id, c.question_id, refs, language), comment_id: c.comment_id, content: c.content, created_at: c.created_at })) };
  }

  /**
   * Votes are private: a member sees only their own (Answer takes no username here). Like Answer,
   * the page lists votes on questions and answers only; `content` is the voted post's own body.
   */
  async votePage(viewer: SessionUser, username: string | undefined, paging: Paging, language: Language): Promise<PersonalVotePage> {
    if (username && username !== viewer.username) throw new ForbiddenError('base.forbidden_error');
    const found = (await this.votes()?.page(viewer.id, paging.page, paging.pageSize)) ?? empty;
    const refs = await this.refs(found.list.map((v) => v.object_id));
    return {
      count: found.count,
      list: found.list.map((v) => ({ ...this.about(v.object_id, refs.get(v.object_id)?.question_id ?? '', refs, language), content: refs.get(v.object_id)?.html ?? '', created_at: v.created_at, vote_type: v.vote_type })),
    };
  }

  private async member(username: string): Promise<ProfileRow> {
    const row = await this.profiles.byUsername(username);
    if (!row) throw notFound();
    return row;
  }

  /** The member themself and staff also see questions hidden from lists. */
  private sees(viewer: SessionUser | undefined, row: ProfileRow): boolean {
    return !!viewer && (viewer.id === String(row.id) || isStaff(viewer));
  }

  private async refs(objectIds: string[]): Promise<Map<string, PostRef>> {
    const directory = this.directory();
    const ids = [...new Set(objectIds)];
    if (!directory || ids.length === 0) return new Map();
    const found = await Promise.all(ids.map(async (id) => [id, await directory.find(this.db(), id)] as const));
    const refs = new Map(found.flatMap(([id, ref]) => (ref ? [[id, ref] as const] : [])));
    // An answer's ref carries its question's title only when the question row is looked up too.
    const questionIds = [...new Set([...refs.values()].filter((r) => r.type === 'answer').map((r) => r.question_id))].filter((id) => !refs.has(id));
    for (const id of questionIds) {
      const ref = await directory.find(this.db(), id);
      if (ref) refs.set(id, ref);
    }
    return refs;
  }

  /** A deleted question is named by a placeholder in the request language, as Answer names it; its link text stays ''. */
  private about(objectId: string, questionId: string, refs: Map<string, PostRef>, language: Language) {
    const ref = refs.get(objectId);
    const question = refs.get(ref?.question_id || questionId);
    const live = question && question.status !== 'deleted' ? question.title : '';
    return {
      object_id: objectId, object_type: ref?.type ?? ('question' as const), question_id: ref?.question_id || questionId,
      answer_id: ref?.type === 'answer' ? ref.id : '', title: live || this.deletedTitle(language), url_title: urlTitle(live),
    };
  }

  /** The questions plugin leaves a deleted question's title '' (a live one never has an empty title). */
  private titled<T extends { question_info: { title: string } }>(answers: T[], language: Language): T[] {
    return answers.map((a) => (a.question_info.title ? a : { ...a, question_info: { ...a.question_info, title: this.deletedTitle(language) } }));
  }

  private deletedTitle(language: Language): string {
    return this.translate(language, 'users.deleted_question_title');
  }
}
