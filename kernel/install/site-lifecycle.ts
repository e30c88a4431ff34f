import type { Knex } from 'knex';
import type { DatabaseConfig } from '../db/storage-engine.ts';
import { readConfig, writeConfig, type QuorumConfig } from '../config/quorum-home.ts';
import { Migrator, type MigrationSet } from '../db/migrator.ts';
import { hashPassword } from '../auth/password-hasher.ts';
import { MailStatus, Role } from '../auth/session-user.ts';
import type { UserRepository } from '../auth/user-repository.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import type { Clock } from '../ports/clock.ts';

/**
 * The site's lifecycle steps the kernel owns, lent to `install`-kind plugins only (`ctx.site`):
 * the plugin decides the order, the checks and the errors of an installation.
 */
export interface SiteLifecycle {
  /** A connection to `database` through its storage engine (which may create the file or database first); the caller destroys it. */
  connect(database: DatabaseConfig): Promise<Knex>;
  /** config.yaml, or undefined without one; throws when it does not parse. */
  readConfig(): Promise<QuorumConfig | undefined>;
  writeConfig(config: QuorumConfig): Promise<void>;
  /** Runs every migration of the kernel and the plugins not yet applied to `db`. */
  migrate(db: Knex): Promise<void>;
  /**
   * Serves the site from `config` (with `installed_at`): connects for good and registers every
   * plugin, so `ctx.installed` turns true and `ctx.db` opens. Nothing is kept when it fails.
   */
  activate(config: QuorumConfig): Promise<void>;
  /** Writes a settings group, validated by its schema (`trx`: the installation's first writes). */
  putSettings(group: string, values: Record<string, unknown>, trx: Knex.Transaction): Promise<void>;
  /** The first admin: activated, role admin, reputation 1. */
  createAdmin(admin: { username: string; email: string; password: string; display_name: string }, trx: Knex.Transaction): Promise<void>;
}

/** What the lifecycle steps drive of the kernel (`Kernel` is one). */
export interface LifecycleSources {
  readonly home: string;
  /** Set by `activate`, taken back when activating fails. */
  config?: QuorumConfig;
  readonly settings: Pick<SettingsService, 'put'>;
  readonly users: Pick<UserRepository, 'create'>;
  readonly clock: Clock;
  connect(database: DatabaseConfig): Promise<Knex>;
  migrationSets(): Promise<MigrationSet[]>;
  activate(options: { migrate: boolean }): Promise<void>;
}

export function siteLifecycle(kernel: LifecycleSources): SiteLifecycle {
  return {
    connect: (database) => kernel.connect(database),
    readConfig: () => readConfig(kernel.home),
    writeConfig: (config) => writeConfig(kernel.home, config),
    migrate: async (db) => {
      await new Migrator(db).latest(await kernel.migrationSets());
    },
    async activate(config) {
      kernel.config = config;
      await kernel.activate({ migrate: false }).catch((err: unknown) => {
        kernel.config = undefined;
        throw err;
      });
    },
    putSettings: async (group, values, trx) => {
      await kernel.settings.put(group, values, trx);
    },
    createAdmin: async (admin, trx) => {
      const user = { username: admin.username, e_mail: admin.email, display_name: admin.display_name, pass: await hashPassword(admin.password) };
      await kernel.users.create({ ...user, mail_status: MailStatus.activated, role_id: Role.admin, rank: 1 }, kernel.clock.now(), trx);
    },
  };
}
