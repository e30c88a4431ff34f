import { PAGE_SIZE_MAX, QUESTION_PAGE_SIZE } from '../../schemas/post-rules.ts';
import { tagInputSchema } from '../../../tags/schemas/tag.ts';

/** JSON Schema pieces the question and answer routes' requests share. */

/** A post id: 17 digits, or Answer's short form under permalink 3/4. */
export const postId = { type: 'string', minLength: 1, maxLength: 30, pattern: '^[0-9A-Za-z]+$' } as const;

/** Sizes only; the SPEC §5 rules and messages live in question-rules.ts. */
export const text = { type: 'string', maxLength: 65535 } as const;
export const title = { type: 'string', maxLength: 1000 } as const;

export const tagList = { type: 'array', maxItems: 50, items: tagInputSchema } as const;

export const captcha = { captcha_id: { type: 'string', maxLength: 200 }, captcha_code: { type: 'string', maxLength: 200 } } as const;

/** A page of a list. No maximum size: see pageParams. */
export const pageFields = {
  page: { type: 'integer', minimum: 1, default: 1 },
  page_size: { type: 'integer', minimum: 1, default: QUESTION_PAGE_SIZE },
} as const;

/** Answer sets no largest page (its own pages ask for 999 answers): a larger one is served PAGE_SIZE_MAX. */
export function pageParams(query: { page?: number; page_size?: number }): { page: number; page_size: number } {
  return { page: query.page ?? 1, page_size: Math.min(query.page_size ?? QUESTION_PAGE_SIZE, PAGE_SIZE_MAX) };
}
