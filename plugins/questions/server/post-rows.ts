import type { Knex } from 'knex';

export type Db = Knex | Knex.Transaction;

export { Accepted, AnswerStatus, Pin, QuestionStatus, Show } from '../schemas/post-rules.ts';

export type Counter = 'vote_count' | 'collection_count' | 'follow_count' | 'comment_count';

interface Counters {
  vote_count: number;
  collection_count: number;
  follow_count: number;
  comment_count: number;
}

export interface QuestionRow extends Counters {
  id: string;
  user_id: string;
  title: string;
  original_text: string;
  parsed_text: string;
  /**
   * Plain-text excerpt of original_text for lists, written with it; null on rows from before
   * migration 003 until a list first shows them.
   */
  description: string | null;
  status: number;
  pin: number;
  show: number;
  view_count: number;
  unique_view_count: number;
  answer_count: number;
  accepted_answer_id: string;
  last_answer_id: string;
  last_edit_user_id: string;
  close_type: number;
  close_msg: string;
  operator_id: string;
  operation_type: string;
  revision: number;
  created_at: number;
  updated_at: number;
  edited_at: number;
  post_update_time: number;
}

/** What lists read of a question: everything but its body. */
export type QuestionListRow = Omit<QuestionRow, 'original_text' | 'parsed_text'>;

export interface AnswerRow extends Counters {
  id: string;
  question_id: string;
  user_id: string;
  original_text: string;
  parsed_text: string;
  status: number;
  accepted: number;
  last_edit_user_id: string;
  revision: number;
  created_at: number;
  updated_at: number;
  edited_at: number;
}

const STRINGS = new Set(['id', 'user_id', 'question_id', 'accepted_answer_id', 'last_answer_id', 'last_edit_user_id', 'operator_id', 'title', 'original_text', 'parsed_text', 'close_msg', 'operation_type']);
/** Text columns where NULL means something (not computed yet), so it survives normalizing. */
const NULLABLE_STRINGS = new Set(['description']);

function normalizeValue(key: string, value: unknown): unknown {
  if (NULLABLE_STRINGS.has(key)) return value === null || value === undefined ? null : String(value);
  return STRINGS.has(key) ? String(value ?? '') : Number(value);
}

/** One row shape on every engine: ids as strings, counters and times as numbers. */
export function normalizeRow<T>(row: Record<string, unknown> | undefined): T | undefined {
  if (!row) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key] = normalizeValue(key, value);
  return out as T;
}
