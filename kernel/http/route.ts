import type { Request, RequestHandler, Response } from 'express';
import type { SessionUser } from '../auth/session-user.ts';
import type { Language } from '../i18n/translator.ts';

/**
 * Who may call a route (SPEC §6, Answer's router groups):
 * - `public`: always reachable, even when the site requires login (account pages);
 * - `optional`: anyone, unless `login_required` is on — then members only;
 * - `member`: signed in; an unverified e-mail is allowed (logout, resend activation);
 * - `activated`: signed in, e-mail verified, not suspended;
 * - `staff`: activated admin or moderator;
 * - `admin`: activated admin.
 */
export type Access = 'public' | 'optional' | 'member' | 'activated' | 'staff' | 'admin';

export interface RouteInput<Body, Query> {
  body: Body;
  query: Query;
  req: Request;
  res: Response;
  /** The signed-in member; present whenever access is stricter than `optional`. */
  user: SessionUser | undefined;
}

export interface RouteDefinition<Body = unknown, Query = unknown> {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Relative to the scope's base (`/answer/api/v1`, `/answer/admin/api`, `/installation`). */
  path: string;
  access: Access;
  /** JSON Schema of the JSON body (validated strictly). */
  body?: object;
  /** JSON Schema of the query string (values coerced to the schema's types). */
  query?: object;
  /**
   * JSON Schema of the envelope's `data` on success, or with `produces` of the whole body. The
   * OpenAPI document publishes it and the API suites check every response against it; every
   * route declares one (tests/architecture/route-contracts.test.ts).
   */
  response?: object;
  /** The media type a `RAW` route answers with, without the envelope (the OpenAPI document's content type). */
  produces?: string;
  /**
   * A non-GET route that a read-only credential (`req.quorum.readOnly`) may call because it
   * refuses that credential's writes itself (MCP's message endpoint: its read tools are POSTs).
   */
  readOnlyChecked?: boolean;
  /** Extra guards after access, e.g. a privilege check. */
  guards?: RequestHandler[];
  /**
   * Route metadata for the request decorator (web-pages' visitor cache; the kernel only checks
   * that such a route has no guards). GET routes whose answer to signed-out visitors depends
   * only on the path, the query and the language may keep it for some seconds; writes drop it.
   * `served` runs when a kept answer is sent instead of calling the handler (the question page
   * counts its view there). It gets the validated query alone: a kept answer may go
   * out before express (the visitor cache's front path) or be a page's replayed read, where there
   * is no express request, session or user to give it.
   *
   * `members: 'same'` says the handler's answer does not depend on who asks either (it reads no
   * `user`): signed-in members are then given the visitors' kept answer too, after their session
   * is checked as always, instead of each member's read being drawn afresh. A whole response kept
   * for the front path goes to a member once their session is looked up there; one drawn for a
   * member is kept for members only (a visitor's shows the site open to visitors).
   *
   * `members: overlay` (a `MemberOverlay`, the route's owning plugin's): the member's answer is the
   * visitors' kept one with the member's own part laid over it, so what is the same for everyone
   * is not read again per member; it may be laid on the front path, before express, with the
   * same input. Without `members` every member's read is drawn whole.
   */
  visitorCache?: { served?(input: { query: Query }): void; members?: 'same' | MemberOverlay<Query> };
  /** The result is sent as the envelope's `data`. Return `RAW` when the handler answered itself. */
  handler(input: RouteInput<Body, Query>): unknown | Promise<unknown>;
}

/**
 * Returned by a `MemberOverlay` when the member may see more than a visitor or other things (staff
 * see deleted posts, an author their own post held for review): their answer is drawn whole.
 */
export const DRAW_WHOLE = Symbol('quorum.draw-whole');

/** Who a member's overlay is laid for: the member, in their interface language, and the validated query. */
export interface OverlayInput<Query> {
  query: Query;
  user: SessionUser;
  language: Language;
}

/**
 * A signed-in member's answer made from the visitors' kept answer for the same query and language
 * (`kept`: its envelope's `data`, deeply frozen, shared by every member: build a new object, never
 * change it): their votes, bookmarks, follows, the actions they may take, read once per kind for
 * the whole answer. What it returns must equal what the handler would draw for the member, except
 * what a visitor's kept answer may lag by too (a view count, up to the time it is kept).
 * `DRAW_WHOLE` where the member may see other than a visitor; a visitor's answer that was an error
 * is drawn whole for the member without asking.
 */
export type MemberOverlay<Query, Data = any> = (kept: Data, input: OverlayInput<Query>) => Promise<Data | typeof DRAW_WHOLE>;

/** Returned by a handler that has written its own response (a file, a redirect). */
export const RAW = Symbol('quorum.raw-response');

export function defineRoute<Body = unknown, Query = unknown>(
  definition: RouteDefinition<Body, Query>,
): RouteDefinition<Body, Query> {
  return definition;
}

export type RouteScope = 'api' | 'admin' | 'installation';

export const SCOPE_BASE: Record<RouteScope, string> = {
  api: '/answer/api/v1',
  admin: '/answer/admin/api',
  installation: '/installation',
};
