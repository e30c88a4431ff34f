import type { Logger } from 'pino';
import type { PluginContext } from '../../../kernel/api.ts';
import type { SearchDocument, SearchEngine } from './api.ts';
import { documentsOf, type PostSource, type QuestionDocuments } from './post-source.ts';
import { IndexQueue } from './index-queue.ts';
import type { PendingJournal } from './pending-journal.ts';

/**
 * Events after which a question and its answers are read again and written to the index.
 * Closing and reopening change nothing the index holds (hits show the question's state as
 * read when shown), and neither does pinning: they are not listened to.
 */
const READ_AGAIN_EVENTS = [
  'question.updated', 'question.deleted', 'question.recovered',
  'answer.updated', 'answer.deleted', 'answer.recovered', 'answer.accepted',
] as const;

/**
 * A question's next index write: its documents as an event carried them (`asked`: a question
 * just asked, new to the index), read them again, only the vote counts of some of its posts
 * (`votes`: their ids), or new answers added (`answers`: their ids) with the question's answer
 * count and activity set on what is indexed.
 */
export type IndexChange = { documents: QuestionDocuments; asked?: true } | { read: true } | { votes: Set<string> } | { answers: Set<string> };

/**
 * A vote's change combined with what waits for its question: votes join votes; documents that
 * an event carried hold the count before the vote, so they are read again; a read covers it.
 */
function withVote(queued: IndexChange | undefined, objectId: string): IndexChange {
  if (!queued) return { votes: new Set([objectId]) };
  if ('votes' in queued) return { votes: new Set([...queued.votes, objectId]) };
  return { read: true };
}

/** A new answer combined with what waits for its question: answers join answers; anything else is read whole. */
function withAnswer(queued: IndexChange | undefined, answerId: string): IndexChange {
  if (!queued) return { answers: new Set([answerId]) };
  if ('answers' in queued) return { answers: new Set([...queued.answers, answerId]) };
  return { read: true };
}

export interface RebuildProgress {
  (done: number, total: number): void;
}

/**
 * Keeps the enabled engine's index in step with posts: after each content event commits, the
 * question it touched is queued (`IndexQueue`) and written with others queued beside it. A new
 * question travels on its event whole, so asking costs the index one write and no read; other
 * events have the question read again whole (its answers carry its tags and visibility) with
 * the others of its batch. A rebuild walks every live question in batches while the site serves.
 */
export class SearchIndexer {
  readonly queue: IndexQueue<IndexChange>;

  constructor(
    private readonly engine: () => SearchEngine | undefined,
    private readonly source: PostSource,
    private readonly journal: PendingJournal,
    private readonly logger: Logger,
  ) {
    this.queue = new IndexQueue((batch) => this.write(batch), logger);
  }

  listen(events: PluginContext['events']): void {
    // Each content change is noted in its own transaction (PendingJournal), then queued once it commits.
    const owed = (name: Parameters<PluginContext['events']['on']>[0]) => events.on(name, (e, trx) => this.journal.note(trx, (e as { questionId: string }).questionId), 'sync');
    events.on('question.created', (e) => this.queue.add(e.questionId, e.post ? { documents: documentsOf([e.post]), asked: true } : { read: true }));
    for (const name of READ_AGAIN_EVENTS) events.on(name, (e) => this.queue.add(e.questionId, { read: true }));
    // A new answer is one document more, and a count and a time on the question's others.
    events.on('answer.created', (e) => this.queue.add(e.questionId, withAnswer(this.queue.queued(e.questionId), e.answerId)));
    for (const name of ['question.created', 'answer.created', ...READ_AGAIN_EVENTS] as const) owed(name);
    events.on('question.operated', async (e, trx) => {
      if (e.operation === 'hide' || e.operation === 'show') await this.journal.note(trx, e.questionId);
    }, 'sync');
    events.on('question.operated', (e) => {
      if (e.operation === 'hide' || e.operation === 'show') this.queue.add(e.questionId, { read: true });
    });
    // Votes move the score the `score:` filter and order read, and nothing else.
    events.on('vote.cast', async (e) => {
      if (e.objectType === 'comment') return;
      const questionId = e.objectType === 'question' ? e.objectId : e.questionId ?? await this.source.questionOf(e.objectId);
      if (questionId) this.queue.add(questionId, withVote(this.queue.queued(questionId), e.objectId));
    });
  }

  /**
   * Queues every question whose index write is owed and not queued here: noted before `before`
   * (another process's, or one that died), or all of them when a process starts.
   */
  async sweep(before?: number): Promise<number> {
    const owed = (await this.journal.owed(before)).filter((id) => !this.queue.queued(id));
    for (const id of owed) this.queue.add(id, { read: true });
    return owed.length;
  }

