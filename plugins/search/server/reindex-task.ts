import type { MaintenanceTask } from '../../../kernel/api.ts';
import type { SearchEngine } from './api.ts';
import type { SearchIndexer } from './search-indexer.ts';

/** `quorum search reindex`, and `quorum upgrade` once an engine's index is new. */
export function reindexTask(engine: () => SearchEngine | undefined, indexer: SearchIndexer): MaintenanceTask {
  return {
    name: 'search.reindex',
    needed: async () => (await engine()?.needsRebuild()) ?? false,
    async run(progress) {
      const done = await indexer.rebuild((count, total) => progress(`search index: ${count}/${total} questions`));
      progress(`search index rebuilt: ${done} question(s) with their answers`);
    },
  };
}
