import type { AnswerInfo, AnswerPage } from '../../questions/schemas/answer.ts';
import { Accepted, ANSWER_ORDERS, AnswerStatus, PAGE_SIZE_MAX, QuestionStatus, Show } from '../../questions/schemas/post-rules.ts';
import type { QuestionInfo } from '../../questions/schemas/question.ts';

/** A member as a public page names them. */
export interface PageAuthor {
  username: string;
  display_name: string;
}

/** An answer as its question's head shows it: the rendered (sanitized) body. */
export interface PageAnswer {
  id: string;
  html: string;
  voteCount: number;
  accepted: boolean;
  createdAt: number;
  author: PageAuthor;
}

/**
 * What a question's head and JSON-LD say, taken from the API answers the page's render reads
 * (`question/info`, `answer/page`). `id` and `path` follow the permalink setting; `answers` are
 * the first live ones by score.
 */
export interface QuestionPageFacts {
  id: string;
  path: string;
  title: string;
  excerpt: string;
  html: string;
  /** False for a question staff hid from lists: readable by its link, left out of indexes. */
  listed: boolean;
  voteCount: number;
  answerCount: number;
  createdAt: number;
  updatedAt: number;
  author: PageAuthor;
  answers: PageAnswer[];
}

/** Enough answers for a crawler to see what the page offers; the rest are in the page itself. */
const HEAD_ANSWERS = 30;
/** Meta descriptions are cut by search engines near this length anyway. */
const EXCERPT_LENGTH = 160;

/** The `answer/page` read the question page's render makes (its first tab, one full page: questions' `answerPageKey`), so the head shares it. */
export const pageAnswersParams = (questionId: string) => ({ question_id: questionId, order: ANSWER_ORDERS[0], page: 1, page_size: PAGE_SIZE_MAX });

/** A question a visitor may reach by its link: neither deleted nor held (staff and its author read those, but no page serves them). */
export const servesPage = (q: Pick<QuestionInfo, 'status'>) => q.status !== QuestionStatus.deleted && q.status !== QuestionStatus.pending;

/** Whether `answerId` (in either id form) is a live answer on the page: a link to it names a page that exists. */
export const liveOnPage = (answers: AnswerPage | undefined, answerId: string) => answers?.list.some((a) => a.id === answerId && a.status === AnswerStatus.normal) ?? false;

/** A question's link under permalink `mode` (2 and 4 carry no title), from its id as responses give it. */
export function questionPath(mode: number, q: Pick<QuestionInfo, 'id' | 'url_title'>): string {
  return mode === 2 || mode === 4 ? `/questions/${q.id}` : `/questions/${q.id}/${encodeURIComponent(q.url_title) || 'question'}`;
}

/** The description cut as the Markdown excerpt cuts it (whole characters, no trailing space before the ellipsis). */
function cut(text: string, length: number): string {
  const chars = [...text];
  return chars.length <= length ? text : `${chars.slice(0, Math.max(0, length - 1)).join('').trimEnd()}…`;
}

/** The head's facts from the question and its answers as the page reads them. */
export function questionFacts(mode: number, q: QuestionInfo, page: AnswerPage | undefined): QuestionPageFacts {
  const live = (page?.list ?? []).filter((a) => a.status === AnswerStatus.normal);
  const author = (u: Pick<AnswerInfo['user_info'], 'username' | 'display_name'>): PageAuthor => ({ username: u.username, display_name: u.display_name });
  return {
    id: q.id,
    path: questionPath(mode, q),
    title: q.title,
    excerpt: cut(q.description, EXCERPT_LENGTH),
    html: q.html,
    listed: q.show === Show.listed,
    voteCount: q.vote_count,
    answerCount: q.answer_count,
    createdAt: q.create_time,
    // the question's last activity: asked, edited or answered
    updatedAt: Math.max(q.create_time, q.edit_time, ...live.map((a) => a.create_time)),
    author: author(q.user_info),
    answers: live.slice(0, HEAD_ANSWERS).map((a) => ({
      id: a.id, html: a.html, voteCount: a.vote_count, accepted: a.accepted === Accepted.yes || a.id === q.accepted_answer_id, createdAt: a.create_time, author: author(a.user_info),
    })),
  };
}

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
