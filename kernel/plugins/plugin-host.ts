import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Router, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { ConflictError, InputError, NotFoundError } from '../http/errors.ts';
import type { RouteDefinition, RouteScope } from '../http/route.ts';
import type { SchemaValidator } from '../http/validation.ts';
import { loadMigrationFolder, type MigrationSet } from '../db/migrator.ts';
import type { PluginDefinition } from './define-plugin.ts';
import type { PluginManifest, PluginSummary } from './plugin-manifest.ts';
import { ExtensionRegistry } from './extension-points.ts';
import { MODULE_EXT, pluginCodeDir } from '../paths.ts';
import type { DiscoveredPlugin } from './plugin-discovery.ts';
import { PRIVILEGED, declaredCapabilities, isBuiltIn, undeclaredFolderParts } from './plugin-capabilities.ts';
import type { AdminPlugin, PluginLock } from '../../schemas/api/plugins.ts';

export type PluginStatus = 'enabled' | 'disabled' | 'quarantined';

export interface LoadedPlugin {
  manifest: PluginManifest;
  dir: string;
  status: PluginStatus;
  /** Why the plugin is quarantined. */
  error?: string;
  registered: boolean;
  routes: Map<RouteScope, RouteDefinition<any, any>[]>;
  routers: Map<RouteScope, Router>;
  raw: { path: string; handler: RequestHandler }[];
  configSchema?: Record<string, unknown>;
  /** A plugin added to the site with a web half: its built browser module (`web-dist/<entry>`, cli/web-plugin-build.ts). */
  webEntry?: string;
}

/** Where `quorum plugin add` builds an added plugin's web half, and the file naming its entry module. */
export const WEB_BUILD_DIR = 'web-dist';
export const WEB_BUILD_ENTRY = 'entry.json';

/**
 * Keeps the plugins of one site: their manifests, enabled state (persisted in
 * `plugin_state`), routes, config and quarantine. Requests reach a plugin's routes only while
 * it is enabled, so enabling and disabling take effect without a restart.
 */
export class PluginHost {
  private readonly plugins = new Map<string, LoadedPlugin>();
  /** Every plugin's contributions to extension points; only enabled plugins' are seen. */
  readonly extensions = new ExtensionRegistry((owner) => this.isActive(owner));

  constructor(
    private readonly logger: Logger,
    private readonly validator: SchemaValidator,
    /** Run after a plugin is switched on or off: tells the other processes serving the site. */
    private readonly stateChanged: () => Promise<void> = async () => undefined,
  ) {}

  /** Adds plugins; `rejected` ones are kept (listed with their error) but never registered. */
  async add(discovered: DiscoveredPlugin[], rejected: { plugin: DiscoveredPlugin; error: string }[] = []): Promise<void> {
    // Migrations or a web half the manifest does not declare: kept out before its tables are made.
    const undeclared = discovered.map((plugin) => ({ plugin, error: undeclaredFolderParts(plugin.manifest, plugin.dir) }));
    rejected = [...rejected, ...undeclared.filter((u): u is { plugin: DiscoveredPlugin; error: string } => !!u.error)];
    for (const { manifest, dir } of discovered.filter((p) => !rejected.some((r) => r.plugin === p))) {
      const schemaFile = join(dir, 'schemas', 'config.schema.json');
      const configSchema = existsSync(schemaFile) ? (JSON.parse(await readFile(schemaFile, 'utf8')) as Record<string, unknown>) : undefined;
      const webFile = join(dir, WEB_BUILD_DIR, WEB_BUILD_ENTRY);
      const webEntry = existsSync(webFile) ? (JSON.parse(await readFile(webFile, 'utf8')) as { entry: string }).entry : undefined;
      this.plugins.set(manifest.id, {
        manifest, dir, configSchema, webEntry, registered: false,
        status: manifest.core || manifest.enabledByDefault ? 'enabled' : 'disabled',
        routes: new Map(), routers: new Map(), raw: [],
      });
    }
    for (const { plugin, error } of rejected) {
      this.plugins.set(plugin.manifest.id, {
        manifest: plugin.manifest, dir: plugin.dir, registered: false, status: 'quarantined', error,
        routes: new Map(), routers: new Map(), raw: [],
      });
      this.logger.error({ plugin: plugin.manifest.id, reason: error }, 'plugin quarantined');
    }
  }

  list(): LoadedPlugin[] {
    return [...this.plugins.values()];
  }

  get(id: string): LoadedPlugin | undefined {
    return this.plugins.get(id);
  }

  require(id: string): LoadedPlugin {
    const plugin = this.plugins.get(id);
    if (!plugin) throw new InputError('error.plugin.not_found', [{ error_field: 'plugin_slug_name', error_msg: 'error.plugin.not_found' }]);
    return plugin;
  }

