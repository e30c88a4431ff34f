import type { FromSchema } from 'json-schema-to-ts';

/**
 * What `vote/up` and `vote/down` answer (Answer's VoteResp), written once: the service returns
 * this type, the routes declare the schema as their `response`, and the browser imports both.
 * Pure data and types, because the web bundle imports it.
 */

export const VOTE_STATUSES = ['vote_up', 'vote_down', ''] as const;
/** The member's vote on an object; '' for none. */
export type VoteStatus = (typeof VOTE_STATUSES)[number];

export const voteResultSchema = {
  type: 'object',
  required: ['votes', 'up_votes', 'down_votes', 'vote_status'],
  properties: {
    /** Up votes less down votes. */
    votes: { type: 'integer' },
    up_votes: { type: 'integer', minimum: 0 },
    down_votes: { type: 'integer', minimum: 0 },
    vote_status: { enum: VOTE_STATUSES },
  },
  additionalProperties: false,
} as const;
export type VoteResult = FromSchema<typeof voteResultSchema>;
