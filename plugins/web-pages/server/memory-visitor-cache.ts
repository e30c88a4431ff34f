import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import type { VisitorCache } from './visitor-cache.ts';
import type { Encoding } from './compression.ts';
import type { SessionUser } from '../../../kernel/api.ts';
import { KeptResponses, type KeepOptions } from './kept-responses.ts';
import { deepFreeze } from './deep-freeze.ts';

/**
 * How long a visitor's answer is kept fresh. Changes that neither go through a write request nor
 * raise a domain event (view counts written by the view buffer, the command line, derived data an
 * after-commit handler writes without an event of its own, another process's writes) can stay
 * unseen for up to twice this: past it the answer is drawn again, and while that one drawing runs
 * (for at most as long again) the other visitors are still given the expired copy instead of all
 * waiting for it. A write in this process is seen at once (it renews the generation). Among
 * another process's writes is a switch to a login-required site: until this process's settings
 * show it, and then for as long as its kept responses stay fresh (up to this), this process's
 * front path (kept-responses.ts) goes on sending visitors what it kept, without the login guard
 * that refuses them on the express path.
 *
 * Ten seconds, not two: a busy page is drawn again once per this while visitors keep asking,
 * and a question page's draw holds the server's one thread for 50-75 ms that every request in
 * flight waits for. At 2 s those pauses filled ~3 % of a busy page's time, at 10 s ~0.6 %: under
 * the bench p99 53/47 -> 44/44 ms and 7-20 % more pages a second for the same CPU (docs/perf.md,
 * 2026-11-23 17:10; the rest of the tail is not the redraw). What a visitor may see late is
 * only the list above (a view count, another process's write), for up to 20 s.
 */
export const VISITOR_CACHE_SECONDS = 10;

/** What the kept answers may hold at most: so many answers, so many characters of them. */
export interface VisitorCacheBounds {
  entries: number;
  chars: number;
}

/**
 * A thousand answers cover 100 distinct pages a second at the 10 s they are kept; 16 million
 * characters (16–32 MB: V8 holds a character in one byte or two) bound what a crawler walking
 * many large pages can make the process hold (a question page with its answers is ~90 KB, its API
 * answers tens of KB).
 *
 * These bounds count the answers' text alone. On top of it, at most: their compressed copies
 * (`encoded`, brotli and gzip, each a fifth to a tenth of its body: ~3–6 MB); the whole responses
 * kept for the front path (kept-responses.ts, bounded there to 16 MB: an API answer as encoded,
 * a page's UTF-8 pieces) and those pages' gzipped pieces (a fifth of a page: ~3 MB); and up to
 * 32 pages made ready for sending that no kept response holds (kept-page.ts, ~3 MB at ~90 KB a
 * page). So visitors' copies can take about 60 MB of a process at worst, of the 200 MB it may
 * use; under the bench, all of them in play, peak RSS is 129–133 MB (docs/perf.md, 2026-11-23).
 */
export const DEFAULT_BOUNDS: VisitorCacheBounds = { entries: 1_000, chars: 16_000_000 };

/** A kept body's compressed copies, its parsed value, and how many keys keep that body. */
interface Encoded {
  keys: number;
  copies: Partial<Record<Encoding, Buffer>>;
  /** The body parsed once, frozen (`parsedOnce`): members' overlays read it, every one of them. */
  parsed?: unknown;
}

interface Kept {
  body: string;
  /** Which drawing this is: a kept response names its answer by this, not by holding it. */
  serial: number;
  /** Until then the answer is served as it is. */
  freshUntil: number;
  /** Until then an expired answer is still served while its replacement is drawn. */
  staleUntil: number;
}

