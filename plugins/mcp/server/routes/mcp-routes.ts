import type { Request, RequestHandler } from 'express';
import { ForbiddenError, NotFoundError, RAW, defineRoute, type RouteDefinition } from '../../../../kernel/api.ts';
import type { ToolCaller } from '../mcp-tools.ts';
import { attachCaller, mcpServer } from '../mcp-server.ts';
import type { SseSessions } from '../sse-sessions.ts';

export const MCP_MESSAGE_PATH = '/answer/api/v1/mcp/message';

export interface McpRouteDeps {
  enabled(): Promise<boolean>;
  caller(req: Request): Promise<ToolCaller>;
  sessions: SseSessions;
}

const messageQuery = { type: 'object', required: ['sessionId'], properties: { sessionId: { type: 'string', maxLength: 64 } } } as const;
/** A JSON-RPC message or batch, as the MCP SDK's transports read it. */
const jsonRpc = { description: 'A JSON-RPC 2.0 response (MCP)', type: ['object', 'array'] } as const;

/**
 * Answer's SSE endpoints (`mcp/sse` opens a session's stream, `mcp/message` takes its client's
 * messages) and the Streamable HTTP endpoint `mcp` (stateless: each POST is served whole, so any
 * process of the site can take it). All take an admin's credential as clients send it, an API
 * key (read-only keys get the read tools; an admin's session token counts as a full-rights key),
 * and answer only while the admin has the server switched on.
 */
export function mcpRoutes(deps: McpRouteDeps): RouteDefinition<any, any>[] {
  const switchedOn: RequestHandler = async (_req, _res, next) => {
    if (!(await deps.enabled())) throw new ForbiddenError('error.mcp.disabled');
    next();
  };
  const guards = [switchedOn];
  return [
    defineRoute({
      method: 'get', path: '/mcp/sse', access: 'admin', guards, produces: 'text/event-stream',
      response: { type: 'string', description: 'An MCP server-sent event stream; its first event names the message endpoint of the session' },
      handler: async ({ req, res }) => {
        // the SDK loads with the first MCP request (mcpServer says why)
        const { SSEServerTransport } = await import('@modelcontextprotocol/sdk/server/sse.js');
        const transport = new SSEServerTransport(MCP_MESSAGE_PATH, res);
        await deps.sessions.open(transport, req.quorum.user!.id, await mcpServer());
        return RAW;
      },
    }),
    defineRoute<unknown, { sessionId: string }>({
      method: 'post', path: '/mcp/message', access: 'admin', guards, readOnlyChecked: true, query: messageQuery, produces: 'text/plain',
      response: { type: 'string', description: '"Accepted": the answer goes out on the session\'s event stream' },
      handler: async ({ req, res, query }) => {
        const session = deps.sessions.find(query.sessionId);
        if (!session) throw new NotFoundError('error.mcp.session_not_found');
        // Another admin's key may not speak in this session; the key itself was checked on this request.
        if (session.userId !== req.quorum.user!.id) throw new ForbiddenError('base.forbidden_error');
        attachCaller(req, await deps.caller(req));
        await session.transport.handlePostMessage(req, res, req.body);
        return RAW;
      },
    }),
    defineRoute({
      method: 'post', path: '/mcp', access: 'admin', guards, readOnlyChecked: true, produces: 'application/json', response: jsonRpc,
      handler: async ({ req, res }) => {
        const { StreamableHTTPServerTransport } = await import('@modelcontextprotocol/sdk/server/streamableHttp.js');
        const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
        const server = await mcpServer();
        res.on('close', () => void transport.close().then(() => server.close()));
        await server.connect(transport);
        attachCaller(req, await deps.caller(req));
        await transport.handleRequest(req, res, req.body);
        return RAW;
      },
    }),
    defineRoute({
      method: 'get', path: '/mcp', access: 'admin', guards, produces: 'text/plain', response: { type: 'string', description: 'Always 405: the stateless server opens no stream of its own' },
      handler: ({ res }) => {
        // The Streamable HTTP protocol's own answer (not an API error): a client then sends POSTs only.
        res.status(405).set('Allow', 'POST').type('text/plain').send('Method Not Allowed');
        return RAW;
      },
    }),
  ];
}
