import type { ApiReader } from '../../../kernel/api.ts';

/** How many of the site's questions the model is shown per message. */
const CONTEXT_QUESTIONS = 5;
/** Words searched for, longest first: a whole sentence rarely matches a keyword search. */
const SEARCH_WORDS = 3;
const MIN_WORD_LENGTH = 4;

interface SearchPage { list: { object_type: string; object: { question_id: string; title: string; excerpt: string; status: string } }[] }

export interface FoundQuestion {
  title: string;
  link: string;
  excerpt: string;
}

/**
 * The site's questions that bear on a member's message, found through the site's own search
 * route as that member (so its visibility rules and limits hold). Answer hands the model MCP
 * tools to call; Quorum hands it what a search finds, in the first message of each exchange.
 * A search that fails (no search plugin, a captcha due) leaves the model without them.
 */
export async function findSiteQuestions(read: ApiReader, message: string, siteUrl: string): Promise<FoundQuestion[]> {
  const words = [...new Set(message.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])]
    .filter((w) => w.length >= MIN_WORD_LENGTH || /\p{Script=Han}/u.test(w))
    .sort((a, b) => b.length - a.length)
    .slice(0, SEARCH_WORDS);
  const found = new Map<string, FoundQuestion>();
  for (const word of words) {
    let page: SearchPage | undefined;
    try {
      page = (await read('/search', { q: word.slice(0, 60), order: 'relevance', page: 1, size: CONTEXT_QUESTIONS })) as SearchPage | undefined;
    } catch {
      return [...found.values()];
    }
    for (const { object_type, object: q } of page?.list ?? []) {
      if (object_type !== 'question' || q.status === 'deleted' || found.has(q.question_id)) continue;
      found.set(q.question_id, { title: q.title, link: `${siteUrl}/questions/${q.question_id}`, excerpt: plainText(q.excerpt) });
      if (found.size >= CONTEXT_QUESTIONS) return [...found.values()];
    }
  }
  return [...found.values()];
}

/** The search's excerpt is escaped HTML with the matched words in `<em>`. */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}
