import type { Request, RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import type { RouteDefinition, RouteScope } from '../http/route.ts';
import { buildRouter, type RouteBuilderDeps } from '../http/route-builder.ts';
import type { RouteEntry } from '../http/route-table.ts';
import type { ApiReader, ApiWriter, ReadOptions } from '../http/in-process-reads.ts';
import { UnavailableError } from '../http/errors.ts';
import type { Translator } from '../i18n/translator.ts';
import type { AccountAdmin } from '../auth/account-admin.ts';
import type { UserDirectory } from '../auth/user-directory.ts';
import type { IdGenerator } from '../db/ids.ts';
import type { StorageEngine, StorageEngineRegistry } from '../db/storage-engine.ts';
import type { EventBus } from '../events/event-bus.ts';
import { rateLimit, RateCounter, type RateLimit } from '../guards/rate-limit.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { settingsGroupRoutes } from '../settings/settings-group-routes.ts';
import { settingsViewRoutes } from '../settings/settings-views.ts';
import { siteLifecycle, type LifecycleSources } from '../install/site-lifecycle.ts';
import { pluginAdmin, type PluginAdminSources } from './plugin-admin.ts';
import { signIn, type SignInSources } from './sign-in.ts';
import type { SiteCache } from '../ports/cache.ts';
import { CaptchaPoint } from '../ports/captcha.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { WebBuild } from '../ports/page-server.ts';
import type { Privileges } from '../ports/privileges.ts';
import type { Renderer } from '../ports/renderer.ts';
import { uploadsDir } from '../config/quorum-home.ts';
import type { ExtensionPoint } from './extension-points.ts';
import { capabilityCheck, ungranted } from './plugin-capabilities.ts';
import type { PluginContext } from './plugin-context.ts';
import type { LoadedPlugin, PluginHost } from './plugin-host.ts';

export type BuildablePluginContext = PluginContext & { buildRouters(): Map<RouteScope, Router> };

/**
 * What the plugin context lends of the kernel (`Kernel` is one): the services themselves, and
 * what the lifecycle steps, the plugins page and signing in drive, for the built-in plugins
 * lent those.
 */
export type PluginContextSources = LifecycleSources & PluginAdminSources & SignInSources & {
  readonly logger: Logger;
  readonly host: Pick<PluginHost, 'extensions' | 'isActive' | 'getConfig'>;
  readonly installed: boolean;
  readonly ids: IdGenerator;
  readonly cache: SiteCache;
  readonly mailer: Mailer;
  readonly userDirectory: UserDirectory;
  readonly accountAdmin: AccountAdmin;
  readonly engine: StorageEngine;
  readonly engines: Pick<StorageEngineRegistry, 'add'>;
  readonly web?: WebBuild;
  readonly settings: SettingsService;
  readonly events: Pick<EventBus, 'on' | 'durable' | 'emit'>;
  readonly translator: Translator;
  readonly routeDeps: RouteBuilderDeps;
  /** Default limits of the actions plugins declared; each plugin's context adds its own. */
  readonly declaredRateLimits: Record<string, RateLimit>;
  readonly rateLimits: Record<string, RateLimit>;
  routeTable(): RouteEntry[];
  readonly readApi: (req: Request, options?: ReadOptions) => ApiReader;
  readonly writeApi: (req: Request) => ApiWriter;
  renderer(): Renderer;
  privileges(): Privileges;
  onClose(task: () => Promise<void>): void;
  onListen(task: () => void): void;
};

/** The context handed to one plugin's `register()`: kernel services, scoped to the plugin. */
export function createPluginContext(kernel: PluginContextSources, plugin: LoadedPlugin): BuildablePluginContext {
  const { manifest } = plugin;
  const id = manifest.id;
  const routes = new Map<RouteScope, RouteDefinition<any, any>[]>();
  const raw: { path: string; handler: RequestHandler }[] = [];
  const known = new Set([id, 'kernel', ...manifest.requires, ...manifest.optional]);
  const extensions = kernel.host.extensions;
  // A point may be used or filled only when its owner is declared, so the host has ordered it first.
  const checkOwner = (point: ExtensionPoint<unknown>, verb: string) => {
    if (!known.has(point.owner))
      throw new Error(`plugin "${id}" ${verb} "${point.id}" of plugin "${point.owner}", which its plugin.json neither requires nor lists as optional`);
  };
  const lifecycle = siteLifecycle(kernel);
  // Privileged capabilities an added plugin declares but its operator never granted stop it here, before register().
  const refused = ungranted(manifest, plugin.dir);
  if (refused.length) throw new Error(`plugin "${id}" declares the capabilities ${refused.map((c) => `"${c}"`).join(', ')}, which the site's operator has not granted (quorum plugin add --grant ${refused.join(',')})`);
  const need = capabilityCheck(manifest);
  let lent: ReturnType<typeof signIn> | undefined;
  const signingIn = (member: string) => {
    need('sign-in', member);
    return (lent ??= signIn(kernel));
  };
  // One default per action: a later plugin naming another would silently lose (or win) by load order.
  const declareLimit = (action: string, limit: RateLimit) => {
    const earlier = kernel.declaredRateLimits[action];
    if (earlier && (earlier.limit !== limit.limit || earlier.windowSeconds !== limit.windowSeconds))
      throw new Error(`plugin "${id}" declares rate limit "${action}" as ${limit.limit} per ${limit.windowSeconds} s, which is already declared as ${earlier.limit} per ${earlier.windowSeconds} s`);
    kernel.declaredRateLimits[action] = limit;
  };
  const addRoute = (scope: RouteScope, route: RouteDefinition<any, any>) => routes.set(scope, [...(routes.get(scope) ?? []), route]);
  return {
    id,
    manifest,
    logger: kernel.logger.child({ plugin: id }),
    get uploadsDir() {
      return uploadsDir(kernel.home, kernel.config);
    },
    get installed() {
      return kernel.installed;
    },
    get db() {
      return kernel.db;
    },
    ids: kernel.ids,
    clock: kernel.clock,
    cache: kernel.cache,
    get mailer() {
      need('mail', 'ctx.mailer');
      return kernel.mailer;
    },
    users: kernel.userDirectory,
    get accounts() {
      need('accounts', 'ctx.accounts');
      return kernel.accountAdmin;
    },
    get credentials() {
      return signingIn('ctx.credentials').credentials;
    },
    get sessions() {
      return signingIn('ctx.sessions').sessions;
    },
    storage: {
      version: () => kernel.engine.version(kernel.db),
      size: () => kernel.engine.size(kernel.db),
      insertId: (db, table, row) => kernel.engine.insertId(db, table, row),
    },
    web: kernel.web,
    get site() {
      need('site', 'ctx.site');
      return lifecycle;
    },
    get plugins() {
      need('plugins', 'ctx.plugins');
      return pluginAdmin(kernel);
    },
    routes: {
      add(scope, route) {
        need('routes', 'ctx.routes.add');
        addRoute(scope, route);
      },
      raw(path, handler) {
        need('routes', 'ctx.routes.raw');
        raw.push({ path, handler });
      },
      table: () => kernel.routeTable(),
      reads: (req, options) => kernel.readApi(req, options),
      writes: (req) => kernel.writeApi(req),
    },
    settings: {
      get: (group) => kernel.settings.get(group),
      declare(group, hooks) {
        kernel.settings.declare(group, id);
        for (const route of settingsGroupRoutes(kernel.settings, group, hooks)) addRoute('admin', route);
      },
      view(view) {
        kernel.settings.declareView(view, id);
        for (const route of settingsViewRoutes(kernel.settings, view)) addRoute('admin', route);
      },
    },
    renderer: {
      render: (markdown) => kernel.renderer().render(markdown),
      excerpt: (markdown, length) => kernel.renderer().excerpt(markdown, length),
    },
    privileges: {
      can: (user, action, ownerId) => kernel.privileges().can(user, action, ownerId),
      check: (user, action, ownerId) => kernel.privileges().check(user, action, ownerId),
    },
    events: {
      on: (name, handler, mode) => kernel.events.on(id, name, handler, mode),
      durable: (name, handler, options) => kernel.events.durable(id, name, handler, options),
      emit: (name, payload, trx) => kernel.events.emit(name, payload, trx),
    },
    i18n: kernel.translator,
    provide(point, implementation) {
      checkOwner(point, 'provides');
      extensions.add(point, id, implementation);
    },
    use(point) {
      checkOwner(point, 'uses');
      return extensions.use(point);
    },
    need(point) {
      checkOwner(point, 'uses');
      const one = extensions.use(point);
      return () => {
        const provider = one();
        if (!provider) throw new UnavailableError('base.unavailable', null, { point: point.id });
        return provider;
      };
    },
    isEnabled(other) {
      if (!known.has(other)) throw new Error(`plugin "${id}" asks after "${other}", which its plugin.json neither requires nor lists as optional`);
      return kernel.host.isActive(other);
    },
    addStorageEngine(engine) {
      need('storage', 'ctx.addStorageEngine');
      kernel.engines.add(engine);
    },
    rateLimit(action, limit) {
      if (limit) declareLimit(action, limit);
      return rateLimit(kernel.cache, action, () => kernel.rateLimits, kernel.clock);
    },
    rateCounter(limits) {
      for (const [action, limit] of Object.entries(limits)) declareLimit(action, limit);
      return new RateCounter(kernel.cache, () => kernel.rateLimits, kernel.clock);
    },
    captcha(action, options) {
      const provider = extensions.use(CaptchaPoint);
      // Without an enabled captcha plugin nobody is asked.
      return (req, res, next) => {
        const captcha = provider();
        return captcha ? captcha.guard(action, options)(req, res, next) : next();
      };
    },
    config: async <T,>() => (await kernel.host.getConfig(kernel.db, id)) as T,
    onClose: (task) => kernel.onClose(task),
    onListen: (task) => kernel.onListen(task),
    buildRouters() {
      plugin.routes = routes;
      plugin.raw = raw;
      return new Map([...routes].map(([scope, defs]) => [scope, buildRouter(defs, kernel.routeDeps)]));
    },
  };
}