  /**
   * A plugin as the plugin pages show it: Answer's fields with the name and purpose in `language`
   * (the manifest's `summary`, else its `name` and `description`), why it is quarantined, and why
   * it cannot be disabled now (`activeEngine`: the storage engine the site runs on).
   */
  describe(plugin: LoadedPlugin, { language = 'en_US', activeEngine }: { language?: string; activeEngine?: string } = {}): AdminPlugin {
    const { manifest } = plugin;
    const { lock, requiredBy } = this.lock(plugin, activeEngine);
    return {
      slug_name: manifest.id, ...this.summary(manifest, language), version: manifest.version,
      link: manifest.link ?? '', kind: manifest.kind, core: manifest.core, enabled: this.isActive(manifest.id),
      have_config: !!plugin.configSchema, quarantined: plugin.status === 'quarantined', error: plugin.error ?? '',
      lock, required_by: requiredBy.map((p) => this.summary(p.manifest, language).name),
      author: manifest.author ?? '', capabilities: [...declaredCapabilities(manifest)],
      privileged: declaredCapabilities(manifest).filter((c) => PRIVILEGED.includes(c)), pending_version: this.pendingVersion(plugin),
    };
  }

  /** The version of an added plugin now on disk, when `plugin add` replaced the one this process loaded. */
  private pendingVersion(plugin: LoadedPlugin): string {
    const file = join(plugin.dir, 'plugin.json');
    if (isBuiltIn(plugin.dir) || !existsSync(file)) return '';
    try {
      const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
      return typeof version === 'string' && version !== plugin.manifest.version ? version : '';
    } catch {
      return ''; // being replaced this very moment
    }
  }

  private summary(manifest: PluginManifest, language: string): PluginSummary {
    return manifest.summary?.[language] ?? manifest.summary?.en_US ?? { name: manifest.name, description: manifest.description };
  }

  /** Why an enabled plugin may not be turned off now (the one rule the page and `setEnabled` share). */
  private lock(plugin: LoadedPlugin, activeEngine: string | undefined): { lock: PluginLock; requiredBy: LoadedPlugin[] } {
    const { manifest } = plugin;
    const none = { lock: '' as const, requiredBy: [] };
    if (!this.isActive(manifest.id)) return none;
    if (manifest.core) return { lock: 'core', requiredBy: [] };
    if (manifest.kind === 'storage' && activeEngine && manifest.id === `storage-${activeEngine}`) return { lock: 'storage', requiredBy: [] };
    const requiredBy = this.list().filter((p) => this.isActive(p.manifest.id) && p.manifest.requires.includes(manifest.id));
    return requiredBy.length ? { lock: 'required', requiredBy } : none;
  }

  isActive(id: string): boolean {
    if (id === 'kernel') return true;
    return this.plugins.get(id)?.status === 'enabled';
  }

  /** Applies the enabled flags saved in the database over the manifest defaults. */
  async loadState(db: Knex): Promise<void> {
    for (const row of await db('plugin_state').select('plugin_id', 'enabled')) {
      const plugin = this.plugins.get(row.plugin_id);
      if (!plugin || plugin.status === 'quarantined' || plugin.manifest.core) continue;
      plugin.status = row.enabled ? 'enabled' : 'disabled';
    }
  }

  /** Imports a plugin's server entry and runs `register()`; a throw quarantines it. */
  async register(plugin: LoadedPlugin, run: (definition: PluginDefinition) => Promise<void>): Promise<void> {
    try {
      const entry = join(pluginCodeDir(plugin.dir), 'server', `index${MODULE_EXT}`);
      const mod = (await import(pathToFileURL(entry).href)) as { default?: PluginDefinition };
      if (!mod.default || typeof mod.default.register !== 'function') throw new Error('server/index.ts has no default export made with definePlugin()');
      await run(mod.default);
      plugin.registered = true;
    } catch (err) {
      this.quarantine(plugin, err as Error);
    }
  }

  /** Drops a plugin whose folder was removed from the site (`quorum plugin remove`) while it was off. */
  forget(id: string): void {
    this.plugins.delete(id);
    this.extensions.dropOwner(id);
  }

  quarantine(plugin: LoadedPlugin, err: Error): void {
    plugin.status = 'quarantined';
    plugin.error = err.message;
    plugin.routes.clear();
    plugin.routers.clear();
    plugin.raw = [];
    this.extensions.dropOwner(plugin.manifest.id);
    this.logger.error({ plugin: plugin.manifest.id, reason: err.message }, 'plugin quarantined');
  }

