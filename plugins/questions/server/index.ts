import { definePlugin, type RateLimit } from '../../../kernel/api.ts';
import { AccountContentPoint, DashboardFiguresPoint, DeletedContentPurgePoint } from '../../admin/server/api.ts';
import { accountPosts, deletedPostsPurge } from './admin/account-posts.ts';
import { TagServicePoint } from '../../tags/server/api.ts';
import { AuthorPostsPoint, FollowedTopicsPoint, PickedQuestionsPoint, PostDirectoryPoint, ReasonsPoint, SimilarQuestionsPoint } from './api.ts';
import { AuthorPostsService } from './read-models/author-posts.ts';
import { AnswerQueryService } from './answers/answer-query-service.ts';
import { AnswerService } from './answers/answer-service.ts';
import { PostContext } from './post-context.ts';
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
  register(ctx) {
    const label = (language: Parameters<typeof ctx.i18n.t>[0], action: string) => ctx.i18n.t(language, `question.action.${action}`);
    const c = new PostContext(ctx, ctx.renderer, ctx.need(TagServicePoint), label);
    const reasons = new ReasonCatalog((language, key) => ctx.i18n.t(language, key));
    const reasonList = reasonRoutes(reasons);
    const limits = (action: 'question' | 'answer' | 'delete' | 'edit') => [ctx.rateLimit(action, WRITE_LIMITS[action]), ctx.captcha(action)];
    const questionQuery = new QuestionQueryService(c, reasons, ctx.use(FollowedTopicsPoint), ctx.use(SimilarQuestionsPoint));
    const answerQuery = new AnswerQueryService(c, questionQuery);
    const versions = new PostVersions(ctx.use(PostHistoryPoint));
    const intake = new PostIntake(ctx.use(PostScreenPoint));
    const answers = new AnswerService(c, () => answerQuery, versions, intake);
    const questions = new QuestionService(c, questionQuery, answers, versions, intake);
    ctx.provide(PendingPostsPoint, new PendingPostsService(c, questions, answers));
    ctx.provide(PostEditorPoint, new PostEditor(c, questions, answers));
    const moderation = new QuestionModerationService(c, reasons);
    ctx.provide(PostModerationPoint, new PostModerationService(c, questions, answers, moderation));
    ctx.provide(DashboardFiguresPoint, { figures: () => new AdminPostRepository().figures(ctx.db) });
    ctx.provide(AccountContentPoint, accountPosts(c, questions, answers));
    for (const type of ['questions', 'answers'] as const) ctx.provide(DeletedContentPurgePoint, deletedPostsPurge(() => ctx.db, type));
    ctx.provide(ReasonsPoint, reasons);
    ctx.provide(PostDirectoryPoint, new PostDirectoryService(c.questions, c.answers));
    ctx.provide(AuthorPostsPoint, new AuthorPostsService(() => ctx.db, () => c.tags));
    ctx.provide(PickedQuestionsPoint, { page: (ids, q) => questionQuery.among(ids, q) });
    // one process a pass: the first to count this hour's pass in the site's cache makes it
    const hourlyPass = async () => (await ctx.cache.increment(`questions:hot-pass:${Math.floor(ctx.clock.now() / 3600)}`, 7200)) === 1;
    ctx.onListen(() => c.questions.hot.start(() => ctx.db, ctx.logger, hourlyPass));
    ctx.onClose(() => c.questions.hot.stop());
    for (const route of [
      ...questionReadRoutes(questionQuery),
      ...questionWriteRoutes(questions, limits),
      ...questionModerationRoutes(moderation),
      ...answerReadRoutes(answerQuery),
      ...answerWriteRoutes(answers, limits),
      ...reasonList.api,
      ...draftRoutes(new DraftService(c)),
    ]) ctx.routes.add('api', route);
    for (const route of [...reasonList.admin, ...adminPostRoutes(new AdminPostService(c, questions, answers, moderation))]) ctx.routes.add('admin', route);
    ctx.provide(PublicPostsPoint, new PublicPostsService(() => ctx.db, () => c.tags, ctx.users, () => c.permalink(), c.md));
    ctx.provide(PostRecordsPoint, new PostRecordsService(() => ctx.db, () => c.tags));
  },
});
