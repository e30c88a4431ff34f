import { defineExtensionPoint, defineSettingsGroup } from '../../../kernel/api.ts';
import type { NotificationSource } from '../schemas/notification-config.ts';
import { usersSettings, type UsersSettings } from '../../../schemas/settings/users.ts';

export type { NotificationSource };

/**
 * Members' notification settings (`user/notification/config`), for the plugin that sends
 * notices: whether a member wants mail from a source, and who wants the new-question mails.
 */
export interface NotificationPreferences {
  /** Each member's choice for `source` (members who never chose get the default). */
  wants(userIds: readonly string[], source: NotificationSource): Promise<Map<string, boolean>>;
  /** Members who turned `source` on (the new-question digests are off until chosen). */
  subscribers(source: Exclude<NotificationSource, 'inbox'>): Promise<string[]>;
  /**
   * Turns sources on or off for a member, as their settings page would (an unsubscribe link turns
   * off the very setting the member sees, so turning it on again there undoes the link).
   */
  set(userId: string, sources: readonly NotificationSource[], enable: boolean): Promise<void>;
}

export const NotificationPreferencesPoint = defineExtensionPoint<NotificationPreferences, 'one'>('users.notification-preferences', {
  owner: 'users', cardinality: 'one', members: ['wants', 'subscribers', 'set'],
});

/** What a member's public page carries before any JavaScript (the seo plugin's head). */
export interface MemberPageFacts {
  username: string;
  display_name: string;
  /** Plain text of the start of the bio; '' for a deleted member, whose profile text is gone. */
  excerpt: string;
  /** The avatar's URL ('' for the default or a deleted member). */
  avatar: string;
  deleted: boolean;
}

export interface MemberPages {
  /** Undefined when no member has this username. */
  member(username: string): Promise<MemberPageFacts | undefined>;
}

export const MemberPagesPoint = defineExtensionPoint<MemberPages, 'one'>('users.pages', { owner: 'users', cardinality: 'one', members: ['member'] });

/** The members' settings (SPEC §3 "Users": default avatar, profile edits allowed), public as `site_users` in siteinfo. */
export const UsersSettingsGroup = defineSettingsGroup<UsersSettings>({ name: 'users', schema: usersSettings, adminPath: '/siteinfo/users', siteinfoKey: 'site_users' });

/** The profile fields a member edits on their settings page. */
export type ProfileField = 'display_name' | 'username' | 'avatar' | 'bio' | 'website' | 'location';

declare module '../../../kernel/api.ts' {
  interface DomainEvents {
    /** A member saved their own profile; `changed`: the fields whose value changed (emitted once stored). */
    'user.profile_updated': { userId: string; changed: ProfileField[] };
  }
}
