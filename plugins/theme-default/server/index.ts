import { defineRoute, definePlugin } from '../../../kernel/api.ts';
import { themeSettings } from '../schemas/theme.ts';
import { ThemeSettingsGroup } from './api.ts';

/** Answer's `GET theme/options`: the themes the admin may pick, from the schema's own list. */
const themeOptions = themeSettings.properties.theme.enum.map((value) => ({ label: value === 'default' ? 'Default' : value, value }));
const themeOptionsSchema = {
  type: 'array',
  items: { type: 'object', required: ['label', 'value'], properties: { label: { type: 'string' }, value: { type: 'string' } }, additionalProperties: false },
} as const;

export default definePlugin({
  register(ctx) {
    ctx.settings.declare(ThemeSettingsGroup);
    ctx.routes.add('admin', defineRoute({ method: 'get', path: '/theme/options', access: 'admin', response: themeOptionsSchema, handler: () => themeOptions }));
  },
});
