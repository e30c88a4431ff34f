import { defineWebPlugin } from '../../../web/src/sdk';
import { MCP_ADMIN_PATH } from '../schemas/mcp-settings';

/** The MCP switch (admin /admin/mcp), drawn from the schema the server validates with. */
export default defineWebPlugin({
  id: 'mcp',
  settingsGroups: [{ path: 'mcp', endpoint: MCP_ADMIN_PATH, loadSchema: () => import('../schemas/mcp-settings').then((m) => m.mcpSettings), titleKey: 'settings.title', fieldsKey: 'settings.fields' }],
});
