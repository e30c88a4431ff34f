import { defineRoute, ForbiddenError, type Clock, type RouteDefinition } from '../../../../kernel/api.ts';
import { unsubscribeBodySchema, type UnsubscribeBody } from '../../schemas/notification.ts';
import type { MailCodeRepository } from '../mail-code-repository.ts';

/**
 * `PUT user/notification/unsubscribe` — the link in every notice mail. Public (the reader may be
 * signed out, or signed in as someone else): the code alone names the member whose mail stops.
 * An unknown code is Answer's 403 `url_expired`.
 */
export function unsubscribeRoute(codes: MailCodeRepository, clock: Clock): RouteDefinition<UnsubscribeBody> {
  return defineRoute<UnsubscribeBody>({
    method: 'put', path: '/user/notification/unsubscribe', access: 'public', body: unsubscribeBodySchema, response: { type: 'null' },
    handler: async ({ body }) => {
      const owner = await codes.ownerOf(body.code);
      if (!owner) throw ForbiddenError.typed('error.email.verify_url_expired', 'url_expired');
      await codes.unsubscribe(owner, clock.now());
      return null;
    },
  });
}