/**
 * The kernel's visitor cache (`kernel.visitor-cache`): signed-out visitors' answers to the routes
 * that opt in (`visitorCache` on the route) and their pages, kept as sent for ten seconds in
 * this process's memory. Every key carries one generation token (this object's, as the answers
 * are) that every write request (any method but GET, once its handler has finished, so after its
 * commit and before its answer leaves) and every committed domain event replaces: a
 * visitor's next fetch after a write sees it, and never an expired copy from before it (that
 * copy is under the old token). Being this process's memory, another process serving the same
 * site sees a write within twice the time its own answers are kept fresh. An answer whose drawing
 * began before a write is sent to the visitors who asked before it, and never kept: kept under
 * the old token, the front path (kept-responses.ts, keyed without one) would serve it on.
 *
 * The answers live in a map of their own rather than in a Cache: a Cache copies what it stores
 * and returns (structured clone), which for a 90 KB page on every visit costs more than the page's
 * other work; and this map can drop everything at once when a write renews the generation.
 *
 * Members read and fill it only through a route that says how (`visitorCache.members`): the same
 * answer, or the member's own part laid over it. Keys carry the interface language, the path
 * and the validated query.
 */
export class MemoryVisitorCache implements VisitorCache {
  /** By key, least recently used first. */
  private readonly kept = new Map<string, Kept>();
  private chars = 0;

  /**
   * Answers being computed in this process, by key: visitors asking meanwhile (fifty at once
   * when a busy page's answer has just expired or been dropped) wait for that one computation,
   * or take the expired copy while there is one, instead of each queueing the same statements
   * on the database.
   */
  private readonly computing = new Map<string, Promise<string>>();

  /**
   * The kept bodies' compressed copies and parsed values, by the body itself (its text is its
   * identity, whichever key keeps it): the response encoder compresses a kept answer once per
   * encoding, not once per response, and members' overlays parse it once. They go with the last
   * key keeping their body; the copies' bytes (a fifth to a tenth of the body's) are not counted
   * in the bounds, a parsed value as its body's characters again.
   */
  private readonly encoded = new Map<string, Encoded>();

  private generation = randomUUID();
  private serial = 0;

  /** The responses made of the fresh answers, sent whole before express (kept-responses.ts). */
  private readonly responses: KeptResponses;

  constructor(
    private readonly bounds: VisitorCacheBounds = DEFAULT_BOUNDS,
    private readonly now: () => number = Date.now,
    log: { warn(obj: object, msg: string): void } = console,
    /**
     * Whether answers may be kept now: not while the site's shared cache is away (a write through
     * another process could not drop them), `ctx.cache.coherent()`.
     */
    private readonly keeping: () => boolean = () => true,
  ) {
    this.responses = new KeptResponses((key, used) => this.freshAnswer(key, used), log, (body, encoding, encode) => this.encodedOnce(body, encoding, encode));
  }

  /**
   * The answer kept under `key` while it is fresh (served as it is, nothing drawing it again) and
    * under the current generation: a kept response made of an answer from before a write is never
   * served, whatever was stored under its old key. Its serial tells one drawing from the next;
   * `used` when a visitor is given it.
   */
  freshAnswer(key: string, used = false): number | undefined {
    if (!key.startsWith(this.keyPrefix())) return undefined;
    const entry = this.kept.get(key);
    if (!entry || entry.freshUntil <= this.now()) return undefined;
    if (used) {
      // served from its kept response: as recently used as if `answer` had given it
      this.kept.delete(key);
      this.kept.set(key, entry);
    }
    return entry.serial;
  }

  /**
   * The one way a response is kept, the API's (the port's member) and pages' alike; `page` is
   * web-pages' own: a page's response, whose nonce differs per visitor.
   */
  keepResponse(key: string, req: Request, res: Response, options: KeepOptions = {}): void {
    this.responses.keep(key, req, res, options);
  }

  serveKept(req: IncomingMessage, res: ServerResponse, requestId: string, member?: SessionUser): boolean | Promise<boolean> {
    if (!this.keeping()) return false;
    return this.responses.serve(req, res, requestId, member);
  }

  keptForMembers(req: IncomingMessage): boolean {
    return this.keeping() && this.responses.holdsForMembers(req);
  }

  /** Answers held, expired or not (what the memory holds). */
  get size(): { entries: number; chars: number } {
    return { entries: this.kept.size, chars: this.chars };
  }

  /** Whole responses held for the front path. */
  get responsesSize(): { entries: number; bytes: number } {
    return this.responses.size;
  }

