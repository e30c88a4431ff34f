import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import type { SessionUser } from '../../../kernel/api.ts';
import type { KeepOptions } from './kept-responses.ts';

/**
 * Signed-out visitors' kept answers (the routes' `visitorCache` option, and pages), kept by
 * web-pages' request decorator (visitor-cache-decorator.ts). They go whenever the kernel tells
 * the decorator the site changed: after every write request, every settings write and every
 * committed domain event. Whole responses are kept too and sent before express (`keepResponse`,
 * `serveKept`, through the decorator's front path).
 */
export interface VisitorCache {
  /** The key of one visitor request under the current generation. */
  key(language: string, path: string, query: unknown): Promise<string>;
  /**
   * The kept answer under `key`, or the one being computed, or `compute`'s, then kept unless
   * `keep` says no once it is done; `computed` says whether this caller's own `compute` ran.
   */
  answer(key: string, compute: () => Promise<string>, keep?: () => boolean): Promise<{ body: string; computed: boolean }>;
  /** Drops every kept answer. */
  invalidate(): Promise<void>;
  /**
   * Keeps the whole response `res` is about to send, the answer under `key`, for `serveKept`
   * while that answer is kept fresh; `served` runs for each reader given it there (the route's
   * `visitorCache.served`); `members`: signed-in members may be given it too, as it is (`same`)
   * or with their own part laid over it (the route's `visitorCache.members`); `drawnForMember`:
   * drawn for a member, it is kept for members only (of their own answer, its headers alone).
   */
  keepResponse?(key: string, req: Request, res: Response, options?: KeepOptions): void;
  /**
   * Sends a signed-out visitor's GET or HEAD a kept response, under `requestId` (x-request-id),
   * before the app sees the request; false when none is kept for it (the app serves it).
   * `member`: the request is that signed-in member's, whose session the caller has checked,
   * given only a response kept for members or their answer made from it.
   */
  serveKept?(req: IncomingMessage, res: ServerResponse, requestId: string, member?: SessionUser): boolean | Promise<boolean>;
  /** Whether a response for members is kept for this member's request (asked before their session is checked). */
  keptForMembers?(req: IncomingMessage): boolean;
}
