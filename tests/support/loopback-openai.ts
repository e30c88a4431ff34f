import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat request as the provider received it. */
export interface ReceivedChat {
  authorization: string | undefined;
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
}

export const LOOPBACK_MODEL = 'quorum-loopback-1';

/**
 * A provider speaking the OpenAI-compatible protocol on 127.0.0.1 for tests: `GET /v1/models`
 * and `POST /v1/chat/completions`, streamed (server-sent chunks, a word at a time) or whole,
 * behind a bearer key. Its refusals carry the key they were given in the body, as real providers'
 * messages do, so a test can show that such a body never reaches the site's client.
 */
export class LoopbackOpenAi {
  readonly chats: ReceivedChat[] = [];
  /** What the next replies say. */
  reply = 'Lighthouses turn their lamps with a clockwork motor.';
  reasoning = '';
  /** Answer every call with this status instead (a provider down or refusing). */
  failWith: number | undefined;
  /** Cut the stream after this many content chunks (a connection dropped mid-reply). */
  breakAfter: number | undefined;
  /** Answer chat calls whole (`application/json`) even when asked to stream. */
  whole = false;
  private server: Server | undefined;

  constructor(readonly apiKey = 'sk-loopback-secret-4242') {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const authorization = req.headers.authorization;
    const refuse = (status: number, message: string): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message } }));
    };
    if (this.failWith) return refuse(this.failWith, `Provider trouble for key ${authorization ?? ''}`);
    if (authorization !== `Bearer ${this.apiKey}`) return refuse(401, `Incorrect API key provided: ${authorization ?? ''}`);
    if (req.method === 'GET' && req.url === '/v1/models') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
        object: 'list',
        data: [{ id: LOOPBACK_MODEL, object: 'model', created: 1_700_000_000, owned_by: 'quorum' }, { id: 'quorum-loopback-mini', object: 'model', created: 1_700_000_001, owned_by: 'quorum' }],
      }));
      return;
    }
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return refuse(404, 'Unknown path');
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model: string; stream?: boolean; messages: ReceivedChat['messages'] };
    this.chats.push({ authorization, model: body.model, stream: !!body.stream, messages: body.messages });
    if (!body.stream || this.whole) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
        id: 'chatcmpl-loopback', object: 'chat.completion', created: 1_700_000_000, model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: this.reply, ...(this.reasoning ? { reasoning_content: this.reasoning } : {}) }, finish_reason: 'stop' }],
      }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const event = (delta: object, finish: string | null = null) =>
      res.write(`data: ${JSON.stringify({ id: 'chatcmpl-loopback', object: 'chat.completion.chunk', created: 1_700_000_000, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
    event({ role: 'assistant', content: '' });
    if (this.reasoning) event({ reasoning_content: this.reasoning });
    const words = this.reply.match(/\S+\s*/g) ?? [];
    for (const [i, word] of words.entries()) {
      if (this.breakAfter !== undefined && i >= this.breakAfter) {
        // Once what was sent has left, the connection drops without the rest or `[DONE]`.
        res.write(': cut\n\n', () => res.destroy());
        return;
      }
      event({ content: word });
    }
    event({}, 'stop');
    res.end('data: [DONE]\n\n');
  }
}

/** The events of a streamed reply: each `data:` line's JSON, and whether `[DONE]` ended it. */
export function readEvents(text: string): { events: { chat_completion_id: string; choices: { delta: { role?: string; content?: string; reasoning_content?: string }; finish_reason: string | null }[] }[]; done: boolean } {
  const lines = text.split('\n').filter((l) => l.startsWith('data: ')).map((l) => l.slice(6));
  const done = lines.at(-1) === '[DONE]';
  return { events: lines.filter((l) => l !== '[DONE]').map((l) => JSON.parse(l)), done };
}
