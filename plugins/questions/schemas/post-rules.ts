/**
 * The rules both halves of the questions plugin apply, written once (SPEC §3, §5, §9): the
 * server's checks and queries and the browser's forms, tabs and pages read these. Pure data,
 * because the web bundle imports it.
 */

/**
 * SPEC §3 status ids, as Answer stores them. Pending (11): a new post a reviewer holds back; only
 * its author and staff see it until it is approved (the review plugin's queue).
 */
export const QuestionStatus = { normal: 1, closed: 2, deleted: 10, pending: 11 } as const;
export const AnswerStatus = { normal: 1, deleted: 10, pending: 11 } as const;
export const Pin = { off: 1, on: 2 } as const;
export const Show = { listed: 1, hidden: 2 } as const;
export const Accepted = { no: 1, yes: 2 } as const;

/** SPEC §5: 'Title up to 150 characters'. */
export const TITLE_MAX = 150;
/** SPEC §5: 'content must be at least 6 characters in length'. */
export const ANSWER_MIN = 6;

/** SPEC §9: a question list page holds 20 questions. */
export const QUESTION_PAGE_SIZE = 20;
/**
 * The largest page a list serves. Answer sets no maximum (its own pages ask for 999 answers),
 * so a larger `page_size` is served this many rather than refused.
 */
export const PAGE_SIZE_MAX = 100;

/** Every order `question/page` takes; `hot` is Answer's trending order (`in_days` window). */
export const QUESTION_ORDERS = ['active', 'newest', 'frequent', 'score', 'unanswered', 'hot'] as const;
export type QuestionOrder = (typeof QUESTION_ORDERS)[number];
/** SPEC §2.1: the question list's sort tabs, default first. */
export const QUESTION_TABS = ['active', 'newest', 'frequent', 'score', 'unanswered'] as const satisfies readonly QuestionOrder[];
/** Without `in_days`, hot questions are those asked in the last 90 days (Answer's HotInDays). */
export const HOT_DAYS = 90;

/** SPEC §2.3: the answer sort tabs, default first. `answer/page` also takes Answer's `default` (score). */
export const ANSWER_ORDERS = ['score', 'newest'] as const;
export type AnswerOrder = (typeof ANSWER_ORDERS)[number];
