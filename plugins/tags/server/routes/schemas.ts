/** JSON Schema pieces the tag routes share. */
export const tagId = { type: 'string', pattern: '^[0-9]{1,20}$' } as const;

/** Length and charset are checked by tag-rules (SPEC §5 messages); the schema bounds the size. */
export const tagName = { type: 'string', maxLength: 200 } as const;
