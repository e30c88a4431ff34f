import { definePlugin } from '../../../kernel/api.ts';
import type {} from '../../badges/server/api.ts';
import { PostDirectoryPoint } from '../../questions/server/api.ts';
import type {} from '../../comments/server/api.ts';
import { FollowersPoint } from '../../follow/server/api.ts';
import type {} from '../../reputation/server/api.ts';
import { NotificationPreferencesPoint } from '../../users/server/api.ts';
import type {} from '../../votes/server/api.ts';
import { ReviewQueuePoint } from './api.ts';
import { MailCodeRepository } from './mail-code-repository.ts';
import { NoticeFanout } from './notice-fanout.ts';
import { NoticeWriter } from './notice-writer.ts';
import { MailSubscriptions } from './mail-subscriptions.ts';
import { MemberMail } from './member-mail.ts';
import { NewQuestionMail } from './new-question-mail.ts';
import { NoticeMail } from './notice-mail.ts';
import { NotificationRepository } from './notification-repository.ts';
import { NotificationService } from './notification-service.ts';
import { notificationRoutes } from './routes/notification-routes.ts';
import { unsubscribeRoute } from './routes/unsubscribe-route.ts';

export default definePlugin({
  register(ctx) {
    const db = () => ctx.db;
    const repo = new NotificationRepository(db);
    const subscriptions = new MailSubscriptions(new MailCodeRepository(db), ctx.use(NotificationPreferencesPoint), ctx.clock);
    const memberMail = new MemberMail(ctx, ctx.users, subscriptions, ctx.cache);
    const followers = ctx.use(FollowersPoint);
    const notices = new NoticeWriter(repo);
    // Notices still gathering for their insert are written before the database closes.
    ctx.onClose(() => notices.close());
    const fanout = new NoticeFanout(repo, ctx.need(PostDirectoryPoint), ctx.users, new NoticeMail(memberMail), ctx.clock, db, followers, notices);
    const newQuestions = new NewQuestionMail(memberMail, subscriptions, ctx.need(PostDirectoryPoint), followers, ctx.users, db);
    const service = new NotificationService(repo, ctx.users, ctx.use(ReviewQueuePoint), ctx.i18n);

    // After commit: a notice never holds up or rolls back the action it tells of.
    ctx.events.on('answer.created', (e) => fanout.answerCreated(e));
    ctx.events.on('answer.accepted', (e) => fanout.answerAccepted(e));
    ctx.events.on('question.updated', (e) => fanout.postUpdated(e));
    ctx.events.on('answer.updated', (e) => fanout.postUpdated(e));
    ctx.events.on('comment.created', (e) => fanout.commentCreated(e));
    ctx.events.on('reputation.changed', (e) => fanout.reputationChanged(e));
    ctx.events.on('vote.cast', (e) => fanout.voteCast(e));
    ctx.events.on('badge.awarded', (e) => fanout.badgeAwarded(e));
    ctx.events.on('question.created', async (e) => void (await newQuestions.questionCreated(e)));
    ctx.events.on('question.created', (e) => fanout.questionApproved(e));

    for (const route of notificationRoutes(service)) ctx.routes.add('api', route);
    ctx.routes.add('api', unsubscribeRoute(subscriptions));
  },
});
