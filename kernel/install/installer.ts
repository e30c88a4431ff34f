import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import YAML from 'yaml';
import type { Kernel } from '../kernel.ts';
import { ConflictError, InputError } from '../http/errors.ts';
import { configPath, readConfig, writeConfig, type QuorumConfig } from '../config/quorum-home.ts';
import type { DatabaseConfig } from '../db/storage-engine.ts';
import { Migrator } from '../db/migrator.ts';
import { hashPassword } from '../auth/password-hasher.ts';
import { MailStatus, Role } from '../auth/session-user.ts';
import type { BaseInfo } from '../../schemas/api/install.ts';

/**
 * The install steps shared by the wizard (`/installation/*`) and `quorum init`:
 * check the database, write config.yaml, then create the tables, settings and admin.
 */
export class Installer {
  constructor(private readonly kernel: Kernel) {}

  /** Once installed, the wizard's database calls close: they would let anyone probe hosts and ports. */
  refuseWhenInstalled(): void {
    if (this.kernel.installed) throw new ConflictError('error.install.already_installed', { err_type: 'alert' });
  }

  async checkDatabase(database: DatabaseConfig): Promise<void> {
    try {
      const db = await this.kernel.connect(database);
      await db.destroy();
    } catch (err) {
      this.kernel.logger.warn({ err: (err as Error).message, engine: database.engine }, 'install: database connection failed');
      throw new InputError('error.database.connection_failed', { err_type: 'alert', connection_success: false });
    }
  }

  async configFileCheck(): Promise<{ config_file_exist: boolean; db_connection_success: boolean; db_table_exist: boolean }> {
    const exists = existsSync(configPath(this.kernel.home));
    if (!exists) return { config_file_exist: false, db_connection_success: false, db_table_exist: false };
    let config: QuorumConfig | undefined;
    try {
      config = await readConfig(this.kernel.home);
    } catch {
      return { config_file_exist: true, db_connection_success: false, db_table_exist: false };
    }
    if (this.kernel.installed) return { config_file_exist: true, db_connection_success: true, db_table_exist: true };
    try {
      const db = await this.kernel.connect(config!.database);
      const tables = await db.schema.hasTable('user');
      await db.destroy();
      return { config_file_exist: true, db_connection_success: true, db_table_exist: tables };
    } catch {
      return { config_file_exist: true, db_connection_success: false, db_table_exist: false };
    }
  }

  /** Checks the database and writes config.yaml with a fresh token secret. */
  async writeConfigFile(database: DatabaseConfig): Promise<void> {
    this.refuseWhenInstalled();
    await this.checkDatabase(database);
    const config: QuorumConfig = { database, auth: { jwt_secret: randomBytes(48).toString('base64url') } };
    try {
      await writeConfig(this.kernel.home, config);
    } catch (err) {
      this.kernel.logger.error({ err }, 'install: cannot write config.yaml');
      throw new InputError('error.install.create_config_failed', {
        err_type: 'alert', success: false, create_config_failed: true, default_config: YAML.stringify(config),
      });
    }
    this.kernel.config = config;
  }

  /** Creates tables, settings and the admin account, then serves the installed site. */
  async baseInfo(info: BaseInfo): Promise<void> {
    this.refuseWhenInstalled();
    const config = this.kernel.config ?? (await readConfig(this.kernel.home));
    if (!config) throw new InputError('error.install.config_missing', { err_type: 'alert' });
    const k = this.kernel;
    const db = await k.connect(config.database);
    try {
      if (await db.schema.hasTable('user')) {
        const admin = await db('user').where({ role_id: Role.admin }).first('id');
        if (admin) throw new ConflictError('error.install.already_installed', { err_type: 'alert' });
      }
      k.config = config;
      await new Migrator(db).latest(await k.migrationSets());
    } finally {
      await db.destroy();
    }
    // activate() connects for good, registers every plugin and makes `installed` true.
    config.installed_at = k.clock.now();
    await k.activate({ migrate: false }).catch((err) => {
      delete config.installed_at;
      throw err;
    });
    const now = k.clock.now();
    await k.db.transaction(async (trx) => {
      await k.settings.put('general', { name: info.site_name, site_url: info.site_url.replace(/\/+$/, ''), contact_email: info.contact_email }, trx);
      await k.settings.put('interface', { language: info.lang }, trx);
      await k.settings.put('login', { login_required: !!info.login_required }, trx);
      await k.users.create(
        { username: info.name.toLowerCase(), e_mail: info.email, pass: await hashPassword(info.password), display_name: info.name, mail_status: MailStatus.activated, role_id: Role.admin, rank: 1 },
        now, trx,
      );
    });
    await k.settings.invalidate();
    await writeConfig(k.home, config);
  }
}
