import { definePlugin } from '../../../kernel/api.ts';
import { PrivilegesPoint } from '../../../kernel/provider-api.ts';
import { PostDirectoryPoint } from '../../questions/server/api.ts';
import type {} from '../../votes/server/api.ts';
import { PrivilegesGroup, ReputationPoint } from './api.ts';
import { DEFAULT_LEVEL, privilegesViewSchema, type PrivilegesSettings } from '../schemas/privileges.ts';
import { NextStepPoint } from '../../admin/server/api.ts';
import { PrivilegeService } from './privilege-rules.ts';
import { privilegeRoutes } from './routes/privilege-routes.ts';
import { ActivityRepository } from './activity-repository.ts';
import { RankHistoryService } from './rank-history-service.ts';
import { RankingService } from './ranking-service.ts';
import { ReputationLedgerService } from './reputation-ledger.ts';
import { reputationRoutes } from './routes/reputation-routes.ts';

export default definePlugin({
  register(ctx) {
    const db = () => ctx.db;
    const repo = new ActivityRepository(db);
    const ledger = new ReputationLedgerService(db, repo, ctx, ctx.clock);
    const ranking = new RankingService(repo, ctx.users, ctx.cache, ctx.clock);
    const history = new RankHistoryService(repo, ctx.need(PostDirectoryPoint), ctx);

    // Sync: the ledger writes in the transaction of the action, so both commit or neither does.
    ctx.events.on('vote.cast', (e, trx) => ledger.voteCast(e, trx), 'sync');
    ctx.events.on('answer.accepted', (e, trx) => ledger.answerAccepted(e, trx), 'sync');
    ctx.events.on('question.deleted', (e, trx) => ledger.postDeleted(e.questionId, trx), 'sync');
    ctx.events.on('question.recovered', (e, trx) => ledger.postRecovered(e.questionId, trx), 'sync');
    ctx.events.on('answer.deleted', (e, trx) => ledger.postDeleted(e.answerId, trx), 'sync');
    ctx.events.on('answer.recovered', (e, trx) => ledger.postRecovered(e.answerId, trx), 'sync');
    ctx.events.on('user.activated', (e, trx) => ledger.userActivated(e.userId, trx), 'sync');
    ctx.provide(ReputationPoint, ledger);

    // After commit: the cached board is dropped once what changed it is visible.
    for (const name of ['reputation.changed', 'vote.cast', 'user.status_changed'] as const) ctx.events.on(name, () => ranking.invalidate());

    for (const route of reputationRoutes(history, ranking)) ctx.routes.add('api', route);

    const privileges = new PrivilegeService(ctx);
    ctx.settings.declare(PrivilegesGroup, {
      view: (values, language) => privileges.view(values as PrivilegesSettings, language),
      viewSchema: privilegesViewSchema,
      derived: ['options', 'selected_level'],
    });
    ctx.provide(PrivilegesPoint, privileges);
    // A new site's admin is pointed at the privilege level until one other than a fresh site's is chosen.
    ctx.provide(NextStepPoint, { step: 'privileges', done: async () => (await ctx.settings.get(PrivilegesGroup)).level !== DEFAULT_LEVEL });
    for (const route of privilegeRoutes(privileges)) ctx.routes.add('api', route);
  },
});
