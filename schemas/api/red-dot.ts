import type { FromSchema } from 'json-schema-to-ts';

const count = { type: 'integer', minimum: 0 } as const;

/**
 * `GET notification/status`: the header's red dots (revision for reviewers only). The
 * notifications plugin answers it; the shell's avatar menu reads it too (its Review entry), so the
 * contract lives here, where both halves may import it.
 */
export const redDotSchema = {
  type: 'object',
  required: ['inbox', 'achievement', 'revision', 'can_revision'],
  properties: { inbox: count, achievement: count, revision: count, can_revision: { type: 'boolean' } },
  additionalProperties: false,
} as const;
export type RedDot = FromSchema<typeof redDotSchema>;