  /**
   * Writes a batch's documents as they are now, then clears what it owed; with no engine enabled
   * nothing is owed (enabling one rebuilds). A question with only votes queued owed nothing: a
   * vote is not noted (a count lost with its process is right again once its question is next
   * written whole), and clearing its question's notes would clear another process's note of a
   * change this write did not cover.
   */
  private async write(batch: Map<string, IndexChange>): Promise<void> {
    const takenAt = Date.now();
    await this.writeDocuments(batch);
    await this.journal.done([...batch].filter(([, change]) => !('votes' in change)).map(([id]) => id), takenAt);
  }

  private async writeDocuments(batch: Map<string, IndexChange>): Promise<void> {
    const engine = this.engine();
    if (!engine) return;
    // An engine that cannot set a count alone has the question written again whole.
    const adds = !!engine.insert && !!engine.setAnswerCounts;
    const read = (change: IndexChange) => 'read' in change || ('votes' in change && !engine.setVoteCounts) || ('answers' in change && !adds);
    const toRead = [...batch].filter(([, change]) => read(change)).map(([id]) => id);
    const answered = adds ? await this.answered(batch, toRead) : { documents: [], counts: new Map() };
    // Questions just asked are only added, where the engine can (nothing to replace).
    const added = (change: IndexChange) => 'asked' in change && !!engine.insert;
    const changes = [...batch.values()].flatMap((change) => ('documents' in change && !added(change) ? [change.documents] : []));
    const asked = [...batch.values()].flatMap((change) => ('documents' in change && added(change) ? change.documents.upsert : []));
    const voted = [...batch.values()].flatMap((change) => ('votes' in change && !read(change) ? [...change.votes] : []));
    if (toRead.length) changes.push(await this.source.ofQuestions(toRead));
    const remove = changes.flatMap((c) => c.remove);
    const upsert = changes.flatMap((c) => c.upsert);
    if (remove.length) await engine.remove(remove);
    if (upsert.length) await engine.upsert(upsert);
    if (asked.length || answered.documents.length) await engine.insert!([...asked, ...answered.documents]);
    if (answered.counts.size) await engine.setAnswerCounts!(answered.counts);
    if (voted.length) await engine.setVoteCounts!(await this.source.voteCounts(voted));
  }

  /**
   * The batch's new answers as documents, and their questions' answer counts and activity, from
   * one read of those posts (the other answers are not read or analyzed again). A question or
   * answer gone, held or deleted since is added to `toRead`, to be written whole instead.
   */
  private async answered(batch: Map<string, IndexChange>, toRead: string[]): Promise<{ documents: SearchDocument[]; counts: Map<string, { answerCount: number; activeAt: number }> }> {
    const wanted = [...batch].flatMap(([questionId, change]) => ('answers' in change ? [[questionId, [...change.answers]] as const] : []));
    const counts = new Map<string, { answerCount: number; activeAt: number }>();
    const documents: SearchDocument[] = [];
    if (wanted.length === 0) return { documents, counts };
    const posts = new Map((await this.source.byIds(wanted.flatMap(([questionId, answers]) => [questionId, ...answers]))).map((p) => [p.id, p]));
    for (const [questionId, answerIds] of wanted) {
      const question = posts.get(questionId);
      const answers = answerIds.map((id) => posts.get(id));
      if (!question || question.deleted || answers.some((a) => !a || a.deleted)) {
        toRead.push(questionId);
        continue;
      }
      counts.set(questionId, { answerCount: question.answerCount, activeAt: question.activeAt });
      documents.push(...documentsOf(answers.filter((a) => a !== undefined)).upsert);
    }
    return { documents, counts };
  }

  /** Re-indexes every live post; posts that changed meanwhile are indexed by their events too. */
  async rebuild(progress: RebuildProgress, batchSize = 500): Promise<number> {
    const engine = this.engine();
    if (!engine) throw new Error('no search engine is enabled');
    const total = await this.source.liveQuestions();
    const marker = await engine.rebuildStart();
    let after = '';
    let done = 0;
    for (;;) {
      const batch = await this.source.batch(after, batchSize);
      if (!batch.lastId) break;
      await engine.upsert(batch.documents);
      done += batch.questions;
      after = batch.lastId;
      progress(done, Math.max(total, done));
    }
    await engine.rebuildFinish(marker);
    this.logger.info({ questions: done }, 'search index rebuilt');
    return done;
  }
}
