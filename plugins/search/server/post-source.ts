import type { Knex } from 'knex';
import type { SearchDocument } from './api.ts';

const DELETED = 10;
const HIDDEN = 2;
const ACCEPTED = 2;
const LIVE_LINK = 1;

interface QuestionRow {
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

/** What one question means for the index now: documents to write and ids to drop. */
export interface QuestionDocuments {
  upsert: SearchDocument[];
  remove: string[];
}

/**
 * Reads posts as search documents, the way Answer's search syncer reads them: straight from the
 * questions plugin's tables (read only), since an index is rebuilt from exactly those rows.
 */
export class PostSource {
  constructor(private readonly db: () => Knex) {}

  /** The documents of a question and its answers; a deleted question takes its answers along. */
  async ofQuestion(questionId: string): Promise<QuestionDocuments> {
    const db = this.db();
    const question = (await db('question').where({ id: questionId }).first(QUESTION_COLUMNS)) as QuestionRow | undefined;
    const answers = (await db('answer').where({ question_id: questionId }).select(ANSWER_COLUMNS)) as AnswerRow[];
    if (!question || question.status === DELETED) return { upsert: [], remove: [questionId, ...answers.map((a) => String(a.id))] };
    const docs = await this.documents([question], answers.filter((a) => a.status !== DELETED));
    return { upsert: docs, remove: answers.filter((a) => a.status === DELETED).map((a) => String(a.id)) };
  }

  /** Live questions after `afterId` in id order with their live answers, for a rebuild. */
  async batch(afterId: string, size: number): Promise<{ documents: SearchDocument[]; lastId?: string; questions: number }> {
    const db = this.db();
    const questions = (await db('question').where('id', '>', afterId).whereNot('status', DELETED).orderBy('id').limit(size).select(QUESTION_COLUMNS)) as QuestionRow[];
    if (questions.length === 0) return { documents: [], questions: 0 };
    const answers = (await db('answer').whereIn('question_id', questions.map((q) => q.id)).whereNot('status', DELETED).select(ANSWER_COLUMNS)) as AnswerRow[];
    return { documents: await this.documents(questions, answers), lastId: String(questions.at(-1)!.id), questions: questions.length };
  }

  async questionOf(answerId: string): Promise<string | undefined> {
    const row = (await this.db()('answer').where({ id: answerId }).first('question_id')) as { question_id: string } | undefined;
    return row ? String(row.question_id) : undefined;
  }

  /** How many live questions a rebuild walks (its progress line). */
  async liveQuestions(): Promise<number> {
    const [{ n }] = (await this.db()('question').whereNot('status', DELETED).count({ n: '*' })) as { n: number | string }[];
    return Number(n);
  }

  private async documents(questions: QuestionRow[], answers: AnswerRow[]): Promise<SearchDocument[]> {
    const links = (await this.db()('tag_rel').whereIn('object_id', questions.map((q) => q.id)).where('status', LIVE_LINK).orderBy('id').select('object_id', 'tag_id')) as { object_id: string; tag_id: string }[];
    const tagsOf = new Map<string, string[]>();
    for (const link of links) tagsOf.set(String(link.object_id), [...(tagsOf.get(String(link.object_id)) ?? []), String(link.tag_id)]);
    const byId = new Map(questions.map((q) => [String(q.id), q]));
    const docs: SearchDocument[] = questions.map((q) => ({
      objectId: String(q.id), type: 'question', questionId: String(q.id), userId: String(q.user_id), title: q.title, body: q.original_text,
      tagIds: tagsOf.get(String(q.id)) ?? [], createdAt: Number(q.created_at), activeAt: Number(q.post_update_time),
      voteCount: q.vote_count, viewCount: q.view_count, answerCount: q.answer_count,
      accepted: !!q.accepted_answer_id && q.accepted_answer_id !== '0', hidden: q.show === HIDDEN,
    }));
    for (const a of answers) {
      const q = byId.get(String(a.question_id));
      if (!q) continue;
      docs.push({
        objectId: String(a.id), type: 'answer', questionId: String(q.id), userId: String(a.user_id), title: q.title, body: a.original_text,
        tagIds: tagsOf.get(String(q.id)) ?? [], createdAt: Number(a.created_at), activeAt: Number(a.updated_at),
        voteCount: a.vote_count, viewCount: q.view_count, answerCount: q.answer_count, accepted: a.accepted === ACCEPTED, hidden: q.show === HIDDEN,
      });
    }
    return docs;
  }
}
