import { Router, type Request, type RequestHandler, type Response } from 'express';
import { envelope } from './envelope.ts';
import { RAW, type RouteDefinition } from './route.ts';
import type { SchemaValidator } from './validation.ts';
import type { Translator } from '../i18n/translator.ts';
import { accessGuard, type GuardDeps } from '../guards/access-guard.ts';
import { ForbiddenError } from './errors.ts';
import type { VisitorCache } from '../ports/visitor-cache.ts';

export interface RouteBuilderDeps extends GuardDeps {
  validator: SchemaValidator;
  translator: Translator;
  /** The enabled visitor cache, if any (the `web-pages` plugin's). */
  visitorCache: () => VisitorCache | undefined;
  /** Drops every process's kept answers (this one's, and the others' through the shared cache). */
  dropVisitorAnswers: () => Promise<void>;
}

/** One route's steps before its handler (guards, validation), and its answer as envelope text. */
export interface RouteSteps {
  /** The access guard, the route's own guards and validation, as Express runs them. */
  checks: RequestHandler[];
  /**
   * The handler's answer as the envelope's text (`RAW` when it answered itself): for a GET that
   * keeps visitors' answers, a signed-out visitor's kept one. `res`, when given, is the response
   * that answer goes out on, which the visitor cache may keep whole for the next visitors.
   */
  answer(req: Request, res?: Response): Promise<string | typeof RAW>;
}

/** The one shape every route has: guard → validate → handler → envelope. */
export function routeSteps(def: RouteDefinition<any, any>, deps: RouteBuilderDeps): RouteSteps {
  // A kept answer may go out before express (the visitor cache's front path): no guard runs for it.
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
  // `asVisitor`: an answer kept for everyone is drawn as for a visitor, whoever's request drew it.
  const fresh = async (req: Request, asVisitor = false) => {
    const data = await def.handler({ body: req.body, query: req.query, req, res: req.res!, user: asVisitor ? undefined : req.quorum.user });
    if (data === RAW) return RAW;
    const language = req.quorum.language;
    return JSON.stringify(envelope(200, 'base.success', deps.translator.t(language, 'base.success'), data ?? null));
  };
  const answer = async (req: Request, res?: Response): Promise<string | typeof RAW> => {
    const visitors = def.visitorCache && def.method === 'get' ? deps.visitorCache() : undefined;
    const member = !!req.quorum.user;
    if (!visitors || (member && def.visitorCache!.members !== 'same')) return fresh(req);
    const key = await visitors.key(req.quorum.language, req.baseUrl + req.path, req.query);
    const { body, computed } = await visitors.answer(key, async () => {
      const text = await fresh(req, true);
      if (text === RAW) throw new Error(`${def.path} answered itself: visitorCache needs an envelope`);
      return text;
    });
    const served = def.visitorCache!.served;
    const query = req.query;
    if (!computed) served?.({ query });
    // Later visitors of this URL get this response as sent, before express; they count as served
    // too, and so do members when the answer is the same for them. Only a visitor's response is
    // kept: it shows the site's gate open to visitors (not login-required), which a member's does not.
    if (res && !member) visitors.keepResponse?.(key, req, res, { served: served && (() => served({ query })), members: def.visitorCache!.members === 'same' });
    return body;
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

/** Mounts a route on an Express router, its answer sent as JSON; a write drops visitors' kept answers. */
export function mountRoute(router: Router, def: RouteDefinition<any, any>, deps: RouteBuilderDeps): void {
  const { checks, answer } = routeSteps(def, deps);
  const send = (res: Response, body: string) => res.type('application/json; charset=utf-8').send(body);
  const handle: RequestHandler =
    def.method !== 'get'
      ? async (req, res) => {
          const body = await answer(req);
          // After the handler's commit, before its answer leaves: the writer's next read and
          // every visitor's see the change. A refused write (a wrong password, a bad code)
          // changed nothing and keeps what visitors are served: anyone could flush it otherwise.
          await deps.dropVisitorAnswers();
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
