import { defineWebPlugin } from '../../../web/src/sdk';

/**
 * The MCP switch (admin /admin/mcp), drawn from the schema the server validates with; the schema
 * loads with the page (its endpoint is written here so the entry stays small).
 */
export default defineWebPlugin({
  id: 'mcp',
  settingsGroups: [{ path: 'mcp', endpoint: '/mcp-config', loadSchema: () => import('../schemas/mcp-settings').then((m) => m.mcpSettings), titleKey: 'settings.title', fieldsKey: 'settings.fields' }],
});
