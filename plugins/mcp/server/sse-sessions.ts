import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';

export interface SseSession {
  transport: SSEServerTransport;
  /** The admin whose key opened the stream: only their keys may post to it. */
  userId: string;
  server: Server;
}

/**
 * The SSE sessions this process holds open. A session is its open response, which lives in one
 * process, so its messages must reach that process (a site run as several processes needs sticky
 * routing for SSE clients; Streamable HTTP needs none). Closed when the client goes or the site stops.
 */
export class SseSessions {
  private readonly open_ = new Map<string, SseSession>();

  async open(transport: SSEServerTransport, userId: string, server: Server): Promise<void> {
    const session = { transport, userId, server };
    this.open_.set(transport.sessionId, session);
    transport.onclose = () => void this.open_.delete(transport.sessionId);
    await server.connect(transport);
  }

  find(sessionId: string): SseSession | undefined {
    return this.open_.get(sessionId);
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.open_.values()].map((s) => s.server.close()));
    this.open_.clear();
  }
}
