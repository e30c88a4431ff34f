import type { FromSchema } from 'json-schema-to-ts';

/**
 * What each member chooses of their achievements (plugin-configs' member settings, drawn on the
 * settings page): whether reputation changes and badges earned leave a notice in their inbox's
 * achievements. Words: `notifications.member_settings.*` in the server catalogue.
 */
export const achievementChoicesSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    reputation_notices: { type: 'boolean', default: true },
    badge_notices: { type: 'boolean', default: true },
  },
} as const;
export type AchievementChoices = Required<FromSchema<typeof achievementChoicesSchema>>;
