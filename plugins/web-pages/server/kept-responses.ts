import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import type { SessionUser } from '../../../kernel/api.ts';
import { bearerToken, cookieMayAuthenticate, normalizeLanguage, sessionCookie } from '../../../kernel/provider-api.ts';
import { acceptedEncodings, encodedForResponse, weakEtag, type EncodedOnce } from './compression.ts';
import { createNonce } from './content-security-policy.ts';

/** Runs for each visitor given a kept response (a route's `visitorCache.served`, a page's counted reads). */
export type OnServed = () => void;

/**
 * A member's answer made from the kept one (the route's overlay laid over it): the envelope's
 * text to send, or undefined where the member sees more than a visitor and the route draws it whole.
 */
export type MemberAnswer = (member: SessionUser) => Promise<string | undefined>;

/** Who else a kept response is for: `same`, members are sent it as it is; a function, their answer made from it. */
export type ForMembers = 'same' | MemberAnswer;

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
  /**
   * Drawn for a visitor: the site's gate was open to visitors (not login-required), so a visitor
   * may be sent it. One drawn for a member is kept for members only.
   */
  visitors: boolean;
  /** A member whose session is checked may be sent it (`same`) or their answer made from it. */
  members?: ForMembers;
  /** Which members `same` is for (a page: those who read the site in its language); without, all. */
  membersIf?: (member: SessionUser) => boolean;
  /** Counted in the bounds: the body, or the page it is drawn from. */
  bytes: number;
}

/** What a kept response is for besides its first visitor (`keep`). */
export interface KeepOptions {
  served?: OnServed;
  page?: NonceBody;
  members?: ForMembers;
  membersIf?: (member: SessionUser) => boolean;
  /** Drawn for a signed-in member: kept for members only (the answer of a member's own, its headers alone). */
  drawnForMember?: boolean;
}

/** Headers a member's answer made from a kept response has of its own (`serveMemberAnswer`). */
const MEMBER_OWN_HEADERS = new Set(['content-length', 'content-encoding', 'etag']);

/** How many kept responses, of how many bytes, at most (each a copy of a kept answer as encoded). */
interface KeptResponsesBounds {
  entries: number;
  bytes: number;
}
const DEFAULT_BOUNDS: KeptResponsesBounds = { entries: 1_000, bytes: 16_000_000 };

/** Who a request is read as by its credentials: nobody's, or a member's to check. */
type Reader = 'visitor' | 'member';

/**
 * A member's read as a browser sends it: an API call with their token in the Authorization
 * header and the session cookie naming the same token beside it (without it or with another
 * one, express sets the cookie afresh), or a page with the session cookie alone.
 */
function memberCredentials(req: IncomingMessage, path: string): boolean {
  const cookie = sessionCookie(req);
  if (req.headers.authorization !== undefined) return cookie === bearerToken(req.headers.authorization);
  return cookie !== undefined && cookieMayAuthenticate(req.method, path);
}

/** How the request is read: with no credentials a visitor's, with a member's as they send them a member's to check. */
function readerOf(req: IncomingMessage, path: string): Reader | undefined {
  if (req.headers.authorization === undefined && sessionCookie(req) === undefined) return 'visitor';
  return memberCredentials(req, path) ? 'member' : undefined;
}

/**
 * The key of a request as it reaches the server, or undefined for one that is not a plain read
 * by `reader`: credentials other than a member's as their browser sends them, a conditional
 * request (express answers those, 304 included), a body. The parts are all the normal path's
 * answer depends on for a visitor: method (a HEAD's headers), the encodings accepted, the
 * interface language as the request context reads it, the host (pages' links without a site
 * URL) and the URL as sent. A member's read is keyed as a visitor's read of the same URL.
 */
