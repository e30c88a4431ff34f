import type { Logger } from 'pino';
import type { PluginContext } from '../../../kernel/api.ts';
import type { SearchEngine } from './api.ts';
import type { PostSource } from './post-source.ts';
import { IndexQueue } from './index-queue.ts';

/** Events after which a question and its answers are read again and written to the index. */
const QUESTION_EVENTS = [
  'question.created', 'question.updated', 'question.deleted', 'question.recovered', 'question.closed', 'question.reopened',
  'answer.created', 'answer.updated', 'answer.deleted', 'answer.accepted',
] as const;

export interface RebuildProgress {
  (done: number, total: number): void;
}

/**
 * Keeps the enabled engine's index in step with posts: after each content event commits, the
 * question it touched is queued (`IndexQueue`) and read again whole with others queued beside
 * it (its answers carry its tags and visibility), and a rebuild walks every live question in
 * batches while the site keeps serving.
 */
export class SearchIndexer {
  readonly queue: IndexQueue;

  constructor(
    private readonly engine: () => SearchEngine | undefined,
    private readonly source: PostSource,
    private readonly logger: Logger,
  ) {
    this.queue = new IndexQueue((ids) => this.writeQuestions(ids), logger);
  }

  listen(events: PluginContext['events']): void {
    for (const name of QUESTION_EVENTS) events.on(name, (e) => this.queue.add(e.questionId));
    events.on('question.operated', (e) => this.queue.add(e.questionId));
    // Votes move the score the `score:` filter and order read.
    events.on('vote.cast', async (e) => {
      if (e.objectType === 'comment') return;
      const questionId = e.objectType === 'question' ? e.objectId : await this.source.questionOf(e.objectId);
      if (questionId) this.queue.add(questionId);
    });
  }

  /** Writes questions' documents as they are now; does nothing while no engine is enabled. */
  private async writeQuestions(questionIds: string[]): Promise<void> {
    const engine = this.engine();
    if (!engine) return;
    const { upsert, remove } = await this.source.ofQuestions(questionIds);
    await engine.remove(remove);
    await engine.upsert(upsert);
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
