/**
 * Answer's point table (its `config` rows, reference/answer-backend.md §4.1). A kind names what
 * happened to whom: `*.voted_*` is the author's side of a vote, `*.vote_*` the voter's.
 */
export const POINTS = {
  'question.voted_up': 10,
  'question.voted_down': -2,
  'question.vote_up': 0,
  'question.vote_down': 0,
  'answer.voted_up': 10,
  'answer.voted_down': -2,
  'answer.vote_up': 0,
  'answer.vote_down': -1,
  'comment.vote_up': 0,
  'comment.vote_down': 0,
  'answer.accepted': 15,
  'answer.accept': 2,
  'edit.accepted': 2,
  'user.activated': 1,
  /**
   * Not an event: the reputation a member already had when the ledger first touched them (the
   * installer starts the admin at 1), recorded so the figure keeps equalling the sum of rows.
   */
  'reputation.opening': 0,
} as const;

export type ActivityKind = keyof typeof POINTS;

/** Gains stop for the day once a member's capped rows of the day reach this. */
export const DAILY_CAP = 200;

/** Kinds the daily cap neither limits nor counts (Answer's `daily_rank_limit.exclude`). */
export const CAP_EXEMPT: ReadonlySet<ActivityKind> = new Set(['answer.accepted', 'reputation.opening']);

/** A penalty never takes reputation below this. */
export const FLOOR = 1;

/** Rows that are votes cast (the voter's side), counted by the "most votes" ranking. */
export const VOTE_CAST_KINDS: readonly ActivityKind[] = [
  'question.vote_up', 'question.vote_down', 'answer.vote_up', 'answer.vote_down', 'comment.vote_up', 'comment.vote_down',
];

/**
 * What a new row of `nominal` points actually applies to a member now at `current` whose capped
 * rows of today sum to `today`. The floor clips penalties (one that would cross it takes only
 * down to 1, and a member already at or below 1 loses nothing); the cap clips gains to what is
 * left of the day's 200 (partially, where Answer applies the whole gain while under 200).
 */
export function appliedPoints(kind: ActivityKind, nominal: number, current: number, today: number): number {
  if (nominal < 0) return Math.min(0, Math.max(nominal, FLOOR - current));
  if (nominal === 0 || CAP_EXEMPT.has(kind)) return nominal;
  return Math.min(nominal, Math.max(0, DAILY_CAP - today));
}
