import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { defineExtensionPoint } from '../plugins/extension-points.ts';
import type { RAW, RouteDefinition } from '../http/route.ts';
import type { SessionUser } from '../auth/session-user.ts';

/**
 * A route's own answer as the envelope's text (`RAW` when its handler answered itself), its
 * guards and validation already passed. `anonymous`: drawn as for a signed-out reader, whoever asked.
 */
export type RouteDraw = (anonymous?: boolean) => Promise<string | typeof RAW>;

/** What the HTTP listener knows of a request before Express has seen it. */
export interface FrontRequest {
  /** The id the request's log lines carry (its x-request-id, or a fresh one). */
  readonly id: string;
  /**
   * The member whose live session the request's token names (its bearer token, or the session
   * cookie of a read the cookie may authorise: a page), as express's session resolution would
   * give it to a route (looked up when asked; undefined on any failure).
   */
  member(): Promise<SessionUser | undefined>;
}

/**
 * Decorates how the site answers: a provider may answer a request at the front of the HTTP
 * listener, before Express and the pipeline (`front`), answer a route in place of its handler
 * or around it (`answer`, reading the route's own metadata), and is told whenever what the site
 * answers may have changed (`changed`: after a write request's handler, a committed domain
 * event, a settings write, a plugin switched on or off, in every process serving the site).
 * The `web-pages` plugin provides it (its visitor cache); without one every request goes to
 * Express and every route to its handler.
 */
export interface RequestDecorator {
  /**
   * True once it has answered (or begun answering) the request itself; false leaves it to
   * Express untouched. A throw before anything was sent leaves it to Express as well.
   */
  front?(req: IncomingMessage, res: ServerResponse, request: FrontRequest): boolean | Promise<boolean>;
  /** The route's answer: `draw`'s, or one of the provider's own. `res` is the response it goes out on (absent for an in-process read). */
  answer?(route: RouteDefinition<any, any>, req: Request, res: Response | undefined, draw: RouteDraw): Promise<string | typeof RAW>;
  changed?(): Promise<void>;
}

export const RequestDecoratorPoint = defineExtensionPoint<RequestDecorator, 'one'>('kernel.request-decorator', {
  owner: 'kernel', cardinality: 'one', members: [],
});
