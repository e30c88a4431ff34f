import type { Knex } from 'knex';
import { IdGenerator } from '../../../../kernel/api.ts';
import type { TagService } from '../../../tags/server/api.ts';
import type { PostRecord, PostRecords } from '../api.ts';
import { Accepted, AnswerStatus, QuestionStatus, Show } from '../post-rows.ts';

/** The question columns the index reads (a full `question` row has them all). */
interface QuestionColumns {
  id: string; user_id: string; title: string; original_text: string; status: number; show: number;
  view_count: number; answer_count: number; vote_count: number; accepted_answer_id: string;
  created_at: number; post_update_time: number;
}

interface AnswerRow {
  id: string; question_id: string; user_id: string; original_text: string; status: number; accepted: number;
  vote_count: number; created_at: number; updated_at: number;
}

const QUESTION_COLUMNS = ['id', 'user_id', 'title', 'original_text', 'status', 'show', 'view_count', 'answer_count', 'vote_count', 'accepted_answer_id', 'created_at', 'post_update_time'];
const ANSWER_COLUMNS = ['id', 'question_id', 'user_id', 'original_text', 'status', 'accepted', 'vote_count', 'created_at', 'updated_at'];
/** Left out of the index, or taken out of it: deleted posts, and pending ones until approved. */
const UNPUBLISHED_QUESTION: number[] = [QuestionStatus.deleted, QuestionStatus.pending];
const UNPUBLISHED_ANSWER: number[] = [AnswerStatus.deleted, AnswerStatus.pending];
const QUESTION_STATE: Record<number, PostRecord['questionStatus']> = { [QuestionStatus.normal]: 'normal', [QuestionStatus.closed]: 'closed', [QuestionStatus.deleted]: 'deleted' };

/**
 * Posts as a search index reads them (the search plugin), so no other plugin reads the
 * question and answer tables: an answer carries its question's title, tags, views and
 * visibility, because a tag filter or a hidden question reaches its answers too.
 */
export class PostRecordsService implements PostRecords {
  constructor(
    private readonly db: () => Knex,
    private readonly tags: () => TagService,
  ) {}

  async ofQuestions(questionIds: string[]): Promise<PostRecord[]> {
    if (questionIds.length === 0) return [];
    const db = this.db();
    const questions = (await db('question').whereIn('id', questionIds).select(QUESTION_COLUMNS)) as QuestionColumns[];
    if (questions.length === 0) return [];
    const answers = (await db('answer').whereIn('question_id', questions.map((q) => q.id)).select(ANSWER_COLUMNS)) as AnswerRow[];
    return this.posts(questions, answers);
  }

  async after(afterId: string, limit: number): Promise<{ posts: PostRecord[]; lastId?: string; questions: number }> {
    const db = this.db();
    const questions = (await db('question').where('id', '>', afterId).whereNotIn('status', UNPUBLISHED_QUESTION).orderBy('id').limit(limit).select(QUESTION_COLUMNS)) as QuestionColumns[];
    if (questions.length === 0) return { posts: [], questions: 0 };
    const answers = (await db('answer').whereIn('question_id', questions.map((q) => q.id)).whereNotIn('status', UNPUBLISHED_ANSWER).select(ANSWER_COLUMNS)) as AnswerRow[];
    return { posts: await this.posts(questions, answers), lastId: String(questions.at(-1)!.id), questions: questions.length };
  }

  async byIds(ids: string[]): Promise<PostRecord[]> {
    if (ids.length === 0) return [];
    const db = this.db();
    const answers = (await db('answer').whereIn('id', ids).select(ANSWER_COLUMNS)) as AnswerRow[];
    const questionIds = [...new Set([...ids, ...answers.map((a) => String(a.question_id))])];
    const questions = (await db('question').whereIn('id', questionIds).select(QUESTION_COLUMNS)) as QuestionColumns[];
    const wanted = new Set(ids);
    return (await this.posts(questions, answers)).filter((p) => wanted.has(p.id));
  }

  async questionOf(answerId: string): Promise<string | undefined> {
    const row = (await this.db()('answer').where({ id: answerId }).first('question_id')) as { question_id: string } | undefined;
    return row ? String(row.question_id) : undefined;
  }

  async voteCounts(ids: string[]): Promise<Map<string, number>> {
    const db = this.db();
    const [questionIds, answerIds] = [ids.filter((id) => IdGenerator.typeOf(id) === 'question'), ids.filter((id) => IdGenerator.typeOf(id) === 'answer')];
    const rows = [
      ...(questionIds.length ? await db('question').whereIn('id', questionIds).select('id', 'vote_count') : []),
      ...(answerIds.length ? await db('answer').whereIn('id', answerIds).select('id', 'vote_count') : []),
    ] as { id: string; vote_count: number }[];
    return new Map(rows.map((r) => [String(r.id), Number(r.vote_count)]));
  }

  async liveQuestions(): Promise<number> {
    const [{ n }] = (await this.db()('question').whereNotIn('status', UNPUBLISHED_QUESTION).count({ n: '*' })) as { n: number | string }[];
    return Number(n);
  }

  private async posts(questions: QuestionColumns[], answers: AnswerRow[]): Promise<PostRecord[]> {
    const tags = await this.tags().tagsOf(questions.map((q) => String(q.id)));
    const tagIds = (id: string) => (tags.get(id) ?? []).map((t) => t.tag_id);
    const byId = new Map(questions.map((q) => [String(q.id), q]));
    const posts: PostRecord[] = questions.map((q) => questionRecord(q, tagIds(String(q.id))));
    for (const a of answers) {
      const q = byId.get(String(a.question_id));
      if (!q) continue;
      posts.push({
        ...shared(q, tagIds(String(q.id))), id: String(a.id), type: 'answer', userId: String(a.user_id), body: a.original_text,
        createdAt: Number(a.created_at), activeAt: Number(a.updated_at), voteCount: Number(a.vote_count),
        accepted: Number(a.accepted) === Accepted.yes, deleted: UNPUBLISHED_ANSWER.includes(Number(a.status)) || UNPUBLISHED_QUESTION.includes(Number(q.status)),
      });
    }
    return posts;
  }
}

/** What a question's answers share with it in the index. */
function shared(q: QuestionColumns, tagIds: string[]) {
  return {
    questionId: String(q.id), title: q.title, tagIds, viewCount: Number(q.view_count), answerCount: Number(q.answer_count),
    hidden: Number(q.show) === Show.hidden, questionStatus: QUESTION_STATE[Number(q.status)] ?? 'normal',
  };
}

/**
 * A question row as the index reads it; also how a new question travels on `question.created`,
 * so indexing a question just asked reads nothing back.
 */
export function questionRecord(q: QuestionColumns, tagIds: string[]): PostRecord {
  return {
    ...shared(q, tagIds), id: String(q.id), type: 'question', userId: String(q.user_id), body: q.original_text,
    createdAt: Number(q.created_at), activeAt: Number(q.post_update_time), voteCount: Number(q.vote_count),
    accepted: !!q.accepted_answer_id && String(q.accepted_answer_id) !== '0', deleted: UNPUBLISHED_QUESTION.includes(Number(q.status)),
  };
}
