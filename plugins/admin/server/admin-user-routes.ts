import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, InputError, NotFoundError, parseAvatar, statusName, type AccountAdmin, type Language, type PluginContext, type RouteDefinition } from '../../../kernel/api.ts';
import {
  activationUrlSchema, addUsersBody, adminUserPageSchema, adminUserSchema, BULK_USERS_MAX, createUserBody, deletePermanentlyBody, editUserProfileBody, roleListSchema, ROLE_NAMES,
  userActivationBody, userActivationQuery, userPageQuery, userPasswordBody, userQuery, userRoleBody, userStatusBody,
  type ActivationUrl, type AddUsersBody, type AdminUser, type AdminUserPage, type CreateUserBody, type DeletePermanentlyBody, type EditUserProfileBody, type Role,
  type UserPasswordBody, type UserQuery, type UserRoleBody, type UserStatusBody,
} from '../../../schemas/api/admin-users.ts';
import { nullSchema } from '../../../schemas/api/common.ts';
import { userCenterAdminAgentSchema, type UserCenterAdminAgent } from '../../../schemas/api/user-center.ts';
import type { AdminUserRepository, AdminUserRow } from './admin-user-repository.ts';
import type { AdminUserService } from './admin-user-service.ts';
import type { RefusedLine } from './bulk-users.ts';

/**
 * One field error per refused line, all under `users` (the field Answer's form marks), each
 * naming its line, the field at fault and why, in the reader's language.
 */
function bulkErrors(i18n: PluginContext['i18n'], language: Language, refused: RefusedLine[]): InputError {
  const t = (key: string, vars: Record<string, unknown> = {}) => i18n.t(language, key, vars);
  return InputError.fields('error.user.bulk.refused', refused.map((r) => ({
    error_field: 'users',
    error_msg: t('error.user.bulk.line', { line: r.line, field: t(`error.user.bulk.field.${r.field}`), content: r.content, problem: t(r.reason) }),
  })));
}

const roleId = (id: number): 1 | 2 | 3 => (id === 2 || id === 3 ? id : 1);

export function presentAdminUser(row: AdminUserRow, now: number): AdminUser {
  return {
    user_id: String(row.id),
    username: row.username,
    display_name: row.display_name,
    e_mail: row.e_mail,
    avatar: parseAvatar(row.avatar),
    rank: row.rank,
    status: statusName(row, now),
    role_id: roleId(row.role_id),
    role_name: ROLE_NAMES[roleId(row.role_id)],
    created_at: row.created_at,
    last_login_date: row.last_login_date,
    deleted_at: row.deleted_at,
    suspended_at: row.suspended_at,
    suspended_until: row.suspended_until,
  };
}

// Without a user-center plugin (Answer's), every user-management action stays with the site's admins.
const siteManagesUsers: UserCenterAdminAgent = {
  allow_create_user: true, allow_update_user_status: true, allow_update_user_password: true, allow_update_user_role: true,
};

/** Admin user management (SPEC §7.1): list, one member, status, role, new users, new passwords. */
export function adminUserRoutes(
  users: AdminUserRepository, service: AdminUserService, accounts: AccountAdmin, i18n: PluginContext['i18n'], now: () => number,
): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, FromSchema<typeof userPageQuery>>({
      method: 'get', path: '/users/page', access: 'admin', query: userPageQuery, response: adminUserPageSchema,
      handler: async ({ query }): Promise<AdminUserPage> => {
        const at = now();
        const page = await users.page({ page: query.page ?? 1, pageSize: query.page_size ?? 20, query: query.query, status: query.status, staff: query.staff }, at);
        return { count: page.count, list: page.list.map((u) => presentAdminUser(u, at)) };
      },
    }),
    defineRoute<unknown, UserQuery>({
      method: 'get', path: '/user', access: 'admin', query: userQuery, response: adminUserSchema,
      handler: async ({ query }): Promise<AdminUser> => {
        const row = await users.byId(query.user_id);
        if (!row) throw new NotFoundError('error.user.not_found');
        return presentAdminUser(row, now());
      },
    }),
    defineRoute<UserStatusBody>({
      method: 'put', path: '/user/status', access: 'admin', body: userStatusBody, response: nullSchema,
      handler: async ({ body, user }) => {
        await service.setStatus(user!.id, body);
        return null;
      },
    }),
    defineRoute({
      method: 'get', path: '/roles', access: 'admin', response: roleListSchema,
      handler: ({ req }): Role[] =>
        ([1, 3, 2] as const).map((id) => ({
          id,
          name: ROLE_NAMES[id],
          description: i18n.t(req.quorum.language, `role.${ROLE_NAMES[id].toLowerCase()}.description`),
        })),
    }),
    defineRoute<UserRoleBody>({
      method: 'put', path: '/user/role', access: 'admin', body: userRoleBody, response: nullSchema,
      handler: async ({ body, user }) => {
        await service.setRole(user!.id, body.user_id, body.role_id);
        return null;
      },
    }),
    defineRoute<CreateUserBody>({
      method: 'post', path: '/user', access: 'admin', body: createUserBody, response: nullSchema,
      handler: async ({ body }) => {
        // the body holds only the schema's fields: a username or role_id sent along is dropped
        await accounts.create(body);
        return null;
      },
    }),
    defineRoute<AddUsersBody>({
      method: 'post', path: '/users', access: 'admin', body: addUsersBody, response: nullSchema,
      handler: async ({ body, req }) => {
        const result = await service.addUsers(body.users);
        if ('tooMany' in result) throw InputError.field('error.user.bulk.amount', 'users', `error.user.bulk.amount|${JSON.stringify({ max: BULK_USERS_MAX })}`);
        if (result.refused.length > 0) throw bulkErrors(i18n, req.quorum.language, result.refused);
        return null;
      },
    }),
    defineRoute<EditUserProfileBody>({
      method: 'put', path: '/user/profile', access: 'admin', body: editUserProfileBody, response: nullSchema,
      handler: async ({ body, user }) => {
        await service.editProfile(user!.id, body);
        return null;
      },
    }),
    defineRoute<unknown, UserQuery>({
      method: 'get', path: '/user/activation', access: 'admin', query: userActivationQuery, response: activationUrlSchema,
      handler: async ({ query }): Promise<ActivationUrl> => ({ activation_url: await service.activationLink(query.user_id) }),
    }),
    defineRoute<UserQuery>({
      method: 'post', path: '/user/activation', access: 'admin', body: userActivationBody, response: nullSchema,
      handler: async ({ body }) => {
        await service.sendActivation(body.user_id);
        return null;
      },
    }),
    defineRoute<DeletePermanentlyBody>({
      method: 'delete', path: '/delete/permanently', access: 'admin', body: deletePermanentlyBody, response: nullSchema,
      handler: async ({ body }) => {
        await service.deletePermanently(body.type);
        return null;
      },
    }),
    defineRoute<UserPasswordBody>({
      method: 'put', path: '/user/password', access: 'admin', body: userPasswordBody, response: nullSchema,
      handler: async ({ body }) => {
        await accounts.setPassword(body.user_id, body.password);
        return null;
      },
    }),
    defineRoute({ method: 'get', path: '/user-center/agent', access: 'admin', response: userCenterAdminAgentSchema, handler: () => siteManagesUsers }),
  ];
}
