import { definePlugin } from '../../../kernel/api.ts';
import { ThemeSettingsGroup } from './api.ts';

export default definePlugin({
  register(ctx) {
    ctx.settings.declare(ThemeSettingsGroup);
  },
});
