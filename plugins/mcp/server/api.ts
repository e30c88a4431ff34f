import { defineSettingsGroup } from '../../../kernel/api.ts';
import { MCP_ADMIN_PATH, mcpSettings, type McpSettings } from '../schemas/mcp-settings.ts';

/** Off until the admin turns it on; admins alone read it. */
export const McpSettingsGroup = defineSettingsGroup<McpSettings>({ name: 'mcp', schema: mcpSettings, adminPath: MCP_ADMIN_PATH });
