import { defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import {
  apiKeyCreateBody, apiKeyCreatedSchema, apiKeyIdBody, apiKeyListSchema, apiKeyUpdateBody,
  type ApiKeyCreateBody, type ApiKeyIdBody, type ApiKeyUpdateBody,
} from '../../schemas/api-key.ts';
import type { ApiKeyService } from '../api-key-service.ts';

/** `admin/api/api-key…` (Answer 2.0's paths and shapes): admins only; the key is answered by the create call alone. */
export function apiKeyRoutes(service: ApiKeyService): RouteDefinition<any, any>[] {
  return [
    defineRoute({
      method: 'get', path: '/api-key/all', access: 'admin', response: apiKeyListSchema,
      handler: () => service.list(),
    }),
    defineRoute<ApiKeyCreateBody>({
      method: 'post', path: '/api-key', access: 'admin', body: apiKeyCreateBody, response: apiKeyCreatedSchema,
      handler: ({ body, user }) => service.create(body, user!),
    }),
    defineRoute<ApiKeyUpdateBody>({
      method: 'put', path: '/api-key', access: 'admin', body: apiKeyUpdateBody, response: { type: 'null' },
      handler: async ({ body }) => {
        await service.describe(body.id, body.description);
        return null;
      },
    }),
    defineRoute<ApiKeyIdBody>({
      method: 'delete', path: '/api-key', access: 'admin', body: apiKeyIdBody, response: { type: 'null' },
      handler: async ({ body, user }) => {
        await service.remove(body.id, user!);
        return null;
      },
    }),
  ];
}
