import { definePlugin } from '../../../kernel/api.ts';
import { TagEditorPoint, TagFollowersPoint, TagHistoryPoint, TagServicePoint, WriteSettingsGroup } from './api.ts';
import { TagEditor } from './tag-editor.ts';
import { tagListShape } from './answer2-tag-lists.ts';
import { TagPagesPoint } from './api.ts';
import { TagPagesService } from './tag-pages.ts';
import { DashboardFiguresPoint, NextStepPoint } from '../../admin/server/api.ts';
import { TagContext } from './tag-context.ts';
import { TagLinkService } from './tag-link-service.ts';
import { TagQueryService } from './tag-query-service.ts';
import { TagWriteService } from './tag-write-service.ts';
import { synonymRoutes } from './routes/synonyms.ts';
import { tagReadRoutes } from './routes/tags.ts';
import { tagWriteRoutes } from './routes/tag-write.ts';

export default definePlugin({
  register(ctx) {
    ctx.settings.declare(WriteSettingsGroup);
    // Answer 2.0 splits the write page in two: what a question needs, and the tag lists.
    ctx.settings.view({ adminPath: '/siteinfo/question', siteinfoKey: 'site_questions', parts: [{ group: WriteSettingsGroup, fields: ['min_tags', 'min_content', 'restrict_answer'] }] });
    ctx.settings.view({
      adminPath: '/siteinfo/tag', siteinfoKey: 'site_tags', parts: [{ group: WriteSettingsGroup, fields: ['reserved_tags', 'recommend_tags', 'required_tag'] }],
      shapes: { reserved_tags: tagListShape, recommend_tags: tagListShape },
    });
    const context = new TagContext(ctx, ctx.clock, ctx.renderer, ctx.use(TagHistoryPoint), ctx.use(TagFollowersPoint));
    const read = new TagQueryService(context, (language, key) => ctx.i18n.t(language, `tag.action.${key}`));
    const write = new TagWriteService(context, ctx.privileges);
    ctx.provide(TagServicePoint, new TagLinkService(context, ctx.privileges));
    ctx.provide(TagEditorPoint, new TagEditor(context, write));
    ctx.provide(TagPagesPoint, new TagPagesService(context));
    // The admin's next steps tick "create tags" by it: members cannot ask without one.
    ctx.provide(DashboardFiguresPoint, { figures: async () => ({ tag_count: await context.tags.count(ctx.db) }) });
    // Members cannot ask without a tag, so a new site's admin is pointed at making one.
    ctx.provide(NextStepPoint, { step: 'tags', done: async () => (await context.tags.count(ctx.db)) > 0 });
    for (const route of [...tagReadRoutes(read), ...tagWriteRoutes(write), ...synonymRoutes(read, write)]) ctx.routes.add('api', route);
  },
});
