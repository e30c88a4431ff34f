import { Router, type RequestHandler } from 'express';
import { envelope } from './envelope.ts';
import { RAW, type RouteDefinition } from './route.ts';
import type { SchemaValidator } from './validation.ts';
import type { Translator } from '../i18n/translator.ts';
import { accessGuard, type GuardDeps } from '../guards/access-guard.ts';
import type { VisitorCache } from '../ports/visitor-cache.ts';

export interface RouteBuilderDeps extends GuardDeps {
  validator: SchemaValidator;
  translator: Translator;
  /** The enabled visitor cache, if any (the `web-pages` plugin's). */
  visitorCache: () => VisitorCache | undefined;
  /** Drops every process's kept answers (this one's, and the others' through the shared cache). */
  dropVisitorAnswers: () => Promise<void>;
}

/** Mounts a route in the one shape every route has: guard → validate → handler → envelope. */
export function mountRoute(router: Router, def: RouteDefinition<any, any>, deps: RouteBuilderDeps): void {
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
  const answer = async (req: Parameters<RequestHandler>[0]) => {
    const data = await def.handler({ body: req.body, query: req.query, req, res: req.res!, user: req.quorum.user });
    if (data === RAW) return RAW;
    const language = req.quorum.language;
    return JSON.stringify(envelope(200, 'base.success', deps.translator.t(language, 'base.success'), data ?? null));
  };
  const send = (res: Parameters<RequestHandler>[1], body: string) => res.type('application/json; charset=utf-8').send(body);
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
      : def.visitorCache
        ? async (req, res) => {
            const visitors = deps.visitorCache();
            if (req.quorum.user || !visitors) {
              const body = await answer(req);
              return void (body !== RAW && send(res, body));
            }
            const key = await visitors.key(req.quorum.language, req.baseUrl + req.path, req.query);
            const { body, computed } = await visitors.answer(key, async () => {
              const fresh = await answer(req);
              if (fresh === RAW) throw new Error(`${def.path} answered itself: visitorCache needs an envelope`);
              return fresh;
            });
            const served = def.visitorCache!.served;
            const query = req.query;
            if (!computed) served?.({ query });
            // Later visitors of this URL get this response as sent, before express; they count as served too.
            visitors.keepResponse?.(key, req, res, served && (() => served({ query })));
            send(res, body);
          }
        : async (req, res) => {
            const body = await answer(req);
            if (body !== RAW) send(res, body);
          };
  const method = def.method.toUpperCase();
  // the route's pattern, not the path asked for: /metrics labels stay few
  const named: RequestHandler = (req, _res, next) => {
    req.quorum.route = `${method} ${req.baseUrl}${def.path}`;
    next();
  };
  router[def.method](def.path, named, accessGuard(def.access, deps), ...(def.guards ?? []), validate, handle);
}

export function buildRouter(defs: RouteDefinition<any, any>[], deps: RouteBuilderDeps): Router {
  const router = Router();
  for (const def of defs) mountRoute(router, def, deps);
  return router;
}
