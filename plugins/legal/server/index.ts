import { definePlugin } from '../../../kernel/api.ts';
import { LegalSettingsGroup, type LegalSettings } from './api.ts';
import { legalRoute, withParsedLegal } from './routes/legal.ts';

export default definePlugin({
  register(ctx) {
    // The admin form shows each text rendered too; sent back, the rendered ones are dropped.
    ctx.settings.declare(LegalSettingsGroup, {
      view: (values) => withParsedLegal(values as LegalSettings, ctx.renderer),
      derived: ['terms_of_service_parsed_text', 'privacy_policy_parsed_text'],
      // Answer 2.0's name for the page
      alsoAt: ['/siteinfo/polices'],
    });
    ctx.routes.add('api', legalRoute(() => ctx.settings.get(LegalSettingsGroup), ctx.renderer));
  },
});
