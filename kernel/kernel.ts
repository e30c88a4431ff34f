import type { Request } from 'express';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { mkdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import knexFactory, { type Knex } from 'knex';
import { pino, type Logger } from 'pino';
import { knexLog } from './db/knex-log.ts';
import { LANGUAGES, Translator, type Catalog } from './i18n/translator.ts';
import { SchemaValidator } from './http/validation.ts';
import { CacheEnginePoint, type CacheConfig, type SharedCache } from './ports/cache.ts';
import { KernelCache } from './ports/site-cache.ts';
import { KernelMetrics } from './http/metrics.ts';
import { RequestDecoratorPoint } from './ports/request-decorator.ts';
import { systemClock, type Clock } from './ports/clock.ts';
import { SiteMailer, MailerPoint } from './ports/mailer.ts';
import { plainTextRenderer, RendererPoint, type Renderer } from './ports/renderer.ts';
import { PrivilegesPoint, rolesOnlyPrivileges, type Privileges } from './ports/privileges.ts';
import { SettingsService } from './settings/settings-service.ts';
import { SessionService } from './auth/session-service.ts';
import { UserRepository } from './auth/user-repository.ts';
import { AccountAdmin } from './auth/account-admin.ts';
import { AccountActivation } from './auth/account-activation.ts';
import { EventBus } from './events/event-bus.ts';
import { OwedWorkSweeps } from './events/owed-work-sweeps.ts';
import { IdGenerator } from './db/ids.ts';
import { Migrator, loadMigrationFolder, type MigrationSet } from './db/migrator.ts';
import { StorageEngineRegistry, type StorageEngine, type DatabaseConfig } from './db/storage-engine.ts';
import { PluginHost } from './plugins/plugin-host.ts';
import { discoverPlugins, resolveRequirements } from './plugins/plugin-discovery.ts';
import { createPluginContext } from './plugins/create-plugin-context.ts';
import { AddedPlugins } from './plugins/added-plugins.ts';
import { readConfig, resolveHome, sitePluginsDir, type QuorumConfig } from './config/quorum-home.ts';
import { resolveRateLimits, type RateLimit, type RateLimitOverrides } from './guards/rate-limit.ts';
import { buildApp, requestListener } from './http/app.ts';
import type { WebBuild } from './ports/page-server.ts';
import { routeEntries, type RouteEntry } from './http/route-table.ts';
import type { RouteBuilderDeps } from './http/route-builder.ts';
import { inProcessReads, inProcessWrites, type ApiReader, type ApiWriter, type ReadOptions } from './http/in-process-reads.ts';
import { settingsRoutes } from './settings/settings-routes.ts';
import { pluginStatusRoute } from './plugins/plugin-status-route.ts';
import { SCOPE_BASE, type RouteDefinition, type RouteScope } from './http/route.ts';
import { REPO_ROOT } from './paths.ts';
import { SqlUserDirectory, type UserDirectory } from './auth/user-directory.ts';

const here = dirname(fileURLToPath(import.meta.url));
export { REPO_ROOT };

export interface KernelOptions {
  /** QUORUM_HOME; default $QUORUM_HOME or ./data. */
  home?: string;
  /** Folders of plugin folders; default <repo>/plugins and, when it exists, QUORUM_HOME/plugins. */
  pluginRoots?: string[];
  /** Load only these plugins (test kernels). */
  plugins?: readonly string[];
  logger?: Logger;
  clock?: Clock;
  /** Built web bundle to serve; false serves none. Default <repo>/web/dist. */
  webDist?: string | false;
  /**
   * The web's server render (web/src/entry-server.tsx built by `vite build --ssr`); false renders
   * no page on the server. Default: entry-server.js in dist-server beside the web bundle.
   */
  serverBundle?: string | false;
  rateLimits?: RateLimitOverrides;
}

export class PendingMigrationsError extends Error {
  constructor(readonly pending: { owner: string; name: string }[]) {
    super(`the database needs ${pending.length} migration(s) (${pending.map((p) => `${p.owner}/${p.name}`).join(', ')}); run \`quorum upgrade\` first`);
  }
}

/** The shared cache config.yaml names cannot be used (`quorum check` reports it apart from the database). */
export class CacheUnavailableError extends Error {}

/**
 * The composition root of one site: services, plugin host, HTTP app. Several kernels can
 * live in one process (tests); nothing here is global.
 */
export class Kernel {
  readonly home: string;
  readonly logger: Logger;
  readonly clock: Clock;
  readonly translator = new Translator();
  readonly validator = new SchemaValidator();
  readonly engines = new StorageEngineRegistry();
  readonly host: PluginHost;
  /** This process's memory, or the shared cache config.yaml names (`cache:`) while it is reachable. */
  readonly cache: KernelCache;
  readonly events: EventBus;
  readonly settings: SettingsService;
  readonly sessions: SessionService;
  readonly users: UserRepository;
  readonly mailer: SiteMailer;
  /** Writes that may activate an account, each announcing it (`user.activated`). */
  readonly activation: AccountActivation;
  readonly accountAdmin: AccountAdmin;
  readonly ids: IdGenerator;
  readonly userDirectory: UserDirectory;
  /** The built web app this site serves (its files and pages through the page server); none without index.html. */
  readonly web?: WebBuild;
  /** The kernel's own JSON routes by scope (settings, languages, the plugin list); features, account flows included, come from plugins. */
  readonly ownRoutes: Partial<Record<RouteScope, RouteDefinition<any, any>[]>>;
  /** What every route's guard, validation and answer need (the kernel's routes and plugins' alike). */
  readonly routeDeps: RouteBuilderDeps;
  /** The API's GETs read in process for a request already here (the server render's reads). */
  readonly readApi: (req: Request, options?: ReadOptions) => ApiReader = inProcessReads(this);
  /** The API's writes made in process for a request already here (MCP's write tools). */
  readonly writeApi: (req: Request) => ApiWriter = inProcessWrites(this);
  readonly app;
  private readonly addedPlugins: AddedPlugins;
  /** `/metrics` (off unless config.yaml's `metrics.enabled`). */
  readonly metrics: KernelMetrics;
  config?: QuorumConfig;
  /** Migrations the last boot applied (`boot({ migrate: true })`). */
  appliedMigrations: string[] = [];
  private knex?: Knex;
  private server?: Server;
  /** Lets go of the storage engine's claim on the site (SQLite: one serving process). */
  private releaseServerClaim?: () => Promise<void>;
  private readonly closing: (() => Promise<void>)[] = [];
  private readonly listening: (() => void)[] = [];

  constructor(readonly options: KernelOptions = {}) {
    this.home = resolveHome(options.home);
    this.logger = options.logger ?? pino({ level: process.env.LOG_LEVEL ?? 'info' });
    this.clock = options.clock ?? systemClock;
    this.cache = new KernelCache(this.logger);
    this.host = new PluginHost(this.logger, this.validator, async () => this.pluginsChanged());
    const active = (owner: string) => this.host.isActive(owner);
    this.events = new EventBus(this.logger, active, () => this.knex);
    // Durable handlers' runs a process owed and never made (killed): taken up once the kernel serves.
    // (a serving process's sweep passes now: the journal's leases say which runs no live process holds)
    const sweeps = new OwedWorkSweeps({ label: 'durable event handlers: owed runs', take: (before) => this.events.sweep(before), staleMs: 0 }, this.logger);
    this.onListen(() => sweeps.start());
    this.onClose(async () => sweeps.stop());
    // A write through any process is told to every process's request decorator: this one's at
    // once, the others' through the shared cache's signal.
    const decorator = this.host.extensions.use(RequestDecoratorPoint);
    const changedHere = async () => decorator()?.changed?.();
    const siteChanged = async () => {
      await changedHere();
      await this.cache.signal('site-changed');
    };
    this.cache.onSignal('site-changed', changedHere);
    // Another process switched a plugin on or off: its flags are in the database.
    this.cache.onSignal('plugins', async () => {
      if (!this.installed) return;
      await this.discoverAdded();
      await this.host.loadState(this.db);
      await changedHere();
    });
    this.events.onAnyCommitted(siteChanged);
    const db = () => this.db;
    this.settings = new SettingsService(db, this.cache, this.validator, this.clock, active, siteChanged);
    this.sessions = new SessionService(db, () => this.config!.auth.jwt_secret, this.clock);
    this.users = new UserRepository(db, () => this.engine);
    this.mailer = new SiteMailer(() => this.host.extensions.one(MailerPoint), this.logger);
    this.activation = new AccountActivation(this.users, this.events);
    this.accountAdmin = new AccountAdmin(db, this.users, this.sessions, this.clock, this.activation, this.validator);
    this.ids = new IdGenerator(() => this.engine);
    this.userDirectory = new SqlUserDirectory(db, this.clock);
    this.addedPlugins = new AddedPlugins({
      home: this.home, host: this.host, settings: this.settings, events: this.events, validator: this.validator, logger: this.logger,
      db: () => (this.installed ? this.knex : undefined),
      registerAll: () => this.registerPlugins(() => true),
    });
    this.web = webBuild(options);
    if (this.web) this.web.addedModules = () => this.addedPlugins.webModules();
    const settings = settingsRoutes(this);
    this.ownRoutes = { api: [...settings.api, pluginStatusRoute(this.host)], admin: settings.admin };
    this.routeDeps = { validator: this.validator, translator: this.translator, settings: this.settings, clock: this.clock, decorator, siteChanged };
    this.metrics = new KernelMetrics(this);
    this.app = buildApp(this);
  }

  /** Default limits of the actions plugins declared (`ctx.rateLimit(action, limit)`). */
  readonly declaredRateLimits: Record<string, RateLimit> = {};

  /** Defaults, then config.yaml's `rate_limits`, then the options (read per request: config.yaml loads at boot). */
  get rateLimits(): Record<string, RateLimit> {
    return resolveRateLimits(this.declaredRateLimits, this.config?.rate_limits, this.options.rateLimits);
  }

  get installed(): boolean {
    return !!this.config?.installed_at && !!this.knex;
  }

  /** The site database; throws while the site is not installed. */
  get db(): Knex {
    if (!this.knex) throw new Error('the site is not installed: no database yet');
    return this.knex;
  }

  get engine(): StorageEngine {
    const id = this.config?.database.engine;
    const engine = id ? this.engines.get(id) : undefined;
    if (!engine) throw new Error(`storage engine "${id}" is not available (is its plugin installed?)`);
    return engine;
  }

  renderer(): Renderer {
    return this.host.extensions.one(RendererPoint) ?? plainTextRenderer;
  }

  privileges(): Privileges {
    return this.host.extensions.one(PrivilegesPoint) ?? rolesOnlyPrivileges;
  }

  /**
   * Discovers plugins and registers them. Before install only storage, cache, install and web plugins
   * register (the wizard's page is served like every page); afterwards everything, once the database is reachable and migrated.
   */
  async boot({ migrate = false }: { migrate?: boolean } = {}): Promise<void> {
    const siteRoot = sitePluginsDir(this.home);
    const roots = this.options.pluginRoots ?? [join(REPO_ROOT, 'plugins'), ...(existsSync(siteRoot) ? [siteRoot] : [])];
    const { ordered, rejected } = resolveRequirements(await discoverPlugins(roots, this.validator, this.options.plugins));
    await this.host.add(ordered, rejected);
    await this.registerPlugins((p) => ['storage', 'cache', 'install', 'web'].includes(p.manifest.kind));
    this.config = await readConfig(this.home);
    if (this.config?.installed_at) await this.activate({ migrate });
  }

  /** Connects to the configured database, checks migrations and registers the remaining plugins. */
  async activate({ migrate }: { migrate: boolean }): Promise<void> {
    if (!this.config) throw new Error('no config.yaml');
    this.knex = await this.connect(this.config.database);
    const sets = await this.migrationSets();
    const migrator = new Migrator(this.knex);
    if (migrate) this.appliedMigrations = await migrator.latest(sets);
    const pending = await migrator.pending(sets);
    if (pending.length) {
      await this.knex.destroy();
      this.knex = undefined;
      throw new PendingMigrationsError(pending);
    }
    // The wizard installs a site that is already being served.
    if (this.server) await this.claimServer();
    const cache = this.config.cache;
    if (cache && cache.engine !== 'memory' && !this.cache.sharedCache) await this.cache.use(await this.openCache(cache));
    await this.host.loadState(this.knex);
    await this.registerPlugins(() => true);
    this.host.refuseRivals();
  }

  async connect(database: DatabaseConfig): Promise<Knex> {
    const engine = this.engines.get(database.engine);
    if (!engine) throw new Error(`unknown database engine "${database.engine}"; available: ${this.engines.ids().join(', ')}`);
    await mkdir(this.home, { recursive: true });
    await engine.ensureDatabase?.(database, this.home);
    const db = knexFactory({ ...engine.knexConfig(database, this.home), log: knexLog(this.logger) });
    try {
      await db.raw('select 1');
    } catch (err) {
      await db.destroy();
      throw err;
    }
    return db;
  }

  /**
   * A plugin was switched on or off here: what this process kept (plugin/status among it) is
   * dropped now, whoever switched it (an admin's call, the test harness), and other processes
   * are told through the shared cache.
   */
  private async pluginsChanged(): Promise<void> {
    await this.routeDeps.decorator()?.changed?.();
    await this.cache.signal('plugins');
  }

  /**
   * Opens and connects the shared cache `config` names, through the engine a `cache` plugin
   * contributes; throws one line naming what failed (an unknown engine, an unreachable server).
   */
  async openCache(config: CacheConfig): Promise<SharedCache> {
    const engine = this.host.extensions.all(CacheEnginePoint).find((e) => e.id === config.engine);
    if (!engine) throw new CacheUnavailableError(`cache engine "${config.engine}" is not available (is its plugin, cache-${config.engine}, installed?)`);
    const shared = engine.open(config);
    try {
      await shared.connect();
    } catch (err) {
      throw new CacheUnavailableError((err as Error).message);
    }
    return shared;
  }

  async migrationSets(): Promise<MigrationSet[]> {
    const kernelSet = { owner: 'kernel', migrations: await loadMigrationFolder(join(here, 'db', 'migrations')) };
    return [kernelSet, ...(await this.host.migrationSets())];
  }

  private async registerPlugins(filter: (p: ReturnType<PluginHost['list']>[number]) => boolean): Promise<void> {
    for (const plugin of this.host.list()) {
      if (plugin.registered || plugin.status === 'quarantined' || !filter(plugin)) continue;
      const failed = plugin.manifest.requires.find((r) => this.host.get(r)?.status === 'quarantined');
      if (failed) {
        this.host.quarantine(plugin, new Error(`plugin "${plugin.manifest.id}" requires "${failed}", which failed to start`));
        continue;
      }
      await this.host.register(plugin, async (definition) => {
        await this.loadLocales(plugin.dir);
        const ctx = createPluginContext(this, plugin);
        await definition.register(ctx);
        plugin.routers = ctx.buildRouters();
      });
    }
  }

  /**
   * Takes in the plugins added to the site's folder (`quorum plugin add`) since this process
   * booted, and lets go of those removed from it, without a restart (kernel/plugins/added-plugins.ts).
   */
  discoverAdded(): Promise<void> {
    return this.addedPlugins.discover();
  }

  /** Merges a plugin's `locales/<lang>.json` into the server catalogue. */
  private async loadLocales(dir: string): Promise<void> {
    for (const language of LANGUAGES) {
      const file = join(dir, 'locales', `${language}.json`);
      if (existsSync(file)) this.translator.addCatalog(language, JSON.parse(await readFile(file, 'utf8')) as Catalog);
    }
  }

  /**
   * Every JSON route the site serves now: the kernel's and each enabled plugin's (the OpenAPI
   * document, the access matrix and the API suites' response checks read it).
   */
  routeTable(): RouteEntry[] {
    const scopes = Object.keys(SCOPE_BASE) as RouteScope[];
    const kernel = { id: 'kernel', name: 'Kernel: settings, plugins' };
    const own = scopes.flatMap((scope) => routeEntries(scope, kernel, this.ownRoutes[scope] ?? []));
    const plugins = this.host.list().filter((p) => this.host.isActive(p.manifest.id))
      .flatMap((p) => scopes.flatMap((scope) => routeEntries(scope, { id: p.manifest.id, name: p.manifest.name }, p.routes.get(scope) ?? [])));
    return [...own, ...plugins];
  }

  /** Claims the site for this server where its engine serves one process only (before the port is taken). */
  private async claimServer(): Promise<void> {
    if (!this.installed || this.releaseServerClaim) return;
    this.releaseServerClaim = await this.engine.claimServer?.(this.config!.database, this.home);
  }

  async listen(port: number, host = '0.0.0.0'): Promise<number> {
    await this.claimServer();
    const server = createServer(requestListener(this, this.app));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve(void server.off('error', reject)));
    });
    // Node closes an idle kept-alive connection after 5 s; a reverse proxy (60 s upstream) or a
    // client whose request leaves as that timer fires gets a reset instead of an answer. Idle
    // connections stay longer than the proxies' own timeout, so the proxy always closes first.
    this.server!.keepAliveTimeout = 65_000;
    this.server!.headersTimeout = 66_000;
    for (const task of this.listening) task();
    const address = this.server!.address();
    return typeof address === 'object' && address ? address.port : port;
  }

  /** Plugins' background work (ctx.onListen), started once the kernel serves. */
  onListen(task: () => void): void {
    this.listening.push(task);
  }

  /** Plugins' tasks for close() (ctx.onClose), run once requests have stopped. */
  onClose(task: () => Promise<void>): void {
    this.closing.push(task);
  }

  async close(): Promise<void> {
    if (this.server) {
      this.server.closeAllConnections?.();
      await new Promise<void>((resolve) => this.server!.close(() => resolve()));
      this.server = undefined;
    }
    for (const task of this.closing.splice(0)) await task().catch((err: unknown) => this.logger.error({ err }, 'a close task failed'));
    await this.knex?.destroy();
    this.knex = undefined;
    await this.releaseServerClaim?.();
    this.releaseServerClaim = undefined;
    await this.cache.close();
  }
}

/** Where the web build is (default <repo>/web/dist, its server render in dist-server beside it); none without its index.html. */
function webBuild(options: KernelOptions): WebBuild | undefined {
  const dist = options.webDist === false ? undefined : (options.webDist ?? join(REPO_ROOT, 'web', 'dist'));
  if (!dist || !existsSync(join(dist, 'index.html'))) return undefined;
  return { dist, serverBundle: options.serverBundle ?? join(dirname(dist), 'dist-server', 'entry-server.js') };
}
