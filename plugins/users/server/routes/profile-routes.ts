import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import { interfaceBody, profileBody, type InterfaceBody, type ProfileBody } from '../../../../schemas/api/account-bodies.ts';
import { publicUserListSchema, type PublicUser } from '../../../../schemas/api/user.ts';
import { nullSchema } from '../../../../schemas/api/common.ts';
import { notificationConfigBody, notificationConfigSchema, type NotificationConfigBody } from '../../schemas/notification-config.ts';
import type { NotificationConfigService } from '../notification-config-service.ts';
import type { ProfileService } from '../profile-service.ts';
import type { ProfileRepository } from '../profile-repository.ts';
import { memberStatus, storedAvatar } from '../member-status.ts';

/** SPEC §5: mention suggestions show at most 5 members. */
const MENTION_SUGGESTIONS = 5;

const searchQuery = {
  type: 'object',
  required: ['username'],
  properties: { username: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

/** The member's own settings: profile, interface language, notifications; and @mention suggestions. */
export function profileRoutes(profiles: ProfileService, repository: ProfileRepository, notifications: NotificationConfigService, now: () => number): RouteDefinition<any, any>[] {
  return [
    defineRoute<ProfileBody>({
      method: 'put', path: '/user/info', access: 'activated', body: profileBody, response: nullSchema,
      handler: async ({ body, user }) => {
        await profiles.update(user!.id, body);
        return null;
      },
    }),
    defineRoute<InterfaceBody>({
      method: 'put', path: '/user/interface', access: 'member', body: interfaceBody, response: nullSchema,
      handler: async ({ body, user }) => {
        await profiles.setLanguage(user!.id, body.language);
        return null;
      },
    }),
    defineRoute<unknown, FromSchema<typeof searchQuery>>({
      // Members whose username or display name starts with the text, best known first.
      method: 'get', path: '/user/info/search', access: 'activated', query: searchQuery, response: publicUserListSchema,
      handler: async ({ query }) => (await repository.startingWith(query.username, MENTION_SUGGESTIONS)).map((row): PublicUser => ({
        id: String(row.id), username: row.username, display_name: row.display_name, avatar: storedAvatar(row.avatar), rank: row.rank,
        bio: row.bio, bio_html: row.bio_html, website: row.website, location: row.location, created_at: row.created_at,
        last_login_date: row.last_login_date, status: memberStatus(row, now()),
      })),
    }),
    defineRoute({
      method: 'get', path: '/user/notification/config', access: 'member', response: notificationConfigSchema,
      handler: ({ user }) => notifications.get(user!.id),
    }),
    defineRoute<NotificationConfigBody>({
      method: 'put', path: '/user/notification/config', access: 'member', body: notificationConfigBody, response: nullSchema,
      handler: async ({ body, user }) => {
        await notifications.put(user!.id, body);
        return null;
      },
    }),
  ];
}
