import { definePlugin } from '../../../kernel/api.ts';
import { TokenResolverPoint } from '../../../kernel/provider-api.ts';
import { ApiKeyRepository } from './api-key-repository.ts';
import { ApiKeyService } from './api-key-service.ts';
import { apiKeyRoutes } from './routes/api-key-routes.ts';

export default definePlugin({
  register(ctx) {
    const service = new ApiKeyService(new ApiKeyRepository(() => ctx.db, ctx.storage.insertId), ctx.clock, ctx.logger);
    ctx.provide(TokenResolverPoint, { resolve: (token) => service.resolve(token) });
    for (const route of apiKeyRoutes(service)) ctx.routes.add('admin', route);
  },
});
