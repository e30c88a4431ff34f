import { Clock, definePlugin } from '../../../kernel/api.ts';
import { TagService } from './api.ts';
import { TagContext } from './tag-context.ts';
import { TagLinkService } from './tag-link-service.ts';
import { TagQueryService } from './tag-query-service.ts';
import { TagWriteService } from './tag-write-service.ts';
import { synonymRoutes } from './routes/synonyms.ts';
import { tagReadRoutes } from './routes/tags.ts';
import { tagWriteRoutes } from './routes/tag-write.ts';

export default definePlugin({
  register(ctx) {
    const context = new TagContext(ctx, ctx.container.get<Clock>(Clock), ctx.renderer);
    const read = new TagQueryService(context, (language, key) => ctx.i18n.t(language, `tag.action.${key}`));
    const write = new TagWriteService(context);
    ctx.container.bind<TagService>(TagService).toConstantValue(new TagLinkService(context));
    for (const route of [...tagReadRoutes(read), ...tagWriteRoutes(write), ...synonymRoutes(read, write)]) ctx.routes.add('api', route);
  },
});
