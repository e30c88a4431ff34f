import { definePlugin } from '../../../kernel/api.ts';
import type {} from '../../badges/server/api.ts';
import { PostDirectoryPoint } from '../../questions/server/api.ts';
import type {} from '../../comments/server/api.ts';
import { FollowersPoint } from '../../follow/server/api.ts';
import type {} from '../../question-invite/server/api.ts';
import type {} from '../../reputation/server/api.ts';
import { NotificationPreferencesPoint } from '../../users/server/api.ts';
import { MemberSettingsFormPoint, MemberSettingsPoint } from '../../plugin-configs/server/api.ts';
import type {} from '../../votes/server/api.ts';
import { achievementChoicesSchema } from '../schemas/member-settings.ts';
import { achievementWanted } from './achievement-choices.ts';
import { ReviewQueuePoint } from './api.ts';
import { MailCodeRepository } from './mail-code-repository.ts';
import { NoticeFanout, voteTells } from './notice-fanout.ts';
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
    const notices = new NoticeWriter(db, repo, ctx.mailer, ctx.clock);
    // Notices still gathering for their transaction are written before the database closes.
    ctx.onClose(() => notices.close());
    const fanout = new NoticeFanout(repo, ctx.need(PostDirectoryPoint), ctx.users, new NoticeMail(memberMail), db, followers, notices);
    const newQuestions = new NewQuestionMail(memberMail, subscriptions, ctx.need(PostDirectoryPoint), followers, ctx.users, db);
    const service = new NotificationService(repo, ctx.users, ctx.use(ReviewQueuePoint), ctx.i18n);
    // Each member chooses which achievements leave a notice (their settings page).
    ctx.provide(MemberSettingsFormPoint, { plugin: ctx.id, schema: achievementChoicesSchema });
    const wanted = achievementWanted(ctx.use(MemberSettingsPoint), ctx.id);

    // After commit: a notice never holds up or rolls back the action it tells of. Durable: each
    // event's telling is journaled in the action's transaction and settled in the one that writes
    // its notices and queues its mails, so a process killed in between loses none of them (another
    // process, or the next to start, tells them) and nothing is told twice.
    const { events } = ctx;
    // Kept without the answer's markdown, which only finding its links reads.
    events.durable('answer.created', (e, work) => fanout.answerCreated(e, work), { keep: ({ body: _, ...e }) => e });
    // (A question's followers hear of its edits and acceptances whoever made them.)
    events.durable('answer.accepted', (e, work) => fanout.answerAccepted(e, work), { when: (e) => e.accepted });
    events.durable('question.updated', (e, work) => fanout.postUpdated(e, work));
    events.durable('answer.updated', (e, work) => fanout.postUpdated(e, work));
    // The post a comment carries is kept without its body (a notice shows only its title).
    events.durable('comment.created', (e, work) => fanout.commentCreated(e, work), { keep: (e) => ({ ...e, post: e.post && { ...e.post, html: '' } }) });
    events.durable('reputation.changed', async (e, work) => {
      if (await wanted(e.userId, 'reputation_notices')) await fanout.reputationChanged(e, work);
    });
    events.durable('vote.cast', (e, work) => fanout.voteCast(e, work), { when: voteTells });
    // Kept without the question's documents for the index: run again, it reads the question.
    events.durable('question.created', async (e, work) => fanout.questionCreated(e, work, await newQuestions.questionCreated(e)), { keep: ({ post: _, ...e }) => e });
    events.durable('question.invited', (e, work) => fanout.invited(e, work));
    events.durable('badge.awarded', async (e, work) => {
      if (await wanted(e.userId, 'badge_notices')) await fanout.badgeAwarded(e, work);
    });

    for (const route of notificationRoutes(service)) ctx.routes.add('api', route);
    ctx.routes.add('api', unsubscribeRoute(subscriptions));
  },
});
