import { definePlugin } from '../../../kernel/api.ts';
import { AccountContentPoint, DashboardFiguresPoint } from '../../admin/server/api.ts';
import { FlagDeskPoint, PostDirectoryPoint, flagsTaken } from '../../questions/server/api.ts';
import { MarkdownPoint } from '../../markdown/server/api.ts';
import { VotablePoint, VoteLookupPoint } from '../../votes/server/api.ts';
import { AuthorCommentsPoint, CommentModerationPoint } from './api.ts';
import { AuthorCommentsService } from './author-comments.ts';
import { CommentModerationService } from './comment-moderation.ts';
import { CommentRepository } from './comment-repository.ts';
import { CommentQueryService } from './comment-query-service.ts';
import { CommentWriteService } from './comment-write-service.ts';
import { commentText } from './comment-text.ts';
import { commentVotable } from './comment-votable.ts';
import { MemberDirectory } from './member-directory.ts';
import { commentRoutes } from './routes/comment-routes.ts';

export default definePlugin({
  register(ctx) {
    const db = () => ctx.db;
    const posts = ctx.need(PostDirectoryPoint);
    const comments = new CommentRepository(db);
    const members = new MemberDirectory(ctx.users);
    const desk = ctx.use(FlagDeskPoint);
    const flaggable = () => flagsTaken(desk(), 'comment');
    const reader = new CommentQueryService(comments, posts, members, ctx.use(VoteLookupPoint), ctx.i18n, db, flaggable);
    const writer = new CommentWriteService(db, comments, posts, members, commentText(ctx.use(MarkdownPoint)), ctx.ids, ctx.clock, ctx.events, ctx.privileges);
    // Comment votes go through the votes plugin when it is there.
    ctx.provide(VotablePoint, commentVotable(comments));
    ctx.provide(AccountContentPoint, { removeAllOf: (userId, trx, by) => writer.removeAllOf(userId, trx, by) });
    ctx.provide(AuthorCommentsPoint, new AuthorCommentsService(db));
    ctx.provide(CommentModerationPoint, new CommentModerationService(db, comments, writer));
    // The dashboard's comment count (Answer's: live comments).
    ctx.provide(DashboardFiguresPoint, { figures: async () => ({ comment_count: await comments.countLive() }) });
    for (const route of commentRoutes(reader, writer, (action) => ctx.captcha(action))) ctx.routes.add('api', route);
  },
});
