import { definePlugin } from '../../../kernel/api.ts';
import { ReviewQueuePoint } from '../../notifications/server/api.ts';
import { AuthorPostsPoint, PendingPostsPoint, PostDirectoryPoint, PostEditorPoint, PostModerationPoint, PostScreenPoint, storedId } from '../../questions/server/api.ts';
import { PendingFlagsPoint } from '../../reports/server/api.ts';
import { ReputationPoint } from '../../reputation/server/api.ts';
import { EditGatePoint, RevisionQueuePoint } from '../../revisions/server/api.ts';
import { TagEditorPoint } from '../../tags/server/api.ts';
import { ReviewerPoint } from './api.ts';
import { PendingPostService } from './pending-post-service.ts';
import { PostQueueRepository } from './post-queue-repository.ts';
import { PostScreenService } from './post-screen-service.ts';
import { ReviewRules } from './review-rules.ts';
import { ReviewService } from './review-service.ts';
import { reviewRoutes } from './routes/review-routes.ts';

export default definePlugin({
  register(ctx) {
    const rules = new ReviewRules(ctx.privileges);
    ctx.provide(EditGatePoint, rules);
    const reviewers = ctx.use(ReviewerPoint);
    const queue = new PostQueueRepository();
    ctx.provide(PostScreenPoint, new PostScreenService(reviewers, ctx.use(AuthorPostsPoint), queue, ctx.clock, ctx.logger));
    const queued = new PendingPostService(rules, queue, ctx.need(PostModerationPoint), ctx.need(PendingPostsPoint), reviewers, ctx.users, () => ctx.db, ctx.clock);
    const review = new ReviewService(
      rules, ctx.need(RevisionQueuePoint), { posts: ctx.need(PostEditorPoint), tags: ctx.need(TagEditorPoint) },
      ctx.need(PostDirectoryPoint), ctx.users, () => ctx.db, (language, key) => ctx.i18n.t(language, key), queued, ctx.use(PendingFlagsPoint),
    );
    // A held post its author or staff deleted leaves the queue with it.
    for (const name of ['question.deleted', 'answer.deleted'] as const) {
      ctx.events.on(name, (e, trx) => (trx ? queue.closeFor(trx, 'answerId' in e ? e.answerId : e.questionId, e.userId, ctx.clock.now()) : undefined), 'sync');
    }
    ctx.provide(ReviewQueuePoint, review);
    const reputation = ctx.use(ReputationPoint);
    // The +2 of an approved edit is written in the transaction that applied it.
    ctx.events.on('revision.approved', async (e, trx) => {
      const ledger = reputation();
      if (ledger && trx) await ledger.credit(trx, { kind: 'edit.accepted', userId: e.userId, triggerUserId: e.reviewerId, objectId: e.objectId });
    }, 'sync');
    for (const route of reviewRoutes(review, queued, storedId)) ctx.routes.add('api', route);
  },
});
