import type { RequestListener } from 'node:http';
import express, { type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { toSessionUser } from '../auth/account-state.ts';
import { requestToken } from '../auth/session-cookie.ts';
import type { SessionService } from '../auth/session-service.ts';
import type { QuorumConfig } from '../config/quorum-home.ts';
import type { Translator } from '../i18n/translator.ts';
import type { PluginHost } from '../plugins/plugin-host.ts';
import { apiNotFound, errorMiddleware } from './error-middleware.ts';
import { logRequest, requestContext, requestId, resolveSession } from './request-context-middleware.ts';
import { buildRouter, type RouteBuilderDeps } from './route-builder.ts';
import { PageServerPoint, type WebBuild } from '../ports/page-server.ts';
import { ResponseEncoderPoint } from '../ports/response-encoder.ts';
import { TokenResolverPoint } from '../ports/token-resolver.ts';
import type { FrontRequest } from '../ports/request-decorator.ts';
import { liveTrustProxy } from './trust-proxy.ts';
import { healthz, type HealthSources } from './health.ts';
import type { KernelMetrics } from './metrics.ts';
import { SCOPE_BASE, type RouteDefinition, type RouteScope } from './route.ts';

/** What the HTTP app reads of the kernel (`Kernel` is one). */
export interface AppSources extends HealthSources {
  readonly logger: Logger;
  readonly config?: Pick<QuorumConfig, 'trust_proxy'>;
  readonly translator: Translator;
  readonly metrics: Pick<KernelMetrics, 'observe' | 'handler' | 'observeFront'>;
  readonly host: Pick<PluginHost, 'extensions' | 'dispatcher' | 'rawDispatcher'>;
  readonly sessions: SessionService;
  readonly ownRoutes: Partial<Record<RouteScope, RouteDefinition<any, any>[]>>;
  readonly routeDeps: RouteBuilderDeps;
  readonly web?: WebBuild;
}

/**
 * The Express app of one kernel: request context, session, the kernel's own routes, then
 * each enabled plugin's, a 404 envelope for unknown API paths, plugins' own paths (files,
 * feeds, /custom.css, the install redirects), every other GET to the page server (the
 * web-pages plugin: the web build's files and pages), and the one error middleware.
 */
export function buildApp(kernel: AppSources): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', liveTrustProxy(() => kernel.config?.trust_proxy));
  app.use(requestContext(kernel.logger));
  app.use(kernel.metrics.observe());
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    next();
  });
  app.get('/healthz', healthz(kernel));
  app.get('/metrics', kernel.metrics.handler());
  app.use((req, res, next) => {
    const encoder = kernel.host.extensions.one(ResponseEncoderPoint);
    return encoder ? encoder.encode(req, res, next) : next();
  });
  app.use(express.json({ limit: '1mb' }));
  app.use(resolveSession(() => (kernel.installed ? kernel.sessions : undefined), () => kernel.host.extensions.all(TokenResolverPoint)));

  for (const scope of Object.keys(SCOPE_BASE) as RouteScope[]) {
    const router = buildRouter(kernel.ownRoutes[scope] ?? [], kernel.routeDeps);
    // The kernel's own routes (settings, the plugin list) exist only once the site is installed.
    const whenInstalled: RequestHandler = (req, res, next) => (kernel.installed ? router(req, res, next) : next());
    app.use(SCOPE_BASE[scope], whenInstalled, kernel.host.dispatcher(scope), apiNotFound);
  }
  app.use(kernel.host.rawDispatcher());

  // Everything else a browser GETs, the built web app's files and pages, is the page server's
  // (the web-pages plugin). Without one the API still serves; pages answer 503.
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !kernel.web) return next();
    const pages = kernel.host.extensions.one(PageServerPoint);
    if (pages) return pages.serve(req, res, next);
    res.status(503).type('text/plain').send(kernel.translator.t(req.quorum.language, 'base.unavailable'));
  });
  app.use(errorMiddleware(kernel.translator, kernel.logger));
  return app;
}

/**
 * What the kernel's HTTP server runs for each request: the request decorator's `front` is asked
 * first, before express and the pipeline above (the `web-pages` plugin sends a visitor's read
 * whose whole response it keeps from there, ~0.25 ms of the server's one thread), and whatever it
 * leaves goes to `app` unchanged. Its `member` looks the request's token up (the bearer token, or
 * a page's session cookie) as express would (a revoked token is never taken for a member). A front path that throws is not the
 * process's end (this runs outside express, whose error middleware would catch it): before
 * anything was sent the app serves the request as if the decorator had left it, after that the
 * connection is cut.
 */
export function requestListener(kernel: Pick<AppSources, 'logger' | 'metrics' | 'routeDeps' | 'sessions'>, app: Express): RequestListener {
  return (req, res) => {
    const decorator = kernel.routeDeps.decorator();
    if (!decorator?.front) return void app(req, res);
    const started = process.hrtime.bigint();
    let id: string | undefined;
    const request: FrontRequest = {
      get id() {
        return (id ??= requestId(req.headers['x-request-id']));
      },
      member: () => kernel.sessions.resolve(requestToken(req, (req.url ?? '').split('?')[0]!)).then((found) => found && toSessionUser(found.user), () => undefined),
    };
    const failed = (err: unknown) => {
      kernel.logger.error({ err, url: req.url, requestId: request.id }, 'front path failed');
      if (res.headersSent) return void res.destroy();
      // what the front path had set (an encoding, a length, a nonce) is not the app's answer
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      res.statusCode = 200;
      app(req, res);
    };
    const answered = (sent: boolean) => {
      if (!sent) return void app(req, res);
      res.once('finish', () => kernel.metrics.observeFront(req.method ?? 'GET', res.statusCode, Number(process.hrtime.bigint() - started) / 1e9));
      // the access line requestContext writes for what express serves
      if (kernel.logger.isLevelEnabled('info')) logRequest(kernel.logger, req.method, (req.url ?? '').split('?')[0]!, request.id, res, started);
    };
    let sent: boolean | Promise<boolean>;
    try {
      sent = decorator.front(req, res, request);
    } catch (err) {
      return failed(err);
    }
    if (typeof sent === 'boolean') return answered(sent);
    sent.then(answered, failed);
  };
}
