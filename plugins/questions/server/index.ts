import { definePlugin, type RateLimit } from '../../../kernel/api.ts';
import { AccountContentPoint, DashboardFiguresPoint, DeletedContentPurgePoint } from '../../admin/server/api.ts';
import { accountPosts, deletedPostsPurge } from './admin/account-posts.ts';
import { TagServicePoint } from '../../tags/server/api.ts';
import { AuthorPostsPoint, FollowedTopicsPoint, PickedQuestionsPoint, PostDirectoryPoint, ReasonsPoint, SimilarQuestionsPoint } from './api.ts';
import { AuthorPostsService } from './read-models/author-posts.ts';
import { AnswerQueryService } from './answers/answer-query-service.ts';
import { AnswerRepository } from './answers/answer-repository.ts';
import { AnswerService } from './answers/answer-service.ts';
import { DraftRepository } from './drafts/draft-repository.ts';
import { MemberActionTerms } from './member-action-terms.ts';
import type { PostTables } from './post-tables.ts';
import type { PostWrites } from './post-writes.ts';
import { HotScoreKeeper } from './questions/hot-score-keeper.ts';
import { PermalinkStyle } from './questions/permalink-style.ts';
import { QuestionRepository } from './questions/question-repository.ts';
import { siteWriteRules } from './questions/question-rules.ts';
import { ViewBuffer } from './questions/view-buffer.ts';
import { viewWriter } from './questions/view-writer.ts';
import { ExtraActions } from './read-models/extra-actions.ts';
import { PostAuthors } from './read-models/user-directory.ts';
import { ViewerStates } from './read-models/viewer-state.ts';
import { FlagDeskPoint, PermalinkPoint, QuestionExtraActionsPoint, ViewerStatePoint } from './api.ts';
import { PostEditor } from './edits/post-editor.ts';
import { PostVersions } from './edits/post-versions.ts';
import { PostEditorPoint, PostHistoryPoint } from './api.ts';
import { PostDirectoryService } from './read-models/post-directory.ts';
import { QuestionModerationService } from './moderation/question-moderation-service.ts';
import { QuestionQueryService } from './questions/question-query-service.ts';
import { QuestionService } from './questions/question-service.ts';
import { answerReadRoutes } from './routes/answers.ts';
import { answerWriteRoutes } from './routes/answer-write.ts';
import { questionModerationRoutes } from './routes/question-moderation.ts';
import { questionReadRoutes } from './routes/questions.ts';
import { questionWriteRoutes } from './routes/question-write.ts';
import { ReasonCatalog } from './reasons/reason-catalog.ts';
import { reasonRoutes } from './routes/reasons.ts';
import { DraftService } from './drafts/draft-service.ts';
import { draftRoutes } from './routes/drafts.ts';
import { PublicPostsPoint } from './api.ts';
import { PublicPostsService } from './read-models/public-posts.ts';
import { PostRecordsPoint } from './api.ts';
import { PostRecordsService } from './read-models/post-records.ts';
import { PostModerationPoint } from './api.ts';
import { PendingPostsPoint, PostScreenPoint } from './api.ts';
import { PendingPostsService } from './moderation/pending-posts.ts';
import { PostIntake } from './moderation/post-intake.ts';
import { AdminPostRepository } from './admin/admin-post-repository.ts';
import { AdminPostService } from './admin/admin-post-service.ts';
import { PostModerationService } from './moderation/post-moderation.ts';
import { adminPostRoutes } from './routes/admin-posts.ts';

/** Posting and deleting, per member, by default (Answer asks for a captcha at similar counts); edits only by captcha. */
const WRITE_LIMITS: Record<string, RateLimit | undefined> = {
  question: { limit: 30, windowSeconds: 3600 },
  answer: { limit: 60, windowSeconds: 3600 },
  delete: { limit: 10, windowSeconds: 86400 },
};

