/** JSON Schema pieces the question and answer routes share. */

/** A post id: 17 digits, or Answer's short form under permalink 3/4. */
export const postId = { type: 'string', minLength: 1, maxLength: 30, pattern: '^[0-9A-Za-z]+$' } as const;

/** Sizes only; the SPEC §5 rules and messages live in question-rules.ts. */
export const text = { type: 'string', maxLength: 65535 } as const;
export const title = { type: 'string', maxLength: 1000 } as const;

export const tagList = {
  type: 'array',
  maxItems: 50,
  items: {
    type: 'object',
    required: ['slug_name'],
    properties: {
      slug_name: { type: 'string', maxLength: 200 },
      display_name: { type: 'string', maxLength: 200 },
      original_text: { type: 'string', maxLength: 65536 },
    },
  },
} as const;

export const captcha = { captcha_id: { type: 'string', maxLength: 200 }, captcha_code: { type: 'string', maxLength: 200 } } as const;

export const pageFields = {
  page: { type: 'integer', minimum: 1, default: 1 },
  page_size: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;
