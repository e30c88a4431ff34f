import { definePlugin } from '../../../kernel/api.ts';
import { AuthorPostsPoint, IndexablePostsPoint, PostDirectoryPoint } from '../../questions/server/api.ts';
import { listenForAwards } from './award-events.ts';
import { AwardLists } from './award-lists.ts';
import { AwardRepository } from './award-repository.ts';
import { AwardRules } from './award-rules.ts';
import { AwardService } from './award-service.ts';
import { BadgeCatalogue } from './badge-catalogue.ts';
import { BadgeRepository } from './badge-repository.ts';
import { MemberReads } from './member-reads.ts';
import { adminBadgeRoutes } from './routes/admin-badge-routes.ts';
import { badgeRoutes } from './routes/badge-routes.ts';

export default definePlugin({
  register(ctx) {
    const db = () => ctx.db;
    const badges = new BadgeRepository(db);
    const awards = new AwardRepository(db, ctx.storage.insertId);
    const members = new MemberReads(db);
    const catalogue = new BadgeCatalogue(badges, awards, ctx.i18n, ctx.clock);
    const lists = new AwardLists(catalogue, badges, awards, ctx.users, ctx.need(PostDirectoryPoint), db, ctx.i18n);
    const giving = new AwardService(db, awards, ctx.users, ctx.events, ctx.clock);
    listenForAwards(ctx.events, new AwardRules(badges, members, ctx.use(IndexablePostsPoint), ctx.use(AuthorPostsPoint)), giving);
    for (const route of badgeRoutes(catalogue, lists)) ctx.routes.add('api', route);
    for (const route of adminBadgeRoutes(catalogue)) ctx.routes.add('admin', route);
  },
});
