import { existsSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import type { Kernel } from '../kernel.ts';
import { REPO_ROOT } from '../paths.ts';
import { apiNotFound, errorMiddleware } from './error-middleware.ts';
import { compressResponses, precompressedSender } from './compression.ts';
import { contentSecurityPolicy, createNonce, parseAllowedSources } from './content-security-policy.ts';
import { fillTemplate, pageTemplate, PageRendererPoint, type RenderedPage } from '../ports/page-renderer.ts';
import { requestContext, resolveSession } from './request-context-middleware.ts';
import { buildRouter } from './route-builder.ts';
import { loopbackApi, serverRenderBundle, streamPage } from './server-render.ts';
import { liveTrustProxy } from './trust-proxy.ts';
import { SCOPE_BASE, type RouteScope } from './route.ts';

/**
 * The Express app of one kernel: request context, session, the kernel's own routes, then
 * each enabled plugin's, a 404 envelope for unknown API paths, static web files with SPA
 * fallback, and the one error middleware.
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

  // The hosts the admin allows custom HTML to load from; none when the settings cannot be read.
  const allowedSources = async (): Promise<string[]> => {
    if (!kernel.installed) return [];
    try {
      return parseAllowedSources((await kernel.settings.get<{ csp_allowed_sources?: string }>('custom_css_html')).csp_allowed_sources);
    } catch (err) {
      kernel.logger.error({ err }, 'content security policy: settings unreadable');
      return [];
    }
  };

  const dist = kernel.options.webDist === false ? undefined : (kernel.options.webDist ?? join(REPO_ROOT, 'web', 'dist'));
  // Before install every page leads to the wizard; afterwards the wizard leads home (as Answer).
  app.get(['/', '/install'], (req, res, next) => {
    if (!kernel.installed && req.path === '/') return res.redirect(302, '/install');
    if (kernel.installed && req.path === '/install') return res.redirect(302, '/');
    next();
  });
  if (dist && existsSync(join(dist, 'index.html'))) {
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
    // HTML always goes through the shell below: it needs this response's nonce and policy.
    app.use((req, res, next) => (req.path.endsWith('.html') ? next() : files(req, res, next)));
    const shell = pageTemplate(join(dist, 'index.html'));
    const bundleFile = kernel.options.serverBundle ?? join(dirname(dist), 'dist-server', 'entry-server.js');
    const serverRender = bundleFile === false ? async () => undefined : serverRenderBundle(bundleFile);
    app.get(/.*/, async (req, res) => {
      const nonce = createNonce();
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('X-Frame-Options', 'DENY');
      res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, await allowedSources()));
      const renderer = kernel.installed ? kernel.host.extensions.one(PageRendererPoint) : undefined;
      let page: RenderedPage | undefined;
      try {
        const query = req.originalUrl.indexOf('?');
        page = await renderer?.render({
          path: req.path, search: query < 0 ? '' : req.originalUrl.slice(query), origin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
          language: req.quorum.language, user: req.quorum.user, nonce,
        });
      } catch (err) {
        // A page's head is an extra: the shell still runs the app.
        kernel.logger.error({ err, path: req.path }, 'page renderer failed');
      }
      if (page?.location) return res.redirect(page.status, page.location);
      const html = fillTemplate(shell(), page, nonce);
      // A public page the renderer found is drawn by the app itself, when the web has a server render.
      if (page?.status === 200) {
        try {
          const bundle = await serverRender();
          const rendered = await bundle?.render({
            url: `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`,
            nonce,
            member: !!req.quorum.user,
            fetchApi: loopbackApi(req),
            onError: (err) => kernel.logger.warn({ err, path: req.path }, 'server render: a part failed (the browser renders it)'),
          });
          if (rendered) return streamPage(req, res.status(page.status).type('html'), html, rendered);
        } catch (err) {
          kernel.logger.error({ err, path: req.path }, 'server render failed');
        }
      }
      res.status(page?.status ?? 200).type('html').send(html);
    });
  }
  app.use(errorMiddleware(kernel.translator, kernel.logger));
  return app;
}
