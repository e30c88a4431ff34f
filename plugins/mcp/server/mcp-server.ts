import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Request } from 'express';
import { QUORUM_VERSION } from '../../../kernel/api.ts';
import { MCP_TOOLS, ToolMessage, type ToolCaller } from './mcp-tools.ts';

/**
 * How a transport hands a request's caller to the tools: the SDK passes `req.auth` to each
 * handler as `authInfo`, so every message (an SSE session's POSTs too) is served as the key
 * that sent it, checked again by the kernel on that request.
 */
export function attachCaller(req: Request, caller: ToolCaller): void {
  (req as Request & { auth?: unknown }).auth = { token: '', clientId: req.quorum.user?.id ?? '', scopes: caller.readOnly ? ['read'] : ['read', 'write'], extra: { caller } };
}

const result = (text: string, isError = false): CallToolResult => ({ content: [{ type: 'text', text }], ...(isError ? { isError } : {}) });

/**
 * One MCP server (one per SSE session or Streamable HTTP request) with the site's tools. The SDK
 * is imported on the first MCP request, not at boot: loaded, it holds ~9 MB of the server's live
 * heap (its schemas, zod), ~18 MB of peak RSS at the heap's growth, in every process of a site no
 * MCP client may ever talk to (docs/perf.md, 2026-11-29 14:03 UTC). Node keeps a module once imported.
 */
export async function mcpServer(): Promise<Server> {
  const [{ Server }, { CallToolRequestSchema, ListToolsRequestSchema }] = await Promise.all([
    import('@modelcontextprotocol/sdk/server/index.js'),
    import('@modelcontextprotocol/sdk/types.js'),
  ]);
  const server = new Server({ name: 'Quorum', version: QUORUM_VERSION }, { capabilities: { tools: {} } });
  const callerOf = (extra: { authInfo?: { extra?: Record<string, unknown> } }) => extra.authInfo?.extra?.caller as ToolCaller | undefined;

  server.setRequestHandler(ListToolsRequestSchema, (_request, extra) => {
    const readOnly = callerOf(extra)?.readOnly ?? true;
    return { tools: MCP_TOOLS.filter((t) => !(t.writes && readOnly)).map(({ name, description, inputSchema }) => ({ name, description, inputSchema })) };
  });

  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const caller = callerOf(extra);
    const tool = MCP_TOOLS.find((t) => t.name === request.params.name);
    if (!caller || !tool) return result(`Unknown tool: ${request.params.name}`, true);
    if (tool.writes && caller.readOnly) return result('This API key is read-only: it cannot ask or answer. Use a key with full rights.', true);
    try {
      const answer = await tool.call(request.params.arguments ?? {}, caller);
      if (answer instanceof ToolMessage) return result(answer.text, answer.isError);
      return result(JSON.stringify(answer));
    } catch (err) {
      return result(caller.explain(err), true);
    }
  });
  return server;
}
