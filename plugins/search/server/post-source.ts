import type { PostRecord, PostRecords } from '../../questions/server/api.ts';
import type { SearchDocument } from './api.ts';

/** What some questions mean for the index now: documents to write and ids to drop. */
export interface QuestionDocuments {
  upsert: SearchDocument[];
  remove: string[];
}

function document(p: PostRecord): SearchDocument {
  return {
    objectId: p.id, type: p.type, questionId: p.questionId, userId: p.userId, title: p.title, body: p.body, tagIds: p.tagIds,
    createdAt: p.createdAt, activeAt: p.activeAt, voteCount: p.voteCount, viewCount: p.viewCount, answerCount: p.answerCount,
    accepted: p.accepted, hidden: p.hidden,
  };
}

/** Posts as the index takes them: live ones written, deleted ones (or of a deleted question) dropped. */
export function documentsOf(posts: PostRecord[]): QuestionDocuments {
  return { upsert: posts.filter((p) => !p.deleted).map(document), remove: posts.filter((p) => p.deleted).map((p) => p.id) };
}

/**
 * Posts as search documents, read through the questions plugin's `PostRecordsPoint` (the
 * way Answer's search syncer reads posts); without questions there is nothing to index.
 */
export class PostSource {
  constructor(private readonly posts: () => PostRecords | undefined) {}

  /** The documents of questions and their answers; a deleted question takes its answers along. */
  async ofQuestions(questionIds: string[]): Promise<QuestionDocuments> {
    const posts = (await this.posts()?.ofQuestions(questionIds)) ?? [];
    const found = new Set(posts.map((p) => p.id));
    const documents = documentsOf(posts);
    // An unknown question (gone for good) leaves its own id to drop, in case it was indexed.
    documents.remove.unshift(...questionIds.filter((id) => !found.has(id)));
    return documents;
  }

  /** Live questions after `afterId` in id order with their live answers, for a rebuild. */
  async batch(afterId: string, size: number): Promise<{ documents: SearchDocument[]; lastId?: string; questions: number }> {
    const found = await this.posts()?.after(afterId, size);
    if (!found?.lastId) return { documents: [], questions: 0 };
    return { documents: found.posts.map(document), lastId: found.lastId, questions: found.questions };
  }

  /** Questions and answers by id as the index takes them, deleted and held ones too (flagged). */
  async byIds(ids: string[]): Promise<PostRecord[]> {
    return (await this.posts()?.byIds(ids)) ?? [];
  }

  async questionOf(answerId: string): Promise<string | undefined> {
    return this.posts()?.questionOf(answerId);
  }

  async voteCounts(ids: string[]): Promise<Map<string, number>> {
    return (await this.posts()?.voteCounts(ids)) ?? new Map();
  }

  /** How many live questions a rebuild walks (its progress line). */
  async liveQuestions(): Promise<number> {
    return (await this.posts()?.liveQuestions()) ?? 0;
  }

  /** Posts by id for showing hits: live ones only, and never those gone since the engine answered. */
  async shown(ids: string[]): Promise<Map<string, PostRecord>> {
    const posts = (await this.posts()?.byIds(ids)) ?? [];
    return new Map(posts.filter((p) => !p.deleted).map((p) => [p.id, p]));
  }
}
