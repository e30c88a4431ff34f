import { definePlugin, type Language } from '../../../kernel/api.ts';
import { ReviewerPoint } from '../../review/server/api.ts';
import { ReviewerBasicSettingsGroup } from './api.ts';
import { BasicReviewer } from './basic-reviewer.ts';

export default definePlugin({
  register(ctx) {
    ctx.settings.declare(ReviewerBasicSettingsGroup);
    // The reason is stored with the held post, so it is written in the site's language.
    const siteLanguage = async () => (await ctx.settings.get<{ language: string }>('interface')).language as Language;
    ctx.provide(ReviewerPoint, new BasicReviewer(() => ctx.settings.get(ReviewerBasicSettingsGroup), (language, key, vars) => ctx.i18n.t(language, key, vars), siteLanguage));
  },
});
