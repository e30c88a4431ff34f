import type { Request, RequestHandler } from 'express';
import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import {
  deliveryPageSchema, deliveryQuery, endpointCreateBody, endpointCreatedSchema, endpointIdBody, endpointListSchema, endpointSchema, endpointUpdateBody,
  formatListSchema, testResultSchema,
  type DeliveryQuery, type EndpointCreateBody, type EndpointIdBody, type EndpointUpdateBody,
} from '../../schemas/webhook.ts';
import type { EndpointService } from '../endpoint-service.ts';
import type { SiteAddress } from '../target-url.ts';

/** How the admin reaches this server now, beside the site's URL (a webhook there would call the site). */
function siteAddress(req: Request, siteUrl: string): SiteAddress {
  return { siteUrl, requestHost: req.headers.host, requestProtocol: req.protocol, localPort: req.socket.localPort };
}

/**
 * `admin/api/webhooks…`: admins only; the secret appears in the create call's answer alone.
 * `testLimit`: the test button makes the server call out at once, so it is rate-limited.
 */
export function webhookRoutes(service: EndpointService, siteUrl: () => Promise<string>, testLimit: RequestHandler): RouteDefinition<any, any>[] {
  return [
    defineRoute({
      method: 'get', path: '/webhooks', access: 'admin', response: endpointListSchema,
      handler: () => service.list(),
    }),
    defineRoute<EndpointCreateBody>({
      method: 'post', path: '/webhooks', access: 'admin', body: endpointCreateBody, response: endpointCreatedSchema,
      handler: async ({ body, req }) => service.create(body, siteAddress(req, await siteUrl())),
    }),
    defineRoute<EndpointUpdateBody>({
      method: 'put', path: '/webhooks', access: 'admin', body: endpointUpdateBody, response: endpointSchema,
      handler: async ({ body, req }) => service.update(body, siteAddress(req, await siteUrl())),
    }),
    defineRoute<EndpointIdBody>({
      method: 'delete', path: '/webhooks', access: 'admin', body: endpointIdBody, response: { type: 'null' },
      handler: async ({ body }) => {
        await service.remove(body.id);
        return null;
      },
    }),
    defineRoute({
      method: 'get', path: '/webhooks/formats', access: 'admin', response: formatListSchema,
      handler: ({ req }) => service.formatList(req.quorum.language),
    }),
    defineRoute<EndpointIdBody>({
      method: 'post', path: '/webhooks/test', access: 'admin', body: endpointIdBody, response: testResultSchema, guards: [testLimit],
      handler: ({ body, req }) => service.test(body.id, req.quorum.language),
    }),
    defineRoute<unknown, DeliveryQuery>({
      method: 'get', path: '/webhooks/deliveries', access: 'admin', query: deliveryQuery, response: deliveryPageSchema,
      handler: ({ query }) => service.deliveryPage(query),
    }),
  ];
}
