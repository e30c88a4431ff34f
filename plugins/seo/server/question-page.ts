import type { PageAnswer, PageAuthor, QuestionPageFacts } from '../../questions/server/api.ts';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Plain text of sanitized post HTML, for JSON-LD's `text`. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where an answer reads: the question's link with the answer's id (a `-` stands for the slug when links carry none). */
export function answerPath(question: Pick<QuestionPageFacts, 'path'>, answerId: string): string {
  const slugged = question.path.split('/').length > 3;
  return `${question.path}${slugged ? '' : '/-'}/${encodeURIComponent(answerId)}`;
}

function person(base: string, author: PageAuthor) {
  return { '@type': 'Person', name: author.display_name, url: `${base}/users/${encodeURIComponent(author.username)}` };
}

/** schema.org QAPage: the question with its answer count, accepted answer and suggested ones. */
export function qaPageJsonLd(base: string, q: QuestionPageFacts): unknown {
  const answer = (a: PageAnswer) => ({
    '@type': 'Answer',
    text: htmlText(a.html),
    upvoteCount: a.voteCount,
    datePublished: iso(a.createdAt),
    url: base + answerPath(q, a.id),
    author: person(base, a.author),
  });
  const accepted = q.answers.find((a) => a.accepted);
  const suggested = q.answers.filter((a) => !a.accepted);
  return {
    '@context': 'https://schema.org',
    '@type': 'QAPage',
    mainEntity: {
      '@type': 'Question',
      name: q.title,
      text: htmlText(q.html) || q.title,
      answerCount: q.answerCount,
      upvoteCount: q.voteCount,
      datePublished: iso(q.createdAt),
      dateModified: iso(q.updatedAt),
      author: person(base, q.author),
      ...(accepted ? { acceptedAnswer: answer(accepted) } : {}),
      ...(suggested.length ? { suggestedAnswer: suggested.map(answer) } : {}),
    },
  };
}
