import type { Knex } from 'knex';
import type { TagService } from '../../../tags/server/api.ts';
import type { AuthorPosts } from '../api.ts';
import type { AuthorAnswer, AuthorPostOrder, AuthorQuestion } from '../../schemas/author-posts.ts';
import { urlTitle } from '../questions/permalink.ts';
import { Accepted, AnswerStatus, QuestionStatus, Show, normalizeRow, type AnswerRow, type QuestionRow } from '../post-rows.ts';

const STATUS_NAMES: Record<number, AuthorQuestion['status']> = { [QuestionStatus.normal]: 'available', [QuestionStatus.closed]: 'closed', [QuestionStatus.deleted]: 'deleted' };
const LIVE = [QuestionStatus.normal, QuestionStatus.closed];

/** Questions' side of a personal page: the author's live posts, paged and ordered as Answer's. */
export class AuthorPostsService implements AuthorPosts {
  constructor(
    private readonly db: () => Knex,
    private readonly tags: () => TagService,
  ) {}

  async questions(authorId: string, q: { order: AuthorPostOrder; page: number; pageSize: number; withHidden: boolean }): Promise<{ count: number; list: AuthorQuestion[] }> {
    const base = this.ownQuestions(authorId, q.withHidden);
    if (q.order === 'unanswered') base.where('answer_count', 0);
    const [{ n }] = await base.clone().count({ n: '*' });
    const rows = base.clone().select('*');
    rows.orderBy({ active: 'post_update_time', newest: 'created_at', unanswered: 'created_at', score: 'vote_count', hot: 'hot_score' }[q.order], 'desc');
    const list: QuestionRow[] = (await rows.orderBy('id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize)).map((r: Record<string, unknown>) => normalizeRow<QuestionRow>(r)!);
    const tags = await this.tags().tagsOf(list.map((r) => r.id));
    return {
      count: Number(n),
      list: list.map((r) => ({
        question_id: r.id, title: r.title, url_title: urlTitle(r.title), vote_count: r.vote_count, tags: tags.get(r.id) ?? [],
        view_count: r.view_count, answer_count: r.answer_count, collection_count: r.collection_count, created_at: r.created_at,
        accepted_answer_id: r.accepted_answer_id, status: STATUS_NAMES[r.status] ?? 'available',
      })),
    };
  }

  async answers(authorId: string, q: { order: AuthorPostOrder; page: number; pageSize: number }): Promise<{ count: number; list: AuthorAnswer[] }> {
    const base = this.liveAnswers(authorId);
    const [{ n }] = await base.clone().count({ n: '*' });
    // As Answer: `newest` by time, every other order by votes.
    const order = q.order === 'newest' ? 'created_at' : 'vote_count';
    const rows = (await base.clone().orderBy(order, 'desc').orderBy('id', 'desc').limit(q.pageSize).offset((q.page - 1) * q.pageSize)).map((r) => normalizeRow<AnswerRow>(r)!);
    const questionIds = [...new Set(rows.map((r) => r.question_id))];
    const questions = new Map<string, QuestionRow>();
    if (questionIds.length) for (const r of await this.db()('question').whereIn('id', questionIds).select('*')) questions.set(String(r.id), normalizeRow<QuestionRow>(r)!);
    const tags = await this.tags().tagsOf(questionIds);
    return {
      count: Number(n),
      list: rows.map((r) => {
        const question = questions.get(r.question_id);
        const gone = !question || question.status === QuestionStatus.deleted;
        return {
          answer_id: r.id, question_id: r.question_id, accepted: r.accepted === Accepted.yes ? 2 : 1, vote_count: r.vote_count,
          create_time: r.created_at, update_time: r.updated_at,
          question_info: { title: gone ? '' : question.title, url_title: gone ? '' : urlTitle(question.title), tags: gone ? [] : (tags.get(r.question_id) ?? []) },
        };
      }),
    };
  }

  async counts(authorId: string, withHidden: boolean): Promise<{ questions: number; answers: number }> {
    const [[{ q }], [{ a }]] = await Promise.all([
      this.ownQuestions(authorId, withHidden).count({ q: '*' }),
      this.liveAnswers(authorId).count({ a: '*' }),
    ]);
    return { questions: Number(q), answers: Number(a) };
  }

  /** The author's live answers, less those on a held question: like the question's own list, they wait for its review. */
  private liveAnswers(authorId: string) {
    const db = this.db();
    return db('answer').where({ user_id: authorId, status: AnswerStatus.normal }).whereNotIn('question_id', db('question').where('status', QuestionStatus.pending).select('id'));
  }

  private ownQuestions(authorId: string, withHidden: boolean): Knex.QueryBuilder {
    const base = this.db()('question').where('user_id', authorId).whereIn('status', LIVE);
    if (!withHidden) base.andWhere('show', Show.listed);
    return base;
  }
}
