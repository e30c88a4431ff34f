import type { Logger } from 'pino';
import type { PluginContext } from '../../../kernel/api.ts';
import type { SearchEngine } from './api.ts';
import { documentsOf, type PostSource, type QuestionDocuments } from './post-source.ts';
import { IndexQueue } from './index-queue.ts';

/**
 * Events after which a question and its answers are read again and written to the index.
 * Closing and reopening change nothing the index holds (hits show the question's state as
 * read when shown), and neither does pinning: they are not listened to.
 */
const READ_AGAIN_EVENTS = [
  'question.updated', 'question.deleted', 'question.recovered',
  'answer.created', 'answer.updated', 'answer.deleted', 'answer.recovered', 'answer.accepted',
] as const;

/**
 * A question's next index write: its documents as an event carried them, read them again, or
 * only the vote counts of some of its posts (`votes`: their ids).
 */
export type IndexChange = { documents: QuestionDocuments } | { read: true } | { votes: Set<string> };

/**
 * A vote's change combined with what waits for its question: votes join votes; documents that
 * an event carried hold the count before the vote, so they are read again; a read covers it.
 */
function withVote(queued: IndexChange | undefined, objectId: string): IndexChange {
  if (!queued) return { votes: new Set([objectId]) };
  if ('votes' in queued) return { votes: new Set([...queued.votes, objectId]) };
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
    private readonly logger: Logger,
  ) {
    this.queue = new IndexQueue((batch) => this.write(batch), logger);
  }

  listen(events: PluginContext['events']): void {
    events.on('question.created', (e) => this.queue.add(e.questionId, e.indexable ? { documents: documentsOf([e.indexable]) } : { read: true }));
    for (const name of READ_AGAIN_EVENTS) events.on(name, (e) => this.queue.add(e.questionId, { read: true }));
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

  /** Writes a batch's documents as they are now; does nothing while no engine is enabled. */
  private async write(batch: Map<string, IndexChange>): Promise<void> {
    const engine = this.engine();
    if (!engine) return;
    // An engine that cannot set a count alone has the question written again whole.
    const read = (change: IndexChange) => 'read' in change || ('votes' in change && !engine.setVoteCounts);
    const toRead = [...batch].filter(([, change]) => read(change)).map(([id]) => id);
    const changes = [...batch.values()].flatMap((change) => ('documents' in change ? [change.documents] : []));
    const voted = [...batch.values()].flatMap((change) => ('votes' in change && !read(change) ? [...change.votes] : []));
    if (toRead.length) changes.push(await this.source.ofQuestions(toRead));
    const remove = changes.flatMap((c) => c.remove);
    const upsert = changes.flatMap((c) => c.upsert);
    if (remove.length) await engine.remove(remove);
    if (upsert.length) await engine.upsert(upsert);
    if (voted.length) await engine.setVoteCounts!(await this.source.voteCounts(voted));
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
