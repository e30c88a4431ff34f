import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DASHBOARD_FIGURES, type DashboardInfo } from '../../schemas/api/dashboard.ts';
import { uploadsDir } from '../config/quorum-home.ts';
import type { Kernel } from '../kernel.ts';
import { KERNEL_VERSION } from '../kernel.ts';
import { FileStorePoint } from '../ports/file-store.ts';
import { MailTransportPoint } from '../ports/mailer.ts';
import { DashboardFiguresPoint, type DashboardFigure } from '../ports/dashboard.ts';

/** Bytes as Answer's dashboard prints them: '0 B', '1.5 KB', '12.0 MB'. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${units[unit]}`;
}

/** Total size of the files under `dir` (0 when it does not exist). */
async function sizeOf(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  let total = 0;
  for (const entry of entries) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? await sizeOf(path) : (await stat(path).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

/**
 * The admin dashboard (`GET dashboard`): content counts from the plugins that own the content
 * (DashboardFiguresPoint), and what the kernel knows itself: members, mail, uploads, settings,
 * uptime and the database.
 */
export class DashboardService {
  private readonly startedAt: number;

  constructor(private readonly k: Kernel) {
    this.startedAt = k.clock.now();
  }

  async info(): Promise<DashboardInfo> {
    const figures = await this.figures();
    const [general, iface, login] = await Promise.all([
      this.k.settings.get<{ site_url: string }>('general'),
      this.k.settings.get<{ time_zone: string }>('interface'),
      this.k.settings.get<{ login_required: boolean }>('login'),
    ]);
    const transport = this.k.host.extensions.one(MailTransportPoint);
    const smtpReady = transport ? await transport.ready().catch(() => false) : false;
    const questions = figures.question_count;
    return {
      ...figures,
      resolved_rate: questions > 0 ? ((figures.resolved_count / questions) * 100).toFixed(2) : '0.00',
      user_count: await this.k.users.count(),
      uploading_files: !!this.k.host.extensions.one(FileStorePoint),
      smtp: smtpReady ? 'enabled' : 'not_configured',
      time_zone: iface.time_zone,
      occupying_storage_space: formatBytes(await sizeOf(uploadsDir(this.k.home, this.k.config))),
      app_start_time: Math.max(0, this.k.clock.now() - this.startedAt),
      https: general.site_url.startsWith('https://'),
      login_required: !!login.login_required,
      version_info: { version: KERNEL_VERSION, revision: KERNEL_VERSION, remote_version: '' },
      database_version: await this.k.engine.version(this.k.db).catch(() => ''),
      database_size: await this.databaseSize(),
    };
  }

  /** Every figure, summed over the providers; one failing provider leaves its figures at 0. */
  private async figures(): Promise<Record<DashboardFigure, number>> {
    const sum = Object.fromEntries(DASHBOARD_FIGURES.map((f) => [f, 0])) as Record<DashboardFigure, number>;
    for (const provider of this.k.host.extensions.all(DashboardFiguresPoint)) {
      const given = await provider.figures().catch((err: Error) => {
        this.k.logger.warn({ err: err.message }, 'dashboard: a figures provider failed');
        return {};
      });
      for (const [key, value] of Object.entries(given)) if (key in sum) sum[key as DashboardFigure] += Number(value) || 0;
    }
    return sum;
  }

  /** The SQLite file's size; engines that keep data elsewhere report it through their version line only. */
  private async databaseSize(): Promise<string> {
    const database = this.k.config?.database;
    if (!database?.file) return '';
    const size = await stat(resolve(this.k.home, database.file)).then((s) => s.size, () => 0);
    return formatBytes(size);
  }
}
