import { IdGenerator } from '../../../kernel/api.ts';
import { storedId } from '../../questions/server/api.ts';

/** At most this many links of one post are kept (a list of a thousand links is not a reference). */
export const LINKS_PER_POST = 50;

/** A link a post's markdown makes: to a question, or to an answer (whose question is looked up). Stored ids. */
export type FoundLink = { questionId: string; answerId?: string } | { questionId?: undefined; answerId: string };

/**
 * `/questions/<id>` with up to two more segments (a title slug, an answer id), optionally after
 * `//host` or `http(s)://host`. Ids are 17-digit or short (permalink styles 3 and 4).
 */
const LINK = /(?:(?:https?:)?\/\/([a-z0-9.-]+(?::\d+)?))?\/questions\/([0-9A-Za-z]+)((?:\/[^\s/()[\]<>"'?#]+){0,2})/gi;
/** A character that makes the match part of a longer URL or word (`other.org/questions/1`). */
const JOINED = /[\w.~%+\-:/@]/;

/**
 * The links to this site's questions and answers in a post's markdown, in order, each once.
 * Relative links (`/questions/…`, as Quorum's and Answer's editors write them) and absolute ones
 * on the site's own host count; links to other sites never do. Answer also reads `#<id>`, but
 * Quorum's renderer does not turn that into a link, so a reader would not see it: it is left out.
 */
export function findQuestionLinks(markdown: string, siteHost: string | undefined): FoundLink[] {
  const found = new Map<string, FoundLink>();
  for (const match of markdown.matchAll(LINK)) {
    if (found.size >= LINKS_PER_POST) break;
    const [, host, first, rest] = match;
    if (match.index > 0 && JOINED.test(markdown[match.index - 1]!)) continue;
    if (host !== undefined && host.toLowerCase() !== siteHost) continue;
    const link = linkOf(storedId(first!), (rest ?? '').split('/').filter(Boolean).map(storedId));
    if (link) found.set(`${link.questionId ?? ''}:${link.answerId ?? ''}`, link);
  }
  return [...found.values()];
}

/** `/questions/<first>/<slug or answer>/<answer>`: the answer is whichever later segment is an answer id. */
function linkOf(first: string, later: string[]): FoundLink | undefined {
  const answerId = later.find((id) => IdGenerator.typeOf(id) === 'answer');
  switch (IdGenerator.typeOf(first)) {
    case 'question':
      return answerId ? { questionId: first, answerId } : { questionId: first };
    case 'answer':
      return { answerId: first };
    default:
      return undefined;
  }
}

/** The host (with any port) links must name to count: the site URL's, lower case. */
export function siteHostOf(siteUrl: string): string | undefined {
  try {
    return new URL(siteUrl).host.toLowerCase();
  } catch {
    return undefined;
  }
}
