import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import { normalizeLanguage, sessionCookie } from '../../../kernel/provider-api.ts';
import { acceptedEncodings } from './compression.ts';
import { createNonce } from './content-security-policy.ts';

/** Runs for each visitor given a kept response (a route's `visitorCache.served`, a page's counted reads). */
export type OnServed = () => void;

/** How a page's kept response differs per visitor: its nonce, in its CSP header and its body. */
export interface NonceBody {
  /** The nonce of the response kept, replaced in its headers by each visitor's. */
  nonce: string;
  /** The body under a visitor's nonce; without, the body as sent (a redirect's). */
  body?: (nonce: string) => Buffer;
  /** What the page behind `body` holds in memory, counted in the bounds. */
  bytes?: number;
}

interface KeptResponse {
  /**
   * The visitor cache's key of the answer it was made of, and that answer's serial: it is served
   * while that very drawing is kept fresh (holding the serial, not the answer, so an answer the
   * cache dropped is not held in memory here).
   */
  answerKey: string;
  answer: number;
  status: number;
  headers: [string, OutgoingHttpHeader][];
  body: Buffer;
  page?: NonceBody;
  served?: OnServed;
  /** The answer is the same for signed-in members: a member whose session is checked may be sent it. */
  members?: boolean;
  /** Counted in the bounds: the body, or the page it is drawn from. */
  bytes: number;
}

/** How many kept responses, of how many bytes, at most (each a copy of a kept answer as encoded). */
interface KeptResponsesBounds {
  entries: number;
  bytes: number;
}
const DEFAULT_BOUNDS: KeptResponsesBounds = { entries: 1_000, bytes: 16_000_000 };

/**
 * The key of a request as it reaches the server, or undefined for one that is not a signed-out
 * visitor's plain read: a token or a session cookie (a member's, or one to check), a
 * conditional request (express answers those, 304 included), a body. The parts are all the
 * normal path's answer depends on for a visitor: method (a HEAD's headers), the encodings
 * accepted, the interface language as the request context reads it, the host (pages' links
 * without a site URL) and the URL as sent. `asMember`: a member's read with their token in the
 * Authorization header (and no cookie to refresh), keyed as a visitor's read of the same URL.
 */
