import type { FromSchema } from 'json-schema-to-ts';

/**
 * Privileges (Answer's `rank.*` keys and presets, reference §4.2), written once: the server's
 * rule, the admin page and the `permission` call all read these. Pure data and types, because
 * the web bundle imports it.
 */

/** The 22 keys an admin sets, in Answer's order; each is the reputation an action needs. */
export const PRIVILEGE_KEYS = [
  'rank.question.add', 'rank.answer.add', 'rank.comment.add', 'rank.report.add', 'rank.comment.vote_up', 'rank.link.url_limit',
  'rank.question.vote_up', 'rank.answer.vote_up', 'rank.question.vote_down', 'rank.answer.vote_down',
  'rank.answer.invite_someone_to_answer', 'rank.tag.add', 'rank.tag.edit', 'rank.question.edit', 'rank.answer.edit',
  'rank.question.edit_without_review', 'rank.answer.edit_without_review', 'rank.question.audit', 'rank.answer.audit',
  'rank.tag.audit', 'rank.tag.edit_without_review', 'rank.tag.synonym',
] as const;
export type PrivilegeKey = (typeof PRIVILEGE_KEYS)[number];

/** The presets low, medium (a fresh site's) and high: each key's value at levels 1, 2 and 3. */
export const PRESETS: Record<PrivilegeKey, readonly [number, number, number]> = {
  'rank.question.add': [1, 1, 1], 'rank.answer.add': [1, 1, 1], 'rank.comment.add': [1, 1, 1], 'rank.report.add': [1, 1, 1],
  'rank.comment.vote_up': [1, 1, 1], 'rank.link.url_limit': [1, 10, 10], 'rank.question.vote_up': [1, 8, 15],
  'rank.answer.vote_up': [1, 8, 15], 'rank.question.vote_down': [125, 125, 125], 'rank.answer.vote_down': [125, 125, 125],
  'rank.answer.invite_someone_to_answer': [1, 500, 1000], 'rank.tag.add': [1, 750, 1500], 'rank.tag.edit': [1, 50, 100],
  'rank.question.edit': [1, 100, 200], 'rank.answer.edit': [1, 100, 200], 'rank.question.edit_without_review': [1, 1000, 2000],
  'rank.answer.edit_without_review': [1, 1000, 2000], 'rank.question.audit': [1, 1000, 2000], 'rank.answer.audit': [1, 1000, 2000],
  'rank.tag.audit': [1, 2500, 5000], 'rank.tag.edit_without_review': [1, 10000, 20000], 'rank.tag.synonym': [1, 10000, 20000],
};

export const PRESET_LEVELS = [1, 2, 3] as const;
export const CUSTOM_LEVEL = 99;
export const DEFAULT_LEVEL = 2;

/**
 * Actions the `permission` call answers about (Answer's list). Those outside the 22 keys are
 * fixed: -1 means role powers (and the owner shortcut) only, never reputation.
 */
export const FIXED_THRESHOLDS = {
  'question.delete': -1, 'question.close': -1, 'question.reopen': -1, 'question.pin': -1, 'question.unpin': -1,
  'question.hide': -1, 'question.show': -1, 'answer.delete': -1, 'answer.accept': -1, 'comment.edit': -1,
  'comment.delete': -1, 'comment.vote_down': 1, 'tag.edit_slug_name': -1, 'tag.delete': -1, 'vote.detail': 0, 'tag.use_reserved_tag': -1,
} as const;

type Unprefixed<K> = K extends `rank.${infer A}` ? A : never;
/** An action a privilege guards: a key without its `rank.` prefix, or one of the fixed ones. */
export type PrivilegeAction = Unprefixed<PrivilegeKey> | keyof typeof FIXED_THRESHOLDS;
export const PRIVILEGE_ACTIONS = [...PRIVILEGE_KEYS.map((k) => k.slice('rank.'.length)), ...Object.keys(FIXED_THRESHOLDS)] as PrivilegeAction[];

/** One key and its value (Answer's constant.Privilege); the label is translated on the way out. */
export const privilegeSchema = {
  type: 'object',
  required: ['key', 'label', 'value'],
  properties: { key: { enum: PRIVILEGE_KEYS }, label: { type: 'string' }, value: { type: 'integer' } },
  additionalProperties: false,
} as const;
export type Privilege = FromSchema<typeof privilegeSchema>;

/** `GET setting/privileges` (Answer's GetPrivilegesConfigResp): the presets, the custom set, the level chosen. */
export const privilegesViewSchema = {
  type: 'object',
  required: ['options', 'selected_level'],
  properties: {
    options: {
      type: 'array',
      items: {
        type: 'object',
        required: ['level', 'level_desc', 'privileges'],
        properties: { level: { enum: [1, 2, 3, 99] }, level_desc: { type: 'string' }, privileges: { type: 'array', items: privilegeSchema } },
        additionalProperties: false,
      },
    },
    selected_level: { enum: [1, 2, 3, 99] },
  },
  additionalProperties: false,
} as const;
export type PrivilegesView = FromSchema<typeof privilegesViewSchema>;

/**
 * The stored settings group and `PUT setting/privileges` (Answer's UpdatePrivilegesConfigReq):
 * a level, and with 99 the custom values (each at least 1, keys left out keep the medium value).
 */
export const privilegesSettingsSchema = {
  $id: 'quorum:settings/privileges',
  title: 'Privileges',
  type: 'object',
  'x-visibility': 'admin',
  required: ['level', 'custom_privileges'],
  properties: {
    level: { enum: [1, 2, 3, 99], default: DEFAULT_LEVEL },
    custom_privileges: {
      type: 'array',
      maxItems: PRIVILEGE_KEYS.length,
      items: {
        type: 'object',
        required: ['key', 'value'],
        properties: { key: { enum: PRIVILEGE_KEYS }, label: { type: 'string' }, value: { type: 'integer', minimum: 1, maximum: 1_000_000_000 } },
        additionalProperties: false,
      },
      default: [],
    },
  },
  if: { properties: { level: { const: CUSTOM_LEVEL } }, required: ['level'] },
  then: { required: ['custom_privileges'], properties: { custom_privileges: { minItems: 1 } } },
  additionalProperties: false,
} as const;
export type PrivilegesSettings = FromSchema<typeof privilegesSettingsSchema>;