  /** One middleware per scope that passes each request through the enabled plugins' routers. */
  dispatcher(scope: RouteScope): RequestHandler {
    return (req, res, next) => {
      const routers = this.list().filter((p) => this.isActive(p.manifest.id)).map((p) => p.routers.get(scope)).filter((r): r is Router => !!r);
      const step = (i: number, err?: unknown): void => {
        if (err) return next(err);
        if (i >= routers.length) return next();
        routers[i]!(req, res, (e?: unknown) => (e === 'router' ? step(i + 1) : step(i + 1, e)));
      };
      step(0);
    };
  }

  rawDispatcher(): RequestHandler {
    return (req, res, next) => {
      const handlers = this.list().filter((p) => this.isActive(p.manifest.id)).flatMap((p) => p.raw);
      const match = handlers.filter((h) => req.path === h.path || req.path.startsWith(`${h.path}/`));
      const step = (i: number, err?: unknown): void => {
        if (err) return next(err);
        if (i >= match.length) return next();
        match[i]!.handler(req, res, (e?: unknown) => step(i + 1, e));
      };
      step(0);
    };
  }

  async migrationSets(): Promise<MigrationSet[]> {
    const sets: MigrationSet[] = [];
    // Plugins rejected before registration (missing requirements) create no tables.
    for (const plugin of this.list().filter((p) => !(p.status === 'quarantined' && !p.registered && p.error))) {
      sets.push({ owner: plugin.manifest.id, migrations: await loadMigrationFolder(join(pluginCodeDir(plugin.dir), 'migrations')) });
    }
    return sets;
  }

  /**
   * Quarantines each enabled plugin that provides a one-provider point an earlier enabled plugin
   * already provides (two captchas switched on in the database): the site boots with the first.
   */
  refuseRivals(): void {
    for (const plugin of this.list()) {
      if (!this.isActive(plugin.manifest.id)) continue;
      const [rival] = this.extensions.rivals(plugin.manifest.id);
      if (rival) this.quarantine(plugin, new Error(`plugin "${plugin.manifest.id}" provides "${rival.point}", which "${rival.other}" already provides`));
    }
  }

  /**
   * Turns a plugin on or off. Core plugins stay on; a plugin others need stays on while they
   * are on; a plugin needs its requirements on; a one-provider point takes one enabled provider.
   */
  async setEnabled(db: Knex, id: string, enabled: boolean, now: number, activeEngine?: string): Promise<void> {
    const plugin = this.require(id);
    const { manifest } = plugin;
    if (plugin.status === 'quarantined') throw new ConflictError('error.plugin.quarantined', null, { name: manifest.id });
    if (!enabled) {
      const { lock, requiredBy } = this.lock(plugin, activeEngine);
      if (lock === 'core') throw new InputError('error.plugin.core_cannot_disable', null, { name: manifest.id });
      if (lock === 'storage') throw new InputError('error.plugin.active_storage', null, { name: manifest.id });
      if (lock === 'required')
        throw new InputError('error.plugin.required_by', null, { name: id, others: requiredBy.map((d) => d.manifest.id).join(', ') });
    } else {
      const off = manifest.requires.filter((r) => !this.isActive(r));
      if (off.length) throw new InputError('error.plugin.requires_disabled', null, { name: id, others: off.join(', ') });
      const [rival] = this.extensions.rivals(id);
      if (rival) throw new ConflictError('error.plugin.slot_taken', null, { name: id, other: rival.other, point: rival.point });
    }
    await db('plugin_state')
      .insert({ plugin_id: id, enabled, config: '{}', updated_at: now })
      .onConflict('plugin_id')
      .merge(['enabled', 'updated_at']);
    plugin.status = enabled ? 'enabled' : 'disabled';
    await this.stateChanged();
  }

  async getConfig(db: Knex, id: string): Promise<Record<string, unknown>> {
    const plugin = this.require(id);
    const row = await db('plugin_state').where({ plugin_id: id }).first('config');
    const stored = row ? (JSON.parse(row.config) as Record<string, unknown>) : {};
    const defaults = Object.fromEntries(
      Object.entries((plugin.configSchema?.properties ?? {}) as Record<string, { default?: unknown }>).map(([k, p]) => [k, p.default]),
    );
    return { ...defaults, ...stored };
  }

  async setConfig(db: Knex, id: string, config: unknown, now: number): Promise<void> {
    const plugin = this.require(id);
    if (!plugin.configSchema) throw new NotFoundError('error.plugin.no_config');
    const values = this.validator.check<Record<string, unknown>>(plugin.configSchema, config);
    await db('plugin_state')
      .insert({ plugin_id: id, enabled: plugin.status === 'enabled', config: JSON.stringify(values), updated_at: now })
      .onConflict('plugin_id')
      .merge(['config', 'updated_at']);
  }
}
