import { ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { NotFoundError, QuorumError } from './errors.ts';
import { isConnectionLoss } from '../db/connection-loss.ts';
import { RAW, SCOPE_BASE, type RouteDefinition } from './route.ts';
import { routeSteps, type RouteBuilderDeps, type RouteSteps } from './route-builder.ts';
import type { RouteEntry } from './route-table.ts';

/** What in-process reads use of the kernel (`Kernel` is one). */
export interface InProcessReadSources {
  readonly logger: Logger;
  readonly installed: boolean;
  readonly routeDeps: RouteBuilderDeps;
  routeTable(): RouteEntry[];
}

/** A GET of the site's API under `/answer/api/v1`: its envelope's `data`, or undefined when it failed. */
export type ApiReader = (path: string, params: Record<string, unknown> | undefined) => Promise<unknown>;

/** `page`: the reads are a page's (RequestContext.pageRead), which counts what they would count itself. */
export interface ReadOptions { signal?: AbortSignal; page?: boolean }

/** Past this a read counts as failed: the browser fetches that part itself. */
const READ_TIMEOUT_MS = 10_000;
const API_BASE = SCOPE_BASE.api;
/** A middleware passed the request on to another route (`next('route')`): none here answers it. */
const SKIPPED = Symbol('skipped');

/**
 * GETs of the site's own API made inside this process for a request already here (the server
 * render of a page): the route's access guard, its own guards, validation, handler and presenter
 * run as for the browser's GET, and the request decorator answers as for that GET (a visitor's
 * kept answer, counted as served). The request's member, language and address are the page
 * request's, already resolved, so no socket, HTTP parse or second session lookup is spent on
 * each read.
 */
export function inProcessReads(kernel: InProcessReadSources): (req: Request, options?: ReadOptions) => ApiReader {
  const steps = new WeakMap<RouteDefinition<any, any>, RouteSteps>();
  const stepsOf = (def: RouteDefinition<any, any>) => {
    let found = steps.get(def);
    if (!found) steps.set(def, (found = routeSteps(def, kernel.routeDeps)));
    return found;
  };
  return (req, { signal, page } = {}) => {
    // The routes served now (kernel's, then enabled plugins' in order; the first of a path answers,
    // as in Express), looked up once per page: enabling a plugin is a write between pages.
    let gets: Map<string, RouteDefinition<any, any>> | undefined;
    const routeOf = (path: string) => {
      gets ??= new Map(kernel.routeTable().filter((e) => e.scope === 'api' && e.def.method === 'get').reverse().map((e) => [e.path, e.def]));
      return gets.get(`${API_BASE}${path}`);
    };
    return async (path, params) => {
      // Each read starts on a turn of its own, as a socket's answer would: a render on a
      // synchronous engine (SQLite) would otherwise hold the one thread from its first pass to its
      // last, and requests arriving meanwhile (other pages, a client that left) would wait for it.
      await new Promise(setImmediate);
      const def = kernel.installed ? routeOf(path) : undefined;
      if (!def || signal?.aborted) return undefined;
      const read = subRequest(req, path, params, def);
      if (page) read.quorum.pageRead = true;
      try {
        const { checks, answer } = stepsOf(def);
        for (const check of checks) await runMiddleware(check, read);
        const body = await untilDone(answer(read), signal);
        if (body === undefined || body === RAW) return undefined;
        return (JSON.parse(body) as { data?: unknown }).data;
      } catch (err) {
        // A refused read (a guard, a missing post) is the browser's to show; anything else is logged.
        if (err !== SKIPPED && !(err instanceof QuorumError && err.status < 500) && !isConnectionLoss(err) && !(err as { status?: number }).status)
          kernel.logger.error({ err, path, requestId: req.quorum.id }, 'in-process read failed');
        return undefined;
      }
    };
  };
}

/** A write of the site's API under `/answer/api/v1`: its envelope's `data`; a refusal throws the route's error. */
export type ApiWriter = (method: 'post' | 'put' | 'delete', path: string, body: Record<string, unknown>) => Promise<unknown>;

/**
 * Writes of the site's own API made inside this process for a request already here (an MCP tool
 * call), as that request's member: the read-only refusal, access guard, the route's own guards
 * (rate limits, captcha), validation, handler and presenter run as for the browser's call, and
 * the request decorator is told afterwards, as after any write. Errors are the route's, so the
 * caller can say why a write was refused.
 */
export function inProcessWrites(kernel: InProcessReadSources): (req: Request) => ApiWriter {
  return (req) => async (method, path, body) => {
    await new Promise(setImmediate);
    const def = kernel.installed
      ? kernel.routeTable().find((e) => e.scope === 'api' && e.def.method === method && e.path === `${API_BASE}${path}`)?.def
      : undefined;
    if (!def) throw new NotFoundError('base.not_found');
    const write = subRequest(req, path, undefined, def, method.toUpperCase(), body);
    const { checks, answer } = routeSteps(def, kernel.routeDeps);
    for (const check of checks) await runMiddleware(check, write);
    const text = await answer(write);
    await kernel.routeDeps.siteChanged();
    if (text === RAW) return undefined;
    return (JSON.parse(text) as { data?: unknown }).data;
  };
}

/**
 * The page request seen as a GET of `path`: its own url, query and route, everything else (the
 * member, language, address, headers) inherited. Its response goes nowhere: a handler that
 * answers itself (RAW) is not a read the render can use.
 */
function subRequest(page: Request, path: string, params: Record<string, unknown> | undefined, def: RouteDefinition<any, any>, method = 'GET', body?: unknown): Request {
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null && v !== '') query[k] = String(v);
  const qs = new URLSearchParams(query).toString();
  const read = Object.create(page) as Request;
  const own = (value: unknown) => ({ value, writable: true, configurable: true, enumerable: true });
  Object.defineProperties(read, {
    method: own(method),
    url: own(`${path}${qs ? `?${qs}` : ''}`),
    originalUrl: own(`${API_BASE}${path}${qs ? `?${qs}` : ''}`),
    baseUrl: own(API_BASE),
    path: own(path),
    query: own(query),
    params: own({}),
    body: own(body),
    quorum: own({ ...page.quorum, route: `${method} ${API_BASE}${def.path}` }),
    res: own(new ServerResponse(page)),
  });
  return read;
}

/** Runs one Express middleware to its `next()`; an error passed on or thrown rejects. */
function runMiddleware(step: RequestHandler, req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    const next = (err?: unknown) => (err ? reject(err === 'route' || err === 'router' ? SKIPPED : err) : resolve());
    Promise.resolve(step(req, req.res as Response, next)).catch(reject);
  });
}

/** The read's answer, or undefined once the render was stopped or the read took too long. */
function untilDone<T>(work: Promise<T>, signal?: AbortSignal): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const stop = () => finish(undefined);
    const timer = setTimeout(stop, READ_TIMEOUT_MS);
    signal?.addEventListener('abort', stop, { once: true });
    let done = false;
    function finish(value: T | undefined, err?: unknown) {
      if (done) return;
      done = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      if (err) reject(err);
      else resolve(value);
    }
    work.then((value) => finish(value), (err: unknown) => finish(undefined, err));
  });
}
