import { definePlugin, MaintenanceTaskPoint } from '../../../kernel/api.ts';
import { AuthorPostsPoint, PostRecordsPoint, PostDirectoryPoint } from '../../questions/server/api.ts';
import { MemberVotesPoint } from '../../votes/server/api.ts';
import { EvidenceSourcePoint } from './api.ts';
import { ActiveBadges } from './active-badges.ts';
import { listenForAwards } from './award-events.ts';
import { AwardLists } from './award-lists.ts';
import { AwardRepository } from './award-repository.ts';
import { AwardRules } from './award-rules.ts';
import { AwardService } from './award-service.ts';
import { Backfill } from './backfill.ts';
import { BackfillSchedule } from './backfill-schedule.ts';
import { backfillTask } from './backfill-task.ts';
import { BadgeCatalogue } from './badge-catalogue.ts';
import { BadgeRepository } from './badge-repository.ts';
import { HeldAwards } from './held-awards.ts';
import { MemberReads } from './member-reads.ts';
import { ShareVisits } from './share-visits.ts';
import { adminBadgeRoutes } from './routes/admin-badge-routes.ts';
import { badgeRoutes } from './routes/badge-routes.ts';

/** Tells the other processes a badge was switched (they drop their copies of the active ones). */
const BADGES_SWITCHED = 'badges.switched';
/** Tells the other processes a member's awards were taken back (they forget the awards they knew held). */
const AWARDS_REVOKED = 'badges.revoked';

export default definePlugin({
  register(ctx) {
    const db = () => ctx.db;
    const badges = new BadgeRepository(db);
    const awards = new AwardRepository(db, ctx.storage.insertId);
    const members = new MemberReads(db);
    const active = new ActiveBadges(badges);
    const held = new HeldAwards();
    ctx.cache.onSignal(BADGES_SWITCHED, () => active.forget());
    ctx.cache.onSignal(AWARDS_REVOKED, () => held.forget());
    const giving = new AwardService(db, awards, ctx.users, ctx.events, ctx.clock, held, () => ctx.cache.signal(AWARDS_REVOKED));
    const posts = ctx.use(PostRecordsPoint);
    const backfill = new Backfill(badges, members, giving, posts, ctx.use(MemberVotesPoint), ctx.use(EvidenceSourcePoint));
    const schedule = new BackfillSchedule(db, backfill, ctx.clock, ctx.logger, () => ctx.isEnabled('badges'));
    ctx.provide(MaintenanceTaskPoint, backfillTask(schedule));
    ctx.onListen(() => schedule.start());
    ctx.onClose(() => schedule.stop());

    const rules = new AwardRules(active, held, members, posts, ctx.use(AuthorPostsPoint));
    listenForAwards(ctx.events, rules, giving, () => schedule.nudge());
    const catalogue = new BadgeCatalogue(badges, awards, ctx.i18n, ctx.clock, async () => {
      active.forget();
      await ctx.cache.signal(BADGES_SWITCHED);
    });
    const lists = new AwardLists(catalogue, badges, awards, ctx.users, ctx.need(PostDirectoryPoint), db, ctx.i18n);
    const shares = new ShareVisits(ctx.need(PostDirectoryPoint), db, ctx.users, rules, giving);
    const shareLimit = ctx.rateLimit('badge_share', { limit: 30, windowSeconds: 60 });
    for (const route of badgeRoutes(catalogue, lists, shares, shareLimit, () => schedule.nudge())) ctx.routes.add('api', route);
    for (const route of adminBadgeRoutes(catalogue)) ctx.routes.add('admin', route);
  },
});
