import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import {
  notificationPageQuerySchema, notificationPageSchema, notificationTypeBodySchema, readStateBodySchema, redDotSchema,
  type NotificationPageQuery, type NotificationTypeBody, type ReadStateBody,
} from '../../schemas/notification.ts';
import type { NotificationService } from '../notification-service.ts';

/** `notification/*` (SPEC §7.2 Notifications): a member's own lists and red dots only. */
export function notificationRoutes(service: NotificationService): RouteDefinition<any, any>[] {
  return [
    defineRoute<unknown, NotificationPageQuery>({
      method: 'get', path: '/notification/page', access: 'member', query: notificationPageQuerySchema, response: notificationPageSchema,
      handler: ({ query, user, req }) => service.page(user!, query, req.quorum.language),
    }),
    defineRoute({
      method: 'get', path: '/notification/status', access: 'member', response: redDotSchema,
      handler: ({ user }) => service.redDot(user!),
    }),
    defineRoute<NotificationTypeBody>({
      method: 'put', path: '/notification/status', access: 'member', body: notificationTypeBodySchema, response: redDotSchema,
      handler: ({ body, user }) => service.clearDot(user!, body.type),
    }),
    defineRoute<ReadStateBody>({
      method: 'put', path: '/notification/read/state', access: 'member', body: readStateBodySchema, response: { type: 'null' },
      handler: async ({ body, user }) => {
        await service.readOne(user!, body.id);
        return null;
      },
    }),
    defineRoute<NotificationTypeBody>({
      method: 'put', path: '/notification/read/state/all', access: 'member', body: notificationTypeBodySchema, response: { type: 'null' },
      handler: async ({ body, user }) => {
        await service.readAll(user!, body.type);
        return null;
      },
    }),
  ];
}
