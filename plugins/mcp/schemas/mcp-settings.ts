import type { FromSchema } from 'json-schema-to-ts';

/** The MCP switch (Answer's `admin/api/mcp-config`): the server validates with it, the admin form is drawn from it. */
export const MCP_ADMIN_PATH = '/mcp-config';

export const mcpSettings = {
  $id: 'quorum:settings/mcp',
  title: 'MCP',
  type: 'object',
  'x-visibility': 'admin',
  additionalProperties: false,
  required: ['enabled'],
  properties: {
    enabled: { type: 'boolean', title: 'Enabled', default: false },
  },
} as const;
export type McpSettings = FromSchema<typeof mcpSettings>;

/** What the GET answers: the switch, and how a client connects (Answer's SiteMCPResp). */
export const mcpConfigView = {
  type: 'object',
  required: ['enabled', 'type', 'url', 'http_header'],
  properties: {
    enabled: { type: 'boolean' },
    /** The transport Answer's clients use: `sse` (Streamable HTTP is at `url` without `/sse`). */
    type: { type: 'string' },
    url: { type: 'string' },
    /** The header a client sends, with a placeholder where the key goes. */
    http_header: { type: 'string' },
  },
  additionalProperties: false,
} as const;
