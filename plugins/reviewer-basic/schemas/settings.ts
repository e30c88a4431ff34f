import type { FromSchema } from 'json-schema-to-ts';

/** Answer's sizes for a keyword list: plenty for a word list, bounded for every post's check. */
export const REVIEW_WORDS_MAX = 5000;

/**
 * The basic reviewer's rules (Answer's reviewer-basic options). All off by default, so turning
 * the plugin on changes nothing until an admin picks a rule. Words are matched without regard
 * to case in a question's title, body and tags and in an answer's body.
 */
export const reviewerBasicSettings = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'quorum:settings/reviewer_basic',
  title: 'Basic reviewer',
  type: 'object',
  'x-visibility': 'admin',
  additionalProperties: false,
  required: ['review_all_posts', 'review_first_post', 'review_words'],
  properties: {
    review_all_posts: { type: 'boolean', title: 'Review all posts', description: 'Every new question and answer waits for a moderator.', default: false },
    review_first_post: { type: 'boolean', title: "Review a new member's first post", description: 'A member without an approved question or answer waits for a moderator.', default: false },
    review_words: {
      type: 'string', title: 'Words that send a post to review', description: 'One word or phrase a line (or separated by commas).',
      maxLength: REVIEW_WORDS_MAX, default: '',
    },
  },
} as const;
export type ReviewerBasicSettings = FromSchema<typeof reviewerBasicSettings>;