function keptResponseKey(req: IncomingMessage, url: string, asMember = false): string | undefined {
  const { method, headers } = req;
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if ((headers.authorization !== undefined) !== asMember || sessionCookie(req) !== undefined) return undefined;
  if (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return undefined;
  if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return undefined;
  const accepted = acceptedEncodings(headers['accept-encoding']);
  return `${method} ${accepted.br ? 'br' : '-'}${accepted.gzip ? 'gzip' : '-'} ${normalizeLanguage(headers['accept-language'])} ${headers.host ?? ''} ${url}`;
}

/**
 * Visitors' responses kept whole, as the app sent them from the visitor cache (status, headers,
 * encoded bytes), and sent again to the next visitors of the same URL before express sees
 * their request (the kernel asks `serve` first). One lives only while the kept answer it was
 * made of is fresh and under the current generation (`freshAnswer`), not one drawn again under
 * the same key: a write or a committed event, which renews the generation, drops these with the
 * kept answers, an answer whose drawing a write overtook is never kept (so nor is its response),
 * and an expired answer is drawn again by the app. A page differs per response by its nonce:
 * each visitor gets a fresh one in the CSP header and the body.
 */
export class KeptResponses {
  /** By request key, oldest first (they live ten seconds: no reordering on use). */
  private readonly kept = new Map<string, KeptResponse>();
  private bytes = 0;

  constructor(
    /** The serial of the answer kept under the key while it is fresh and current (one drawn again has another); `used` when served. */
    private readonly freshAnswer: (answerKey: string, used?: boolean) => number | undefined,
    private readonly log: { warn(obj: object, msg: string): void },
    private readonly bounds: KeptResponsesBounds = DEFAULT_BOUNDS,
  ) {}

  /** Responses held. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.kept.size, bytes: this.bytes };
  }

  /**
   * Keeps what `res` sends next (its one `end`, all its headers set) for visitors of this URL, if
   * the request is a visitor's plain read and `answerKey`'s answer is still kept fresh then.
   */
  keep(answerKey: string, req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, options: { served?: OnServed; page?: NonceBody; members?: boolean } = {}): void {
    // express rewrites `url` under a mounted router; `originalUrl` is the URL as sent
    const key = keptResponseKey(req, req.originalUrl ?? req.url ?? '');
    if (!key) return;
    const end = res.end;
    res.end = ((...args: Parameters<ServerResponse['end']>) => {
      res.end = end;
      this.store(key, answerKey, res, args[0], options);
      return end.apply(res, args);
    }) as ServerResponse['end'];
  }

  /** Whether a response the same for members is kept for this member's read (fresh or not: `serve` checks). */
  holdsForMembers(req: IncomingMessage): boolean {
    const key = keptResponseKey(req, req.url ?? '', true);
    return key !== undefined && !!this.kept.get(key)?.members;
  }

  /**
   * Sends the kept response of this request, if there is one and its answer is fresh; a member's
   * (`asMember`, their session checked by the caller) only one kept as the same for members.
   */
  serve(req: IncomingMessage, res: ServerResponse, requestId: string, asMember = false): boolean {
    const key = keptResponseKey(req, req.url ?? '', asMember);
    const entry = key === undefined ? undefined : this.kept.get(key);
    if (!entry || (asMember && !entry.members)) return false;
    if (this.freshAnswer(entry.answerKey, true) !== entry.answer) {
      this.drop(key!, entry);
      return false;
    }
    const nonce = entry.page && createNonce();
    // A HEAD sends no body: a page's is not joined for it, and its Content-Length stays the one
    // the app sent (every nonce is createNonce's, of one length). A page's body is joined first,
    // so a throw there leaves the response untouched for the app (the kernel's listener).
    const body = req.method === 'HEAD' ? undefined : nonce && entry.page!.body ? entry.page!.body(nonce) : entry.body;
    res.statusCode = entry.status;
    for (const [name, value] of entry.headers) res.setHeader(name, nonce && typeof value === 'string' ? value.split(entry.page!.nonce).join(nonce) : value);
    // a page drawn under this nonce says its own length rather than trust the kept one's to match
    if (body && nonce) res.setHeader('Content-Length', body.length);
    res.setHeader('x-request-id', requestId);
    if (entry.served) {
      try {
        entry.served();
      } catch (err) {
        this.log.warn({ err, url: req.url }, 'kept response: its served hook failed');
      }
    }
    res.end(body);
    return true;
  }

  /** Drops every kept response (a write renewed the generation: none can be served any more). */
  clear(): void {
    this.kept.clear();
    this.bytes = 0;
  }

  private store(key: string, answerKey: string, res: ServerResponse, chunk: unknown, options: { served?: OnServed; page?: NonceBody; members?: boolean }): void {
    // a 304 answers a condition this request did not send; a cookie is one visitor's; a 5xx is
    // the failure of a send (compressing, joining a page), not the answer kept
    const answer = this.freshAnswer(answerKey);
    if (res.statusCode === 304 || res.statusCode >= 500 || res.hasHeader('set-cookie') || answer === undefined) return;
    if (chunk !== undefined && typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) return;
    const body = chunk === undefined ? Buffer.alloc(0) : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    const headers = Object.entries(res.getHeaders()).filter(([name]) => name !== 'x-request-id') as [string, OutgoingHttpHeader][];
    const old = this.kept.get(key);
    if (old) this.drop(key, old);
    // a page's body is drawn per visitor from the kept page: only a redirect's is kept
    const kept: KeptResponse = options.page?.body
      ? { answerKey, answer, status: res.statusCode, headers, body: Buffer.alloc(0), page: options.page, served: options.served, bytes: options.page.bytes ?? 0 }
      : { answerKey, answer, status: res.statusCode, headers, body, page: options.page, served: options.served, members: options.members, bytes: body.length };
    this.kept.set(key, kept);
    this.bytes += kept.bytes;
    // From the oldest: those whose answer is gone (expired, dropped by the cache), then past the bounds.
    for (const [k, e] of this.kept) {
      if (this.freshAnswer(e.answerKey) === e.answer && this.kept.size <= this.bounds.entries && this.bytes <= this.bounds.bytes) break;
      this.drop(k, e);
    }
  }

  private drop(key: string, entry: KeptResponse): void {
    this.kept.delete(key);
    this.bytes -= entry.bytes;
  }
}
