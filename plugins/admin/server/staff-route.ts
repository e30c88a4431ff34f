import { avatarUrl, defineRoute, parseAvatar, type RouteDefinition } from '../../../kernel/api.ts';
import { userStaffListSchema, userStaffQuery, type UserStaff, type UserStaffQuery } from '../../../schemas/api/admin-users.ts';
import type { AdminUserRepository } from './admin-user-repository.ts';

/** `GET /answer/api/v1/user/staff`: admins and moderators by name prefix, as Answer's mention picker asks. */
export function staffRoute(users: AdminUserRepository): RouteDefinition<any, any> {
  return defineRoute<unknown, UserStaffQuery>({
    method: 'get', path: '/user/staff', access: 'optional', query: userStaffQuery, response: userStaffListSchema,
    handler: async ({ query }): Promise<UserStaff> =>
      (await users.staff(query.username ?? '', query.page_size ?? 10)).map((u) => ({ username: u.username, display_name: u.display_name, avatar: avatarUrl(parseAvatar(u.avatar)) })),
  });
}
