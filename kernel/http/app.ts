import { join, normalize, sep } from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import type { Kernel } from '../kernel.ts';
import { apiNotFound, errorMiddleware } from './error-middleware.ts';
import { compressResponses, precompressedSender } from './compression.ts';
import { requestContext, resolveSession } from './request-context-middleware.ts';
import { buildRouter } from './route-builder.ts';
import { PageServerPoint } from '../ports/page-server.ts';
import { liveTrustProxy } from './trust-proxy.ts';
import { SCOPE_BASE, type RouteScope } from './route.ts';

/**
 * The Express app of one kernel: request context, session, the kernel's own routes, then
 * each enabled plugin's, a 404 envelope for unknown API paths, the web build's files, every
 * other GET to the page server (the web-pages plugin), and the one error middleware.
 */
export function buildApp(kernel: Kernel): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', liveTrustProxy(() => kernel.config?.trust_proxy));
  app.use(requestContext(kernel.logger));
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    next();
  });
  app.get('/healthz', (_req, res) => void res.type('text/plain').send('OK'));
  app.use(compressResponses());
  app.use(express.json({ limit: '1mb' }));
  app.use(resolveSession(() => (kernel.installed ? kernel.sessions : undefined)));

  const deps = { validator: kernel.validator, translator: kernel.translator, settings: kernel.settings, clock: kernel.clock, visitorCache: kernel.visitorCache };
  const own = kernel.ownRoutes;
  for (const scope of Object.keys(SCOPE_BASE) as RouteScope[]) {
    const router = buildRouter(own[scope] ?? [], deps);
    // The kernel's site routes exist only once the site is installed.
    const whenInstalled: RequestHandler = (req, res, next) => (kernel.installed || scope === 'installation' ? router(req, res, next) : next());
    app.use(SCOPE_BASE[scope], whenInstalled, kernel.host.dispatcher(scope), apiNotFound);
  }
  app.use(kernel.host.rawDispatcher());

  // The admin's custom CSS as a stylesheet (Answer's /custom.css). Like Answer it answers an
  // empty sheet when the settings cannot be read: a page's styles must not fail on it.
  app.get('/custom.css', async (_req, res, next) => {
    if (!kernel.installed) return next();
    let css = '';
    try {
      css = (await kernel.settings.get<{ custom_css?: string }>('custom_css_html')).custom_css ?? '';
    } catch (err) {
      kernel.logger.error({ err }, 'custom.css: settings unreadable');
    }
    res.type('text/css; charset=utf-8').setHeader('Cache-Control', 'no-cache');
    res.send(css);
  });

  // Before install every page leads to the wizard; afterwards the wizard leads home (as Answer).
  app.get(['/', '/install'], (req, res, next) => {
    if (!kernel.installed && req.path === '/') return res.redirect(302, '/install');
    if (kernel.installed && req.path === '/install') return res.redirect(302, '/');
    next();
  });
  if (kernel.web) {
    const { dist } = kernel.web;
    const built = precompressedSender();
    const root = normalize(dist);
    // A file with a .br/.gz copy from the build goes compressed; express.static serves the rest.
    app.use((req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      let file: string;
      try {
        file = normalize(join(root, decodeURIComponent(req.path)));
      } catch {
        return next();
      }
      if (!file.startsWith(root + sep) || file.includes('\0') || !/\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/.test(file)) return next();
      if (!built.has(file)) return next();
      const assets = req.path.startsWith('/assets/');
      built.send(req, res, file, assets ? { immutable: true, maxAge: 365 * 24 * 3600 * 1000 } : { maxAge: 3600 * 1000 }, next);
    });
    app.use('/assets', express.static(join(dist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
    const files = express.static(dist, { index: false, maxAge: '1h' });
    // HTML always goes through the page server: it needs this response's nonce and policy.
    app.use((req, res, next) => (req.path.endsWith('.html') ? next() : files(req, res, next)));
    app.get(/.*/, (req, res, next) => {
      const pages = kernel.host.extensions.one(PageServerPoint);
      if (pages) return void pages.serve(req, res).catch(next);
      // Its plugin failed to start: the API still serves, pages say what is missing.
      res.status(503).type('text/plain').send(kernel.translator.t(req.quorum.language, 'base.unavailable', { point: PageServerPoint.id }));
    });
  }
  app.use(errorMiddleware(kernel.translator, kernel.logger));
  return app;
}
