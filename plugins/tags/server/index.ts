import { definePlugin } from '../../../kernel/api.ts';
import { TagEditorPoint, TagFollowersPoint, TagHistoryPoint, TagServicePoint, WriteSettingsGroup } from './api.ts';
import { TagEditor } from './tag-editor.ts';
import { tagListShape } from './answer2-tag-lists.ts';
import { TagPagesPoint } from './api.ts';
import { TagPagesService } from './tag-pages.ts';
import { DashboardFiguresPoint, NextStepPoint } from '../../admin/server/api.ts';
import { TagCreators } from './tag-creators.ts';
import { tagFlags } from './tag-flags.ts';
import { TagLinkService, type TagLinkDeps } from './tag-link-service.ts';
import { TagMaker } from './tag-maker.ts';
import { TagRelRepository } from './tag-rel-repository.ts';
import { TagRepository } from './tag-repository.ts';
import { TagQueryService } from './tag-query-service.ts';
import { TagWriteService } from './tag-write-service.ts';
import { synonymRoutes } from './routes/synonyms.ts';
import { tagReadRoutes } from './routes/tags.ts';
import { tagWriteRoutes } from './routes/tag-write.ts';

export default definePlugin({
  // The composition root: every service is built here once, from exactly what it uses.
  register(ctx) {
    ctx.settings.declare(WriteSettingsGroup);
    // Answer 2.0 splits the write page in two: what a question needs, and the tag lists.
    ctx.settings.view({ adminPath: '/siteinfo/question', siteinfoKey: 'site_questions', parts: [{ group: WriteSettingsGroup, fields: ['min_tags', 'min_content', 'restrict_answer'] }] });
    ctx.settings.view({
      adminPath: '/siteinfo/tag', siteinfoKey: 'site_tags', parts: [{ group: WriteSettingsGroup, fields: ['reserved_tags', 'recommend_tags', 'required_tag'] }],
      shapes: { reserved_tags: tagListShape, recommend_tags: tagListShape },
    });
    const db = () => ctx.db;
    const { clock, renderer: md } = ctx;
    const tags = new TagRepository();
    const rels = new TagRelRepository();
    const flags = tagFlags(ctx.settings);
    const creators = new TagCreators(ctx.privileges);
    const history = ctx.use(TagHistoryPoint);
    const maker = new TagMaker(tags, ctx.ids, clock, md, history);
    const read = new TagQueryService({ db, tags, flags, md, actionName: (language, key) => ctx.i18n.t(language, `tag.action.${key}`) });
    const links: TagLinkDeps = { db, tags, rels, flags, creators, maker, clock };
    const write = new TagWriteService({ ...links, md, history, followers: ctx.use(TagFollowersPoint) });
    ctx.provide(TagServicePoint, new TagLinkService(links));
    ctx.provide(TagEditorPoint, new TagEditor(db, tags, write));
    ctx.provide(TagPagesPoint, new TagPagesService(db, tags, md));
    // The admin's next steps tick "create tags" by it: members cannot ask without one.
    ctx.provide(DashboardFiguresPoint, { figures: async () => ({ tag_count: await tags.count(ctx.db) }) });
    // Members cannot ask without a tag, so a new site's admin is pointed at making one.
    ctx.provide(NextStepPoint, { step: 'tags', done: async () => (await tags.count(ctx.db)) > 0 });
    for (const route of [...tagReadRoutes(read), ...tagWriteRoutes(write), ...synonymRoutes(read, write)]) ctx.routes.add('api', route);
  },
});
