import { Clock, definePlugin } from '../../../kernel/api.ts';
import { PostDirectory, flagsTaken } from '../../questions/server/api.ts';
import { VotableResolver } from '../../votes/server/api.ts';
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
    // Other plugins' services are looked up when a request needs them, not at registration.
    const posts = () => ctx.container.get<PostDirectory>(PostDirectory);
    const comments = new CommentRepository(db);
    const members = new MemberDirectory(ctx.container);
    const flaggable = () => flagsTaken(ctx, 'comment');
    const reader = new CommentQueryService(comments, posts, members, ctx.container, ctx.i18n, db, flaggable);
    const writer = new CommentWriteService(db, comments, posts, members, commentText(ctx.container), ctx.ids, ctx.container.get<Clock>(Clock), ctx.events);
    // A multi-slot list the votes plugin reads per request; harmless when votes is absent.
    ctx.container.bind<VotableResolver>(VotableResolver).toConstantValue(commentVotable(comments));
    for (const route of commentRoutes(reader, writer)) ctx.routes.add('api', route);
  },
});
