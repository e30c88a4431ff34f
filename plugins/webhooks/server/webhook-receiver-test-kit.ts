import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver took. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: any;
  /** What the receiver answered ('hang': nothing). */
  answered: number | 'hang';
}

/** What to answer the nth request (from 1): a status, or 'hang' to never answer. */
export type Plan = (n: number, request: Omit<Received, 'answered'>) => number | 'hang';

/**
 * Checks an `X-Quorum-Signature` as a receiver should: recompute the HMAC-SHA256 of
 * "<t>.<body>" with the secret and compare in constant time.
 */
export function verifySignature(secret: string, header: string | undefined, body: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}

/**
 * A webhook receiver on loopback for the suites: records every request, answers by plan, and
 * lets a test wait for the nth request (no sleeps: each arrival wakes the waiters).
 */
export class LoopbackReceiver {
  readonly received: Received[] = [];
  private plan: Plan = () => 200;
  private waiters: (() => void)[] = [];
  private hanging: ServerResponse[] = [];

  private readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => this.take(req.url ?? '/', req.headers, Buffer.concat(chunks).toString('utf8'), res));
  });

  private constructor() {}

  static async start(): Promise<LoopbackReceiver> {
    const receiver = new LoopbackReceiver();
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  url(path = '/hook'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  answer(plan: Plan): void {
    this.plan = plan;
  }

  /** Requests to `path` so far. */
  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  /** Resolves once `count` requests reached `path` (rejects after `ms`, naming what came). */
  async waitFor(path: string, count: number, ms = 20_000): Promise<Received[]> {
    const deadline = Date.now() + ms;
    while (this.at(path).length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`waited for ${count} requests to ${path}; got ${this.at(path).length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.at(path);
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private take(path: string, headers: IncomingHttpHeaders, body: string, res: ServerResponse): void {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
    const request = { path, headers, body, json };
    const answered = this.plan(this.at(path).length + 1, request);
    this.received.push({ ...request, answered });
    if (answered === 'hang') this.hanging.push(res);
    else res.writeHead(answered, { 'Content-Type': 'text/plain' }).end('ok');
    for (const wake of this.waiters.splice(0)) wake();
  }
}
