import type { FromSchema } from 'json-schema-to-ts';
import { QUESTION_ORDERS } from '../../questions/schemas/post-rules.ts';

/**
 * What `question/link` takes (Answer's GetQuestionLinkReq); it answers questions' own list shape
 * (`questionPageSchema`). Pure data and types, because the web bundle imports it.
 */

/** Answer's largest page of linked questions. */
export const LINKED_PAGE_SIZE_MAX = 100;
/** Answer's default page size. */
export const LINKED_PAGE_SIZE = 10;
/** How many linked questions the question page's sidebar shows (Answer's card). */
export const SIDEBAR_LINKED = 5;

/** Answer also takes `recommend`, which orders nothing there: read as `newest`. */
export const LINKED_ORDERS = [...QUESTION_ORDERS, 'recommend'] as const;

export const linkedQuerySchema = {
  type: 'object',
  required: ['question_id'],
  properties: {
    question_id: { type: 'string', minLength: 1, maxLength: 30, pattern: '^[0-9A-Za-z]+$' },
    page: { type: 'integer', minimum: 1, default: 1 },
    page_size: { type: 'integer', minimum: 1, maximum: LINKED_PAGE_SIZE_MAX, default: LINKED_PAGE_SIZE },
    order: { enum: LINKED_ORDERS, default: 'newest' },
  },
} as const;
/** The query as the handler sees it: defaults filled in. */
export type LinkedQuery = Required<FromSchema<typeof linkedQuerySchema>>;
