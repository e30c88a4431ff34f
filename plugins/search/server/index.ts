import { definePlugin, MaintenanceTaskPoint, MetricsPoint, OwedWorkSweeps } from '../../../kernel/api.ts';
import { TagServicePoint } from '../../tags/server/api.ts';
import { PostRecordsPoint, SimilarQuestionsPoint } from '../../questions/server/api.ts';
import { SearchEnginePoint } from './api.ts';
import { PostSource } from './post-source.ts';
import { SearchIndexer } from './search-indexer.ts';
import { PendingJournal } from './pending-journal.ts';
import { SearchService } from './search-service.ts';
import { similarQuestions } from './similar-questions.ts';
import { reindexTask } from './reindex-task.ts';
import { searchRoutes } from './routes/search-routes.ts';
import { openSearchHandler } from './routes/opensearch.ts';

export default definePlugin({
  register(ctx) {
    const engine = ctx.use(SearchEnginePoint);
    const posts = new PostSource(ctx.use(PostRecordsPoint));
    const indexer = new SearchIndexer(engine, posts, new PendingJournal(() => ctx.db), ctx.logger);
    indexer.listen(ctx.events);
    // Index writes a process owed and never made; a note older than two minutes is not waiting in a
    // live process's queue any more (its gather, retries and backoff are shorter). A question
    // written twice is harmless: its write is a read of it as it is now.
    const sweeps = new OwedWorkSweeps({ label: 'search index: owed writes', take: (before) => indexer.sweep(before), staleMs: 120_000 }, ctx.logger);
    ctx.onListen(() => sweeps.start());
    ctx.onClose(async () => {
      sweeps.stop();
      await indexer.queue.close();
    });
    const service = new SearchService(posts, ctx.need(SearchEnginePoint), ctx.need(TagServicePoint), ctx.users, () => ctx.renderer);
    for (const route of searchRoutes(ctx, service, ctx.need(SearchEnginePoint))) ctx.routes.add('api', route);
    ctx.routes.raw('/opensearch.xml', openSearchHandler(ctx));
    ctx.provide(SimilarQuestionsPoint, similarQuestions(engine));
    ctx.provide(MaintenanceTaskPoint, reindexTask(engine, indexer));
    ctx.provide(MetricsPoint, { name: 'quorum_search_index_queue', help: 'Questions whose index change waits to be written (this process)', value: async () => indexer.queue.size });
  },
});
