import { definePlugin, MaintenanceTaskPoint } from '../../../kernel/api.ts';
import { PostRecordsPoint, PickedQuestionsPoint, PostDirectoryPoint } from '../../questions/server/api.ts';
import { BackfillState } from './backfill-state.ts';
import { LinkBackfill } from './link-backfill.ts';
import { siteHostOf } from './link-parser.ts';
import { LinkRepository } from './link-repository.ts';
import { LinkWriter } from './link-writer.ts';
import { LinkedQuestions } from './linked-questions.ts';
import { questionLinkRoutes } from './routes/question-link-routes.ts';

export default definePlugin({
  register(ctx) {
    const db = () => ctx.db;
    const links = new LinkRepository(db);
    const posts = ctx.use(PostRecordsPoint);
    const siteHost = async () => siteHostOf((await ctx.settings.get<{ site_url: string }>('general')).site_url);
    const writer = new LinkWriter(posts, siteHost, links, ctx.clock);

    // After commit: finding links never holds up or rolls back the post that holds them. A post
    // the event carries was just published (a question asked, an answer given or approved).
    ctx.events.on('question.created', (e) => (e.post ? writer.writeNew([e.post]) : writer.sync([e.questionId])));
    ctx.events.on('question.updated', (e) => writer.sync([e.questionId]));
    ctx.events.on('question.recovered', (e) => writer.syncQuestion(e.questionId));
    ctx.events.on('answer.created', (e) => (e.body === undefined ? writer.sync([e.answerId]) : writer.writeNew([{ id: e.answerId, type: 'answer', questionId: e.questionId, body: e.body }])));
    ctx.events.on('answer.updated', (e) => writer.sync([e.answerId]));
    ctx.events.on('answer.recovered', (e) => writer.sync([e.answerId]));

    const backfill = new LinkBackfill(new BackfillState(db), () => ctx.isEnabled(ctx.id), posts, writer, ctx.clock, ctx.logger);
    ctx.provide(MaintenanceTaskPoint, backfill.task());
    ctx.onListen(() => backfill.start());
    ctx.onClose(() => backfill.stop());

    const linked = new LinkedQuestions(db, links, ctx.need(PostDirectoryPoint), ctx.need(PickedQuestionsPoint));
    for (const route of questionLinkRoutes(linked)) ctx.routes.add('api', route);
  },
});
