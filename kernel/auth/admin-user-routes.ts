import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { NotFoundError } from '../http/errors.ts';
import { presentAdminUser, ROLE_NAMES } from './account-state.ts';
import { userCenterRoutes } from './user-center-routes.ts';
import {
  adminUserPageSchema, adminUserSchema, createUserBody, roleListSchema, userPageQuery, userPasswordBody, userQuery, userRoleBody, userStatusBody,
  type AdminUser, type AdminUserPage, type CreateUserBody, type Role, type UserPasswordBody, type UserQuery, type UserRoleBody, type UserStatusBody,
} from '../../schemas/api/admin-users.ts';
import { nullSchema } from '../../schemas/api/common.ts';
import type { FromSchema } from 'json-schema-to-ts';
import type { Kernel } from '../kernel.ts';

/** `quorum user create` checks its flags against the admin "add user" body. */
export { createUserBody };

/** Admin user management (SPEC §7.1): list, one member, status, role, new users, new passwords. */
export function adminUserRoutes(k: Kernel): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, FromSchema<typeof userPageQuery>>({
      method: 'get', path: '/users/page', access: 'admin', query: userPageQuery, response: adminUserPageSchema,
      handler: async ({ query }): Promise<AdminUserPage> => {
        const now = k.clock.now();
        const page = await k.users.page({ page: query.page ?? 1, pageSize: query.page_size ?? 20, query: query.query, status: query.status, staff: query.staff }, now);
        return { count: page.count, list: page.list.map((u) => presentAdminUser(u, now)) };
      },
    }),
    defineRoute<unknown, UserQuery>({
      method: 'get', path: '/user', access: 'admin', query: userQuery, response: adminUserSchema,
      handler: async ({ query }): Promise<AdminUser> => {
        const row = await k.users.byId(query.user_id);
        if (!row) throw new NotFoundError('error.user.not_found');
        return presentAdminUser(row, k.clock.now());
      },
    }),
    defineRoute<UserStatusBody>({
      method: 'put', path: '/user/status', access: 'admin', body: userStatusBody, response: nullSchema,
      handler: async ({ body, user }) => {
        await k.adminUsers.setStatus(user!.id, body);
        return null;
      },
    }),
    defineRoute({
      method: 'get', path: '/roles', access: 'admin', response: roleListSchema,
      handler: ({ req }): Role[] =>
        ([1, 3, 2] as const).map((id) => ({
          id,
          name: ROLE_NAMES[id],
          description: k.translator.t(req.quorum.language, `role.${ROLE_NAMES[id].toLowerCase()}.description`),
        })),
    }),
    defineRoute<UserRoleBody>({
      method: 'put', path: '/user/role', access: 'admin', body: userRoleBody, response: nullSchema,
      handler: async ({ body, user }) => {
        await k.adminUsers.setRole(user!.id, body.user_id, body.role_id);
        return null;
      },
    }),
    defineRoute<CreateUserBody>({
      method: 'post', path: '/user', access: 'admin', body: createUserBody, response: nullSchema,
      handler: async ({ body }) => {
        // the body holds only the schema's fields: a username or role_id sent along is dropped
        await k.adminUsers.create(body);
        return null;
      },
    }),
    defineRoute<UserPasswordBody>({
      method: 'put', path: '/user/password', access: 'admin', body: userPasswordBody, response: nullSchema,
      handler: async ({ body }) => {
        await k.adminUsers.setPassword(body.user_id, body.password);
        return null;
      },
    }),
    ...userCenterRoutes().admin,
  ];
}
