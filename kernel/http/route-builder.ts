import { Router, type RequestHandler } from 'express';
import { envelope } from './envelope.ts';
import { RAW, type RouteDefinition } from './route.ts';
import type { SchemaValidator } from './validation.ts';
import type { Translator } from '../i18n/translator.ts';
import { accessGuard, type GuardDeps } from '../guards/access-guard.ts';

export interface RouteBuilderDeps extends GuardDeps {
  validator: SchemaValidator;
  translator: Translator;
}

/** Mounts a route in the one shape every route has: guard → validate → handler → envelope. */
export function mountRoute(router: Router, def: RouteDefinition<any, any>, deps: RouteBuilderDeps): void {
  const validate: RequestHandler = (req, _res, next) => {
    if (def.body) req.body = deps.validator.checkBody(def.body, req.body ?? {});
    if (def.query) {
      const query = deps.validator.check<Record<string, unknown>>(def.query, { ...(req.query as object) }, 'coercing');
      Object.defineProperty(req, 'query', { value: query, writable: true, configurable: true });
    }
    next();
  };
  const handle: RequestHandler = async (req, res) => {
    const data = await def.handler({ body: req.body, query: req.query, req, res, user: req.quorum.user });
    if (data === RAW) return;
    const language = req.quorum.language;
    res.json(envelope(200, 'base.success', deps.translator.t(language, 'base.success'), data ?? null));
  };
  router[def.method](def.path, accessGuard(def.access, deps), ...(def.guards ?? []), validate, handle);
}

export function buildRouter(defs: RouteDefinition<any, any>[], deps: RouteBuilderDeps): Router {
  const router = Router();
  for (const def of defs) mountRoute(router, def, deps);
  return router;
}
