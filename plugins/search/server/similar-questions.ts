import type { SimilarQuestions } from '../../questions/server/api.ts';
import type { SearchEngine } from './api.ts';
import { MAX_WORDS } from './query-parser.ts';

/**
 * Questions like a title being asked (or a question being read), through the engine: any of
 * the text's words counts and relevance ranks, so a title sharing more and rarer words comes first.
 */
export function similarQuestions(engine: () => SearchEngine | undefined): SimilarQuestions {
  return {
    async similar(text, limit, exceptId) {
      const found = engine();
      if (!found) return [];
      // Longer words carry the meaning of a title; short ones ("how", "do") rank everything alike.
      const words = [...new Set(text.split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length).slice(0, MAX_WORDS * 2);
      if (words.length === 0) return [];
      const { hits } = await found.search({
        words, anyWord: true, tagGroups: [], type: 'question', includeHidden: false, order: 'relevance', page: 1, size: limit + 1,
      });
      return hits.map((h) => h.id).filter((id) => id !== exceptId).slice(0, limit);
    },
  };
}
