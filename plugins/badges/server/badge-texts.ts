import type { Language, PluginContext } from '../../../kernel/api.ts';

/*
 * Badge and group names live in the plugin's catalogue (locales/), keyed by slug, so every
 * response is in its reader's language.
 */
export const badgeNameKey = (slug: string) => `plugin.badges.badge.${slug}.name`;
export const badgeDescriptionKey = (slug: string) => `plugin.badges.badge.${slug}.desc`;
export const groupNameKey = (slug: string) => `plugin.badges.group.${slug}`;

/** Where the Autobiographer's description sends a member to fill in their profile. */
const PROFILE_SETTINGS_PATH = '/users/settings/profile';

/** The catalogue's texts for one reader. */
export class BadgeTexts {
  constructor(
    private readonly i18n: Pick<PluginContext['i18n'], 't'>,
    readonly language: Language,
  ) {}

  name(slug: string): string {
    return this.i18n.t(this.language, badgeNameKey(slug));
  }

  /** HTML from the catalogue (Answer's descriptions carry a link): no member writes it. */
  description(slug: string): string {
    return this.i18n.t(this.language, badgeDescriptionKey(slug), { profile_url: PROFILE_SETTINGS_PATH });
  }

  group(slug: string): string {
    return this.i18n.t(this.language, groupNameKey(slug));
  }
}
