import type { FromSchema } from 'json-schema-to-ts';
import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { presentAdminUser, ROLE_NAMES } from './account-state.ts';
import { SUSPEND_DURATIONS } from './admin-user-service.ts';
import type { Kernel } from '../kernel.ts';

const userId = { type: 'string', pattern: '^[1-9][0-9]{0,18}$', maxLength: 19 } as const;

const pageQuery = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, default: 1 },
    page_size: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    query: { type: 'string', maxLength: 100 },
    status: { enum: ['normal', 'suspended', 'deleted', 'inactive'] },
    staff: { type: 'boolean' },
  },
} as const;

const statusBody = {
  type: 'object',
  required: ['user_id', 'status'],
  properties: {
    user_id: userId,
    status: { enum: ['normal', 'suspended', 'deleted', 'inactive'] },
    suspend_duration: { enum: [...SUSPEND_DURATIONS] },
    reason: { type: 'string', maxLength: 500 },
    remove_all_content: { type: 'boolean' },
  },
} as const;

const roleBody = {
  type: 'object',
  required: ['user_id', 'role_id'],
  properties: { user_id: userId, role_id: { type: 'integer', enum: [1, 2, 3] } },
} as const;

/** The admin "add user" body; `quorum user create` checks its flags against it too. */
export const createUserBody = {
  type: 'object',
  required: ['display_name', 'email', 'password'],
  properties: {
    display_name: { type: 'string', minLength: 3, maxLength: 30, notBlank: true },
    email: { type: 'string', maxLength: 500, format: 'email' },
    password: { type: 'string', minLength: 8, maxLength: 32 },
  },
} as const;

const passwordBody = {
  type: 'object',
  required: ['user_id', 'password'],
  properties: { user_id: userId, password: { type: 'string', minLength: 8, maxLength: 32 } },
} as const;

/** Admin user management (SPEC §7.1): list, status, role, new users, new passwords. */
export function adminUserRoutes(k: Kernel): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, FromSchema<typeof pageQuery>>({
      method: 'get', path: '/users/page', access: 'admin', query: pageQuery,
      handler: async ({ query }) => {
        const now = k.clock.now();
        const page = await k.users.page({ page: query.page ?? 1, pageSize: query.page_size ?? 20, query: query.query, status: query.status, staff: query.staff }, now);
        return { count: page.count, list: page.list.map((u) => presentAdminUser(u, now)) };
      },
    }),
    defineRoute<FromSchema<typeof statusBody>>({
      method: 'put', path: '/user/status', access: 'admin', body: statusBody,
      handler: async ({ body, user }) => {
        await k.adminUsers.setStatus(user!.id, body);
        return null;
      },
    }),
    defineRoute({
      method: 'get', path: '/roles', access: 'admin',
      handler: ({ req }) =>
        [1, 3, 2].map((id) => ({
          id,
          name: ROLE_NAMES[id],
          description: k.translator.t(req.quorum.language, `role.${ROLE_NAMES[id]!.toLowerCase()}.description`),
        })),
    }),
    defineRoute<FromSchema<typeof roleBody>>({
      method: 'put', path: '/user/role', access: 'admin', body: roleBody,
      handler: async ({ body, user }) => {
        await k.adminUsers.setRole(user!.id, body.user_id, body.role_id);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof createUserBody>>({
      method: 'post', path: '/user', access: 'admin', body: createUserBody,
      handler: async ({ body }) => {
        // the body holds only the schema's fields: a username or role_id sent along is dropped
        await k.adminUsers.create(body);
        return null;
      },
    }),
    defineRoute<FromSchema<typeof passwordBody>>({
      method: 'put', path: '/user/password', access: 'admin', body: passwordBody,
      handler: async ({ body }) => {
        await k.adminUsers.setPassword(body.user_id, body.password);
        return null;
      },
    }),
  ];
}
