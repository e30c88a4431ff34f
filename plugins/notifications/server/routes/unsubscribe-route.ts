import { defineRoute, ForbiddenError, type RouteDefinition } from '../../../../kernel/api.ts';
import { unsubscribeBodySchema, type UnsubscribeBody } from '../../schemas/notification.ts';
import type { MailSubscriptions } from '../mail-subscriptions.ts';

/**
 * `PUT user/notification/unsubscribe` — the link in every notice and new-question mail. Public
 * (the reader may be signed out, or signed in as someone else): the code alone names the member
 * and the settings it turns off (inbox mail, or both new-question mails). An unknown code is
 * Answer's 403 `url_expired`.
 */
export function unsubscribeRoute(subscriptions: MailSubscriptions): RouteDefinition<UnsubscribeBody> {
  return defineRoute<UnsubscribeBody>({
    method: 'put', path: '/user/notification/unsubscribe', access: 'public', body: unsubscribeBodySchema, response: { type: 'null' },
    handler: async ({ body }) => {
      if (!(await subscriptions.unsubscribe(body.code))) throw ForbiddenError.typed('error.email.verify_url_expired', 'url_expired');
      return null;
    },
  });
}
