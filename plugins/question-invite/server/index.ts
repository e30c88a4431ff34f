import { definePlugin } from '../../../kernel/api.ts';
import { PostDirectoryPoint, QuestionExtraActionsPoint } from '../../questions/server/api.ts';
import type {} from './api.ts';
import { InviteRepository } from './invite-repository.ts';
import { INVITE_PRIVILEGE, InviteService } from './invite-service.ts';
import { questionInviteRoutes } from './routes/question-invite-routes.ts';

export default definePlugin({
  register(ctx) {
    const db = () => ctx.db;
    const service = new InviteService(db, new InviteRepository(db), ctx.need(PostDirectoryPoint), ctx.users, ctx.privileges, ctx.events, ctx.clock);
    // Each invite may mail up to five members: limited per inviter, and behind Answer's captcha rule.
    const guards = [ctx.rateLimit('invitation_answer', { limit: 30, windowSeconds: 3600 }), ctx.captcha('invitation_answer')];
    for (const route of questionInviteRoutes(service, guards)) ctx.routes.add('api', route);
    // Answer's UI shows its invite control when `question/info` offers this action.
    ctx.provide(QuestionExtraActionsPoint, {
      actions: async (viewer, question, language) =>
        question.status === 'normal' && (await ctx.privileges.can(viewer, INVITE_PRIVILEGE))
          ? [{ action: 'invite_other_to_answer', name: ctx.i18n.t(language, 'plugin.question_invite.action'), type: 'confirm' }]
          : [],
    });
  },
});
