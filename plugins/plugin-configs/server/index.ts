import { CaptchaPoint, definePlugin, SchemaValidator } from '../../../kernel/api.ts';
import { MemberSettingsFormPoint, MemberSettingsPoint } from './api.ts';
import { MemberSettingsService } from './member-settings-service.ts';
import { MemberSettingsStore } from './member-settings-store.ts';
import { memberSettingsRoutes } from './routes/member-settings-routes.ts';
import { pluginConfigRoutes } from './routes/plugin-config-routes.ts';

export default definePlugin({
  register(ctx) {
    // Plugins' member schemas arrive at run time, so they are compiled here, once each, by an
    // ajv of this plugin's (the kernel's validates the routes' own schemas).
    const settings = new MemberSettingsService(ctx.use(MemberSettingsFormPoint), new MemberSettingsStore(() => ctx.db), new SchemaValidator(), ctx.i18n, () => ctx.clock.now());
    ctx.provide(MemberSettingsPoint, settings);
    for (const route of [...memberSettingsRoutes(settings), ...pluginConfigRoutes(ctx.use(CaptchaPoint))]) ctx.routes.add('api', route);
  },
});
