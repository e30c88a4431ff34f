import { defineWebPlugin, withPluginTexts } from '../../../web/src/sdk';

/** The create and edit screens' text (locales/editing) loads with them. */
const withEditingTexts = <M,>(load: () => Promise<M>) => withPluginTexts('tags', 'editing', load);

/** Tags: list, tag pages, wiki, create and edit (SPEC §2.1); the selector is imported by the ask form. */
export default defineWebPlugin({
  id: 'tags',
  routes: [
    { path: '/tags', lazy: () => import('./components/tag-list-page').then((m) => ({ Component: m.TagListPage })) },
    {
      path: '/tags/create',
      guards: ['logged', 'adminOrModerator'],
      lazy: withEditingTexts(() => import('./components/tag-create-page').then((m) => ({ Component: m.TagCreatePage }))),
    },
    { path: '/tags/:tagName', lazy: () => import('./components/tag-detail-page').then((m) => ({ Component: m.TagDetailPage })) },
    { path: '/tags/:tagName/info', lazy: () => import('./components/tag-info-page').then((m) => ({ Component: m.TagInfoPage })) },
    {
      path: '/tags/:tagId/edit',
      guards: ['logged', 'activated'],
      lazy: withEditingTexts(() => import('./components/tag-edit-page').then((m) => ({ Component: m.TagEditPage }))),
    },
  ],
  settingsGroups: [{ path: 'write', endpoint: '/siteinfo/write', loadSchema: () => import('../schemas/write.schema.json').then((m) => m.default), titleKey: 'settings.write.title', fieldsKey: 'settings.write.fields' }],
});