function keptResponseKey(req: IncomingMessage, url: string, reader: Reader): string | undefined {
  const { method, headers } = req;
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  if (readerOf(req, url.split('?')[0]!) !== reader) return undefined;
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
 * each visitor gets a fresh one in the CSP header and the body. Members whose session the kernel
 * has found are sent one where the route says so, as it is or as their own answer made from it
 * (`serveMemberAnswer`).
 */
export class KeptResponses {
  /** By request key, oldest first (they live ten seconds: no reordering on use). */
  private readonly kept = new Map<string, KeptResponse>();
  private bytes = 0;

  constructor(
    /** The serial of the answer kept under the key while it is fresh and current (one drawn again has another); `used` when served. */
    private readonly freshAnswer: (answerKey: string, used?: boolean) => number | undefined,
    private readonly log: { warn(obj: object, msg: string): void },
    /** A kept answer's compressed copy (the visitor cache's), for a member's answer that is the kept one as it is. */
    private readonly encodedOnce?: EncodedOnce,
    private readonly bounds: KeptResponsesBounds = DEFAULT_BOUNDS,
  ) {}

  /** Responses held. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.kept.size, bytes: this.bytes };
  }

  /**
   * Keeps what `res` sends next (its one `end`, all its headers set) for visitors of this URL, if
   * the request is a plain read (a visitor's, or a member's as their browser sends it) and
   * `answerKey`'s answer is still kept fresh then; one `drawnForMember` for members only.
   */
  keep(answerKey: string, req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, options: KeepOptions = {}): void {
    // express rewrites `url` under a mounted router; `originalUrl` is the URL as sent
    const url = req.originalUrl ?? req.url ?? '';
    const reader = readerOf(req, url.split('?')[0]!);
    const key = reader && keptResponseKey(req, url, reader);
    if (!key) return;
    const end = res.end;
    res.end = ((...args: Parameters<ServerResponse['end']>) => {
      res.end = end;
      this.store(key, answerKey, res, args[0], options);
      return end.apply(res, args);
    }) as ServerResponse['end'];
  }

  /**
   * Whether a response for members is kept for this request read as a member's (fresh or not:
   * `serve` checks); false for a visitor's read, or credentials not sent as a member's browser does.
   */
  holdsForMembers(req: IncomingMessage): boolean {
    const key = keptResponseKey(req, req.url ?? '', 'member');
    return key !== undefined && !!this.kept.get(key)?.members;
  }

  /**
   * Sends the kept response of this request, if there is one and its answer is fresh: a
   * visitor's one drawn for visitors; a `member`'s (their session checked by the caller) one kept
   * for members, or their answer made from it (a promise then: false where it is theirs to draw whole).
   */
  serve(req: IncomingMessage, res: ServerResponse, requestId: string, member?: SessionUser): boolean | Promise<boolean> {
    const key = keptResponseKey(req, req.url ?? '', member ? 'member' : 'visitor');
    const entry = key === undefined ? undefined : this.kept.get(key);
    if (!entry || !(member ? entry.members && (entry.membersIf?.(member) ?? true) : entry.visitors)) return false;
    // a HEAD of a member's own answer is left to express, which knows its length
    if (member && typeof entry.members === 'function' && req.method === 'HEAD') return false;
    if (this.freshAnswer(entry.answerKey, true) !== entry.answer) {
      this.drop(key!, entry);
      return false;
    }
    if (member && typeof entry.members === 'function') return this.serveMemberAnswer(req, res, requestId, entry, entry.members(member));
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
    // A member sent the visitors' page counts what it read once their browser reads it as them
    // (main.tsx's reconcileSession reads the page's data again): counted here too, it would count twice.
    if (!(member && entry.page)) this.countServed(req, entry);
    res.end(body);
    return true;
  }

  /**
   * A member's answer made from a kept one, sent as express would send it: the kept response's
   * headers with this body's own encoding, length and validator.
   */
  private async serveMemberAnswer(req: IncomingMessage, res: ServerResponse, requestId: string, entry: KeptResponse, answer: Promise<string | undefined>): Promise<boolean> {
    const text = await answer;
    if (text === undefined) return false;
    const { bytes, encoding } = encodedForResponse(text, req.headers['accept-encoding'], this.encodedOnce);
    res.statusCode = entry.status;
    for (const [name, value] of entry.headers) if (!MEMBER_OWN_HEADERS.has(name)) res.setHeader(name, value);
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', bytes.length);
    res.setHeader('ETag', weakEtag(bytes));
    res.setHeader('x-request-id', requestId);
    this.countServed(req, entry);
    res.end(bytes);
    return true;
  }

  private countServed(req: IncomingMessage, entry: KeptResponse): void {
    if (!entry.served) return;
    try {
      entry.served();
    } catch (err) {
      this.log.warn({ err, url: req.url }, 'kept response: its served hook failed');
    }
  }

  /** Drops every kept response (a write renewed the generation: none can be served any more). */
  clear(): void {
    this.kept.clear();
    this.bytes = 0;
  }

  private store(key: string, answerKey: string, res: ServerResponse, chunk: unknown, options: KeepOptions): void {
    // a 304 answers a condition this request did not send; a cookie is one visitor's; a 5xx is
    // the failure of a send (compressing, joining a page), not the answer kept
    const answer = this.freshAnswer(answerKey);
    if (res.statusCode === 304 || res.statusCode >= 500 || res.hasHeader('set-cookie') || answer === undefined) return;
    if (chunk !== undefined && typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) return;
    const body = chunk === undefined ? Buffer.alloc(0) : Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    const headers = Object.entries(res.getHeaders()).filter(([name]) => name !== 'x-request-id') as [string, OutgoingHttpHeader][];
    const visitors = !options.drawnForMember;
    const old = this.kept.get(key);
    // a member's copy does not push out a fresh one visitors may be sent too
    if (old && !visitors && old.visitors && this.freshAnswer(old.answerKey) === old.answer) return;
    if (old) this.drop(key, old);
    // A page's body is drawn per visitor from the kept page: only a redirect's is kept. A member's
    // own answer, laid over the kept one, is theirs alone: only its headers are kept, for the next
    // member's answer made likewise.
    const own = !visitors && typeof options.members === 'function';
    const kept: KeptResponse = options.page?.body
      ? { answerKey, answer, status: res.statusCode, headers, body: Buffer.alloc(0), page: options.page, served: options.served, visitors, members: options.members, membersIf: options.membersIf, bytes: options.page.bytes ?? 0 }
      : { answerKey, answer, status: res.statusCode, headers, body: own ? Buffer.alloc(0) : body, page: options.page, served: options.served, visitors, members: options.members, membersIf: options.membersIf, bytes: own ? 0 : body.length };
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
