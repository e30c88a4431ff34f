import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { SchemaValidator } from '../http/validation.ts';
import { Migrator, loadMigrationFolder } from '../db/migrator.ts';
import { sitePluginsDir } from '../config/quorum-home.ts';
import { SITE_PLUGIN_BUILD, pluginCodeDir } from '../paths.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import { discoverPlugins, resolveRequirements, type DiscoveredPlugin } from './plugin-discovery.ts';
import { WEB_BUILD_DIR, type PluginHost } from './plugin-host.ts';
import type { AddedWebModule } from '../ports/page-server.ts';

/** What taking in added plugins needs of the kernel (`Kernel` provides it). */
export interface AddedPluginsDeps {
  home: string;
  host: PluginHost;
  settings: Pick<SettingsService, 'forgetOwner'>;
  events: Pick<EventBus, 'forgetOwner'>;
  validator: SchemaValidator;
  logger: Pick<Logger, 'info' | 'error'>;
  /** The site database, once installed. */
  db(): Knex | undefined;
  /** Registers every plugin the host holds that has not registered yet (as at boot). */
  registerAll(): Promise<void>;
}

/**
 * Plugins added to the site's folder (`quorum plugin add`) since this process booted, taken in
 * without a restart, and those removed from it while off (`quorum plugin remove`) let go. A new
 * plugin is taken once `plugin add` has compiled it and applied its migrations; it registers as
 * at boot (quarantined with its reason if it cannot start) and is on or off as its manifest or
 * the plugins page says. Runs one at a time.
 */
export class AddedPlugins {
  private discovering: Promise<void> = Promise.resolve();

  constructor(private readonly k: AddedPluginsDeps) {}

  discover(): Promise<void> {
    this.discovering = this.discovering.then(() => this.take()).catch((err: unknown) => this.k.logger.error({ err }, 'added plugins: discovery failed'));
    return this.discovering;
  }

  /** The browser modules of enabled plugins that have a web half built at `add`, for the pages to name. */
  webModules(): AddedWebModule[] {
    const { host } = this.k;
    return host.list()
      .filter((p) => p.webEntry && host.isActive(p.manifest.id))
      .map((p) => ({ id: p.manifest.id, dir: join(p.dir, WEB_BUILD_DIR), entry: p.webEntry! }));
  }

  private async take(): Promise<void> {
    const { host } = this.k;
    const db = this.k.db();
    const root = sitePluginsDir(this.k.home);
    if (!db || !existsSync(root)) return;
    for (const plugin of host.list()) {
      if (dirname(plugin.dir) !== root || existsSync(join(plugin.dir, 'plugin.json')) || host.isActive(plugin.manifest.id)) continue;
      host.forget(plugin.manifest.id);
      this.k.settings.forgetOwner(plugin.manifest.id);
      this.k.events.forgetOwner(plugin.manifest.id);
    }
    const names = (await readdir(root, { withFileTypes: true }))
      .filter((d) => d.isDirectory() && !host.get(d.name) && existsSync(join(root, d.name, SITE_PLUGIN_BUILD, 'build.json')))
      .map((d) => d.name);
    if (!names.length) return;
    const migrator = new Migrator(db);
    const ready: DiscoveredPlugin[] = [];
    for (const plugin of await discoverPlugins([root], this.k.validator, names)) {
      const set = { owner: plugin.manifest.id, migrations: await loadMigrationFolder(join(pluginCodeDir(plugin.dir), 'migrations')) };
      // `plugin add` applies them after compiling: until then the plugin is not there yet
      if (!(await migrator.pending([set])).length) ready.push(plugin);
    }
    const known = host.list().map(({ manifest, dir }) => ({ manifest, dir }));
    const { ordered, rejected } = resolveRequirements([...known, ...ready]);
    const fresh = (id: string) => ready.some((p) => p.manifest.id === id);
    await host.add(ordered.filter((p) => fresh(p.manifest.id)), rejected.filter((r) => fresh(r.plugin.manifest.id)));
    await host.loadState(db);
    await this.k.registerAll();
    host.refuseRivals();
    for (const plugin of ready) this.k.logger.info({ plugin: plugin.manifest.id, status: host.get(plugin.manifest.id)?.status }, 'added plugin taken in');
  }
}
