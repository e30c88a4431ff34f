import type { FromSchema } from 'json-schema-to-ts';

const text = { type: 'string' } as const;

/** Answer's UserBasicInfo: what posts show of their authors and editors. */
export const userBasicInfoSchema = {
  type: 'object',
  required: ['id', 'username', 'display_name', 'avatar', 'rank', 'website', 'location', 'language', 'status', 'suspended_until'],
  properties: {
    id: text,
    username: text,
    display_name: text,
    avatar: text,
    rank: { type: 'integer' },
    website: text,
    location: text,
    language: text,
    status: text,
    suspended_until: { type: 'integer' },
  },
  additionalProperties: false,
} as const;
export type UserBasicInfo = FromSchema<typeof userBasicInfoSchema>;

/** Answer's QuestionPageRespOperator: who last acted on a listed question (the user badge). */
export { userBadgeSchema as operatorSchema, type UserBadge as Operator } from '../../../schemas/api/user.ts';