export default definePlugin({
  // The composition root: every service is built here once, from exactly what it uses.
  register(ctx) {
    const db = () => ctx.db;
    const tags = ctx.need(TagServicePoint);
    const { clock, events, ids, privileges, renderer: md } = ctx;
    const questionRows = new QuestionRepository(new HotScoreKeeper(clock));
    const answerRows = new AnswerRepository();
    const drafts = new DraftRepository();
    const adminRows = new AdminPostRepository();
    const tables: PostTables = { db, questions: questionRows, answers: answerRows };
    /** Views counted by `question/info`, written every couple of seconds. */
    const views = new ViewBuffer(ctx.cache, viewWriter(db, questionRows, clock), ctx.logger);
    ctx.onClose(() => views.close());
    const users = new PostAuthors(ctx.users);
    const permalink = new PermalinkStyle(ctx.use(PermalinkPoint));
    const writeRules = siteWriteRules(ctx.settings);
    const label = (language: Parameters<typeof ctx.i18n.t>[0], action: string) => ctx.i18n.t(language, `question.action.${action}`);
    const actionTerms = new MemberActionTerms(label, ctx.use(FlagDeskPoint), ctx.use(PostHistoryPoint), privileges);
    const viewerStates = new ViewerStates(ctx.use(ViewerStatePoint), ctx.logger);
    const reasons = new ReasonCatalog((language, key) => ctx.i18n.t(language, key));
    const reasonList = reasonRoutes(reasons);
    const limits = (action: 'question' | 'answer' | 'delete' | 'edit') => [ctx.rateLimit(action, WRITE_LIMITS[action]), ctx.captcha(action)];
    const questionQuery = new QuestionQueryService({
      ...tables, tags, clock, md, views, users, permalink, actionTerms, viewerStates, reasons,
      extraActions: new ExtraActions(ctx.use(QuestionExtraActionsPoint), ctx.logger),
      followed: ctx.use(FollowedTopicsPoint), similarTo: ctx.use(SimilarQuestionsPoint),
    });
    const answerQuery = new AnswerQueryService({ db, answers: answerRows, users, permalink, actionTerms, viewerStates, questionQuery });
    const versions = new PostVersions(ctx.use(PostHistoryPoint));
    const intake = new PostIntake(ctx.use(PostScreenPoint));
    const writes: PostWrites = { ...tables, drafts, ids, events, clock, md, privileges, writeRules, versions, intake };
    const answers = new AnswerService({ ...writes, query: answerQuery });
    const questions = new QuestionService({ ...writes, tags, query: questionQuery, answerService: answers });
    const services = { questionService: questions, answerService: answers };
    ctx.provide(PendingPostsPoint, new PendingPostsService({ ...tables, tags, clock, ...services }));
    ctx.provide(PostEditorPoint, new PostEditor({ ...tables, tags, ...services }));
    const moderation = new QuestionModerationService({ db, questions: questionRows, events, clock, reasons });
    ctx.provide(PostModerationPoint, new PostModerationService({ ...tables, adminRows, tags, permalink, ...services, moderation }));
    ctx.provide(DashboardFiguresPoint, { figures: () => adminRows.figures(ctx.db) });
    ctx.provide(AccountContentPoint, accountPosts(tables, questions, answers));
    for (const type of ['questions', 'answers'] as const) ctx.provide(DeletedContentPurgePoint, deletedPostsPurge(db, type));
    ctx.provide(ReasonsPoint, reasons);
    ctx.provide(PostDirectoryPoint, new PostDirectoryService(questionRows, answerRows));
    ctx.provide(AuthorPostsPoint, new AuthorPostsService(db, tags));
    ctx.provide(PickedQuestionsPoint, { page: (ids, q) => questionQuery.among(ids, q) });
    // one process a pass: the first to count this hour's pass in the site's cache makes it
    const hourlyPass = async () => (await ctx.cache.increment(`questions:hot-pass:${Math.floor(clock.now() / 3600)}`, 7200)) === 1;
    ctx.onListen(() => questionRows.hot.start(db, ctx.logger, hourlyPass));
    ctx.onClose(() => questionRows.hot.stop());
    for (const route of [
      ...questionReadRoutes(questionQuery),
      ...questionWriteRoutes(questions, limits),
      ...questionModerationRoutes(moderation),
      ...answerReadRoutes(answerQuery),
      ...answerWriteRoutes(answers, limits),
      ...reasonList.api,
      ...draftRoutes(new DraftService({ ...tables, drafts, clock, permalink })),
    ]) ctx.routes.add('api', route);
    const adminPosts = new AdminPostService({ ...tables, adminRows, users, permalink, views, md, ...services, moderation });
    for (const route of [...reasonList.admin, ...adminPostRoutes(adminPosts)]) ctx.routes.add('admin', route);
    ctx.provide(PublicPostsPoint, new PublicPostsService(db, tags, ctx.users, () => permalink.mode(), md));
    ctx.provide(PostRecordsPoint, new PostRecordsService(db, tags));
  },
});
