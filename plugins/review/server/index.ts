import { definePlugin } from '../../../kernel/api.ts';
import { ReviewQueuePoint } from '../../notifications/server/api.ts';
import { PostDirectoryPoint, PostEditorPoint } from '../../questions/server/api.ts';
import { ReputationPoint } from '../../reputation/server/api.ts';
import { EditGatePoint, RevisionQueuePoint } from '../../revisions/server/api.ts';
import { TagEditorPoint } from '../../tags/server/api.ts';
import { PrivilegesPoint } from './api.ts';
import { ReviewRules } from './review-rules.ts';
import { ReviewService } from './review-service.ts';
import { reviewRoutes } from './routes/review-routes.ts';

export default definePlugin({
  register(ctx) {
    const rules = new ReviewRules(ctx.use(PrivilegesPoint));
    ctx.provide(EditGatePoint, rules);
    const review = new ReviewService(
      rules, ctx.need(RevisionQueuePoint), { posts: ctx.need(PostEditorPoint), tags: ctx.need(TagEditorPoint) },
      ctx.need(PostDirectoryPoint), ctx.users, () => ctx.db, (language, key) => ctx.i18n.t(language, key),
    );
    ctx.provide(ReviewQueuePoint, review);
    const reputation = ctx.use(ReputationPoint);
    // The +2 of an approved edit is written in the transaction that applied it.
    ctx.events.on('revision.approved', async (e, trx) => {
      const ledger = reputation();
      if (ledger && trx) await ledger.credit(trx, { kind: 'edit.accepted', userId: e.userId, triggerUserId: e.reviewerId, objectId: e.objectId });
    }, 'sync');
    for (const route of reviewRoutes(review)) ctx.routes.add('api', route);
  },
});
