import { definePlugin } from '../../../kernel/api.ts';
import { AccountContentPoint, DashboardFiguresPoint } from '../../admin/server/api.ts';
import { ReportStatus } from './report-repository.ts';
import { EvidenceSourcePoint } from '../../badges/server/api.ts';
import { CommentModerationPoint } from '../../comments/server/api.ts';
import { FlagDeskPoint, PostDirectoryPoint, PostModerationPoint, ReasonsPoint } from '../../questions/server/api.ts';
import { FLAG_SOURCES } from '../schemas/report.ts';
import { PendingFlagsPoint } from './api.ts';
import { reportEvidence } from './report-evidence.ts';
import { FlagPresenter } from './flag-presenter.ts';
import { ReportRepository } from './report-repository.ts';
import { ReportService } from './report-service.ts';
import { reportRoutes } from './routes/report-routes.ts';

export default definePlugin({
  register(ctx) {
    const db = () => ctx.db;
    const reports = new ReportRepository();
    const moderation = ctx.need(PostModerationPoint);
    const reasons = ctx.need(ReasonsPoint);
    const comments = ctx.use(CommentModerationPoint);
    const service = new ReportService(db, ctx.ids, ctx.clock, reports, ctx.need(PostDirectoryPoint), moderation, reasons, comments, ctx.events);
    const routes = reportRoutes({
      service, reports, db, presenter: new FlagPresenter(ctx.users, moderation, reasons, comments),
      limits: [ctx.rateLimit('report'), ctx.captcha('report')],
    });
    for (const route of routes.api) ctx.routes.add('api', route);
    for (const route of routes.admin) ctx.routes.add('admin', route);
    ctx.provide(FlagDeskPoint, { sources: FLAG_SOURCES });
    ctx.provide(PendingFlagsPoint, { count: () => service.pending() });
    ctx.provide(EvidenceSourcePoint, reportEvidence(reports, db));
    ctx.provide(DashboardFiguresPoint, { figures: async () => ({ report_count: await service.pending() }) });
    // A removed account's open flags are dismissed (kept as ignored, by the admin), so the desk no longer shows them.
    ctx.provide(AccountContentPoint, {
      removeAllOf: async (userId, trx, by) => {
        await reports.handleRaisedBy(trx, userId, { status: ReportStatus.ignored, flagged_type: '', handled_by: by, handled_at: ctx.clock.now() });
      },
    });
  },
});
