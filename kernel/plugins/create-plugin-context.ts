import type { RequestHandler, Router } from 'express';
import type { Kernel } from '../kernel.ts';
import type { RouteDefinition, RouteScope } from '../http/route.ts';
import { buildRouter } from '../http/route-builder.ts';
import { captchaGuard, rateLimit } from '../guards/rate-limit.ts';
import type { PluginContext } from './plugin-context.ts';
import type { LoadedPlugin } from './plugin-host.ts';

export type BuildablePluginContext = PluginContext & { buildRouters(): Map<RouteScope, Router> };

/** The context handed to one plugin's `register()`: kernel services, scoped to the plugin. */
export function createPluginContext(kernel: Kernel, plugin: LoadedPlugin): BuildablePluginContext {
  const id = plugin.manifest.id;
  const routes = new Map<RouteScope, RouteDefinition<any, any>[]>();
  const raw: { path: string; handler: RequestHandler }[] = [];
  return {
    id,
    manifest: plugin.manifest,
    logger: kernel.logger.child({ plugin: id }),
    home: kernel.home,
    get db() {
      return kernel.db;
    },
    ids: kernel.ids,
    routes: {
      add(scope, route) {
        routes.set(scope, [...(routes.get(scope) ?? []), route]);
      },
      raw(path, handler) {
        raw.push({ path, handler });
      },
    },
    settings: kernel.settings,
    renderer: {
      render: (markdown) => kernel.renderer().render(markdown),
      excerpt: (markdown, length) => kernel.renderer().excerpt(markdown, length),
    },
    events: {
      on: (name, handler, mode) => kernel.events.on(id, name, handler, mode),
      emit: (name, payload, trx) => kernel.events.emit(name, payload, trx),
    },
    container: kernel.container,
    schemas: kernel.validator,
    i18n: kernel.translator,
    provide: (slot, implementation) => kernel.providers.add(slot, id, implementation),
    providers: (slot) => kernel.providers.all(slot),
    addStorageEngine: (engine) => kernel.engines.add(engine),
    rateLimit: (action) => rateLimit(kernel.cache, action, () => kernel.rateLimits),
    captcha: (action) => captchaGuard(() => kernel.captcha(), action),
    config: async <T,>() => (await kernel.host.getConfig(kernel.db, id)) as T,
    buildRouters() {
      plugin.routes = routes;
      plugin.raw = raw;
      const deps = { validator: kernel.validator, translator: kernel.translator, settings: kernel.settings, clock: kernel.clock };
      return new Map([...routes].map(([scope, defs]) => [scope, buildRouter(defs, deps)]));
    },
  };
}
