import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import YAML from 'yaml';
import { ConflictError, InputError, Role, type Clock } from '../../../kernel/api.ts';
import type { CacheConfig, DatabaseConfig, Installer, QuorumConfig, SiteLifecycle } from '../../../kernel/provider-api.ts';
import type { BaseInfo } from '../../../schemas/api/install.ts';

/**
 * The install steps shared by the wizard (`/installation/*`) and `quorum init` (through the
 * kernel's installer point): check the database, write config.yaml, then create the tables,
 * settings and admin.
 */
export class SiteInstaller implements Installer {
  constructor(
    private readonly site: SiteLifecycle,
    private readonly clock: Clock,
    private readonly installed: () => boolean,
    private readonly db: () => Knex,
    private readonly logger: Logger,
  ) {}

  /** Once installed, the wizard's database calls close: they would let anyone probe hosts and ports. */
  refuseWhenInstalled(): void {
    if (this.installed()) throw new ConflictError('error.install.already_installed', { err_type: 'alert' });
  }

  async checkDatabase(database: DatabaseConfig): Promise<void> {
    try {
      const db = await this.site.connect(database);
      await db.destroy();
    } catch (err) {
      // An engine that names the field at fault (a SQLite file in a missing folder) says why itself.
      if (err instanceof InputError) throw err;
      this.logger.warn({ err: (err as Error).message, engine: database.engine }, 'install: database connection failed');
      throw new InputError('error.database.connection_failed', { err_type: 'alert', connection_success: false });
    }
  }

  async configFileCheck(): Promise<{ config_file_exist: boolean; db_connection_success: boolean; db_table_exist: boolean }> {
    let config: QuorumConfig | undefined;
    try {
      config = await this.site.readConfig();
    } catch {
      return { config_file_exist: true, db_connection_success: false, db_table_exist: false };
    }
    if (!config) return { config_file_exist: false, db_connection_success: false, db_table_exist: false };
    if (this.installed()) return { config_file_exist: true, db_connection_success: true, db_table_exist: true };
    try {
      const db = await this.site.connect(config.database);
      const tables = await db.schema.hasTable('user');
      await db.destroy();
      return { config_file_exist: true, db_connection_success: true, db_table_exist: tables };
    } catch {
      return { config_file_exist: true, db_connection_success: false, db_table_exist: false };
    }
  }

  /** Checks the database and writes config.yaml with a fresh token secret. */
  async writeConfigFile(database: DatabaseConfig, cache?: CacheConfig): Promise<void> {
    this.refuseWhenInstalled();
    await this.checkDatabase(database);
    const config: QuorumConfig = { database, ...(cache ? { cache } : {}), auth: { jwt_secret: randomBytes(48).toString('base64url') } };
    try {
      await this.site.writeConfig(config);
    } catch (err) {
      this.logger.error({ err }, 'install: cannot write config.yaml');
      throw new InputError('error.install.create_config_failed', {
        err_type: 'alert', success: false, create_config_failed: true, default_config: YAML.stringify(config),
      });
    }
  }

  /** Creates tables, settings and the admin account, then serves the installed site. */
  async baseInfo(info: BaseInfo): Promise<void> {
    this.refuseWhenInstalled();
    const config = await this.site.readConfig();
    if (!config) throw new InputError('error.install.config_missing', { err_type: 'alert' });
    const db = await this.site.connect(config.database);
    try {
      // A database that already has an admin belongs to an installed site: never install over it.
      if (await db.schema.hasTable('user')) {
        const admin = await db('user').where({ role_id: Role.admin }).first('id');
        if (admin) throw new ConflictError('error.install.already_installed', { err_type: 'alert' });
      }
      await this.site.migrate(db);
    } finally {
      await db.destroy();
    }
    const installed = { ...config, installed_at: this.clock.now() };
    await this.site.activate(installed);
    await this.db().transaction(async (trx) => {
      await this.site.putSettings('general', { name: info.site_name, site_url: info.site_url.replace(/\/+$/, ''), contact_email: info.contact_email }, trx);
      await this.site.putSettings('interface', { language: info.lang }, trx);
      await this.site.putSettings('login', { login_required: !!info.login_required }, trx);
      await this.site.createAdmin({ username: info.name.toLowerCase(), email: info.email, password: info.password, display_name: info.name }, trx);
    });
    await this.site.writeConfig(installed);
  }
}
