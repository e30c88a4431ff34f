import { FileStorePoint, QUORUM_VERSION, type PluginContext } from '../../../kernel/api.ts';
import { DASHBOARD_FIGURES, NEXT_STEPS, type DashboardInfo, type NextSteps } from '../../../schemas/api/dashboard.ts';
import type { BrandingSettings } from '../../../schemas/settings/branding.ts';
import type { GeneralSettings } from '../../../schemas/settings/general.ts';
import type { InterfaceSettings } from '../../../schemas/settings/interface.ts';
import type { LoginSettings } from '../../../schemas/settings/login.ts';
import { DashboardFiguresPoint, NextStepPoint, type DashboardFigure } from './api.ts';
import type { AdminUserRepository } from './admin-user-repository.ts';

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

/** A share of the questions as Answer's dashboard prints it: '12.50', '0.00' when there are none. */
function percentOf(part: number, questions: number): string {
  return questions > 0 ? ((part / questions) * 100).toFixed(2) : '0.00';
}

/**
 * The admin dashboard (`GET dashboard`): content counts from the plugins that own the content
 * (DashboardFiguresPoint), and the site's own health: members, mail, uploads, settings, uptime
 * and the database.
 */
export class DashboardService {
  private readonly startedAt: number;
  private readonly providers;
  private readonly files;
  private readonly otherSteps;

  constructor(
    private readonly ctx: PluginContext,
    private readonly users: AdminUserRepository,
  ) {
    this.startedAt = ctx.clock.now();
    this.providers = ctx.use(DashboardFiguresPoint);
    this.files = ctx.use(FileStorePoint);
    this.otherSteps = ctx.use(NextStepPoint);
  }

  async info(): Promise<DashboardInfo> {
    const { ctx } = this;
    const figures = await this.figures();
    const [general, iface, login] = await Promise.all([
      ctx.settings.get<GeneralSettings>('general'),
      ctx.settings.get<InterfaceSettings>('interface'),
      ctx.settings.get<LoginSettings>('login'),
    ]);
    const smtpReady = await ctx.mailer.ready().catch(() => false);
    const stores = this.files();
    const questions = figures.question_count;
    return {
      ...figures,
      resolved_rate: percentOf(figures.resolved_count, questions),
      unanswered_rate: percentOf(figures.unanswered_count, questions),
      user_count: await this.users.count(),
      uploading_files: stores.length > 0,
      smtp: smtpReady ? 'enabled' : 'not_configured',
      time_zone: iface.time_zone,
      occupying_storage_space: formatBytes((await Promise.all(stores.map((s) => s.usage().catch(() => 0)))).reduce((a, b) => a + b, 0)),
      app_start_time: Math.max(0, ctx.clock.now() - this.startedAt),
      https: general.site_url.startsWith('https://'),
      login_required: !!login.login_required,
      version_info: { version: QUORUM_VERSION, revision: QUORUM_VERSION, remote_version: '' },
      database_version: await ctx.storage.version().catch(() => ''),
      database_size: formatBytes(await ctx.storage.size().catch(() => 0)),
    };
  }

  /**
   * What a new site's admin sets up next, each step ticked from the site's state: mail leaves the
   * site, a logo is set, and the steps other plugins judge while they are enabled (tags: one
   * exists; reputation: the privilege level was chosen), in the schema's order.
   */
  async nextSteps(): Promise<NextSteps> {
    const { ctx } = this;
    const [mail, branding] = await Promise.all([ctx.mailer.ready().catch(() => false), ctx.settings.get<BrandingSettings>('branding')]);
    const steps: NextSteps['steps'] = [
      { step: 'smtp', done: mail },
      { step: 'branding', done: !!branding.logo },
    ];
    for (const other of this.otherSteps()) steps.push({ step: other.step, done: await other.done().catch(() => false) });
    return { steps: steps.sort((a, b) => NEXT_STEPS.indexOf(a.step) - NEXT_STEPS.indexOf(b.step)) };
  }

  /** Every figure, summed over the providers; one failing provider leaves its figures at 0. */
  private async figures(): Promise<Record<DashboardFigure, number>> {
    const sum = Object.fromEntries(DASHBOARD_FIGURES.map((f) => [f, 0])) as Record<DashboardFigure, number>;
    for (const provider of this.providers()) {
      const given = await provider.figures().catch((err: Error) => {
        this.ctx.logger.warn({ err: err.message }, 'dashboard: a figures provider failed');
        return {};
      });
      for (const [key, value] of Object.entries(given)) if (key in sum) sum[key as DashboardFigure] += Number(value) || 0;
    }
    return sum;
  }
}
