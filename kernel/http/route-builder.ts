import { Router, type Request, type RequestHandler, type Response } from 'express';
import { envelope } from './envelope.ts';
import { RAW, type RouteDefinition } from './route.ts';
import type { SchemaValidator } from './validation.ts';
import type { Translator } from '../i18n/translator.ts';
import { accessGuard, type GuardDeps } from '../guards/access-guard.ts';
import { ForbiddenError } from './errors.ts';
import type { RequestDecorator } from '../ports/request-decorator.ts';

export interface RouteBuilderDeps extends GuardDeps {
  validator: SchemaValidator;
  translator: Translator;
  /** The enabled request decorator, if any (the `web-pages` plugin's). */
  decorator: () => RequestDecorator | undefined;
  /** Tells every process's request decorator that what the site answers may have changed (a write). */
  siteChanged: () => Promise<void>;
}

/** One route's steps before its handler (guards, validation), and its answer as envelope text. */
export interface RouteSteps {
  /** The access guard, the route's own guards and validation, as Express runs them. */
  checks: RequestHandler[];
  /**
   * The handler's answer as the envelope's text (`RAW` when it answered itself), or the request
   * decorator's in its place. `res`, when given, is the response that answer goes out on.
   */
  answer(req: Request, res?: Response): Promise<string | typeof RAW>;
}

/** The one shape every route has: guard → validate → handler → envelope. */
export function routeSteps(def: RouteDefinition<any, any>, deps: RouteBuilderDeps): RouteSteps {
  // A route whose answer may be kept for visitors (the request decorator's visitor cache) may be
  // sent before express, past every guard: it may have none beyond a visitor's access.
  if (def.visitorCache && (def.guards?.length || !['public', 'optional'].includes(def.access)))
    throw new Error(`route ${def.method.toUpperCase()} ${def.path} keeps visitors' answers (visitorCache), so it may have no guards and no access beyond a visitor's`);
  const validate: RequestHandler = (req, _res, next) => {
    if (def.body) req.body = deps.validator.checkBody(def.body, req.body ?? {});
    if (def.query) {
      const query = deps.validator.check<Record<string, unknown>>(def.query, { ...(req.query as object) }, 'coercing');
      Object.defineProperty(req, 'query', { value: query, writable: true, configurable: true });
    }
    next();
  };
  // `anonymous`: drawn as for a visitor, whoever's request drew it (an answer the decorator gives everyone).
  const fresh = async (req: Request, anonymous = false) => {
    const data = await def.handler({ body: req.body, query: req.query, req, res: req.res!, user: anonymous ? undefined : req.quorum.user });
    if (data === RAW) return RAW;
    const language = req.quorum.language;
    return JSON.stringify(envelope(200, 'base.success', deps.translator.t(language, 'base.success'), data ?? null));
  };
  const answer = async (req: Request, res?: Response): Promise<string | typeof RAW> => {
    const decorator = deps.decorator();
    return decorator?.answer ? decorator.answer(def, req, res, (anonymous) => fresh(req, anonymous)) : fresh(req);
  };
  const checks = [accessGuard(def.access, deps), ...(def.guards ?? []), validate];
  if (def.method !== 'get' && !def.readOnlyChecked) checks.unshift(refuseReadOnly);
  return { checks, answer };
}

/** A read-only credential (a read-only API key) reads; every other method is refused before the route's guards. */
const refuseReadOnly: RequestHandler = (req, _res, next) => {
  if (req.quorum.readOnly) throw new ForbiddenError('base.read_only_credential');
  next();
};

/** Mounts a route on an Express router, its answer sent as JSON; after a write the request decorator is told. */
export function mountRoute(router: Router, def: RouteDefinition<any, any>, deps: RouteBuilderDeps): void {
  const { checks, answer } = routeSteps(def, deps);
  const send = (res: Response, body: string) => res.type('application/json; charset=utf-8').send(body);
  const handle: RequestHandler =
    def.method !== 'get'
      ? async (req, res) => {
          const body = await answer(req);
          // After the handler's commit, before its answer leaves: the writer's next read and
          // every visitor's see the change. A refused write (a wrong password, a bad code)
          // changed nothing and is not told: anyone could flush what is kept otherwise.
          await deps.siteChanged();
          if (body !== RAW) send(res, body);
        }
      : async (req, res) => {
          const body = await answer(req, res);
          if (body !== RAW) send(res, body);
        };
  const method = def.method.toUpperCase();
  // the route's pattern, not the path asked for: /metrics labels stay few
  const named: RequestHandler = (req, _res, next) => {
    req.quorum.route = `${method} ${req.baseUrl}${def.path}`;
    next();
  };
  router[def.method](def.path, named, ...checks, handle);
}

export function buildRouter(defs: RouteDefinition<any, any>[], deps: RouteBuilderDeps): Router {
  const router = Router();
  for (const def of defs) mountRoute(router, def, deps);
  return router;
}