  /** The key of one visitor request under the current generation. */
  async key(language: string, path: string, query: unknown): Promise<string> {
    return `${this.keyPrefix()}${language}:${path}?${JSON.stringify(query ?? {})}`;
  }

  private keyPrefix(): string {
    return `visitor-cache:${this.generation}:`;
  }

  /**
   * The kept answer under `key`, or the one being computed (meanwhile the expired copy, if
   * any), or `compute`'s, then kept unless `keep` says no once it is done or a write renewed the
   * generation meanwhile (it may hold what that write changed); `computed` says whether this
   * caller's own `compute` ran (it waits for it, so its effects, such as a counted view, happen
   * once).
   */
  async answer(key: string, compute: () => Promise<string>, keep: () => boolean = () => true): Promise<{ body: string; computed: boolean }> {
    if (!this.keeping()) {
      // what was kept before the shared cache went away may be changed by now through another process
      if (this.kept.size) await this.invalidate();
      return { body: await compute(), computed: true };
    }
    const now = this.now();
    let entry = this.kept.get(key);
    if (entry && entry.staleUntil <= now) {
      this.drop(key, entry);
      entry = undefined;
    }
    if (entry) {
      // most recently used at the far end
      this.kept.delete(key);
      this.kept.set(key, entry);
      if (entry.freshUntil > now || this.computing.has(key)) return { body: entry.body, computed: false };
    } else {
      const pending = this.computing.get(key);
      if (pending) return { body: await pending, computed: false };
    }
    const generation = this.generation;
    const computing = compute()
      .then((body) => {
        if (keep() && generation === this.generation) this.store(key, body);
        return body;
      })
      .finally(() => this.computing.delete(key));
    this.computing.set(key, computing);
    return { body: await computing, computed: true };
  }

  /** `body` compressed: once per encoding while it is kept, by `encode` every time otherwise. */
  encodedOnce(body: string, encoding: Encoding, encode: (kept: boolean) => Buffer): Buffer {
    const kept = this.encoded.get(body);
    if (!kept) return encode(false);
    return (kept.copies[encoding] ??= encode(true));
  }

  /**
   * `body` parsed and deeply frozen: once while it is kept, every time otherwise. Shared by every
   * caller, so frozen: code that would change it throws instead of changing another member's answer.
   */
  parsedOnce(body: string): unknown {
    const kept = this.encoded.get(body);
    if (kept && kept.parsed !== undefined) return kept.parsed;
    const parsed = deepFreeze(JSON.parse(body));
    if (kept) {
      kept.parsed = parsed;
      // counted in the bounds as its text again: a parsed answer holds its strings and some more
      this.chars += body.length;
    }
    return parsed;
  }

  /** Drops every kept answer; called after a write has committed. */
  async invalidate(): Promise<void> {
    this.generation = randomUUID();
    // Kept under the old token, no new request's key reaches them, and answers still being
    // drawn under it are not kept (`answer`): their memory goes now.
    this.kept.clear();
    this.encoded.clear();
    this.responses.clear();
    this.chars = 0;
  }

  private store(key: string, body: string): void {
    const old = this.kept.get(key);
    if (old) this.drop(key, old);
    const now = this.now();
    const ms = VISITOR_CACHE_SECONDS * 1000;
    this.kept.set(key, { body, serial: (this.serial += 1), freshUntil: now + ms, staleUntil: now + 2 * ms });
    this.chars += body.length;
    const encoded = this.encoded.get(body);
    if (encoded) encoded.keys += 1;
    else this.encoded.set(body, { keys: 1, copies: {} });
    // From the least recently used end: whatever can no longer be served, then past the bounds.
    for (const [k, e] of this.kept) {
      if (e.staleUntil > now && this.kept.size <= this.bounds.entries && this.chars <= this.bounds.chars) break;
      this.drop(k, e);
    }
  }

  private drop(key: string, entry: Kept): void {
    this.kept.delete(key);
    this.chars -= entry.body.length;
    const encoded = this.encoded.get(entry.body);
    if (encoded && (encoded.keys -= 1) === 0) {
      this.encoded.delete(entry.body);
      if (encoded.parsed !== undefined) this.chars -= entry.body.length;
    }
  }
}
