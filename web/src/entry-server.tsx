/**
 * The server render of the app (built by `vite build --ssr` into web/dist-server, loaded by the
 * kernel at run time). It renders the same tree the browser hydrates: the same routes, plugins,
 * providers and swr keys. Data comes from the site's own API through `fetchApi`, so the HTML
 * holds exactly the responses the client's hooks would have fetched, and the page hands them
 * over as swr fallback data (no second fetch, no mismatch).
 */
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import type { Middleware, SWRHook } from 'swr';
import { API_BASE, type Params } from './api/request';
import { AppProviders } from './app/app';
import { servedUserAtom, siteInfoAtom, userAtom } from './app/atoms';
import { PageNonceContext } from './app/page-nonce';
import { appRoutes } from './app/router';
import type { CurrentUser, SiteInfo } from './app/types';
import { addCatalogueLoader, addCatalogueParts, addLocaleBundle, catalogueParts, i18n, initI18n } from './i18n/i18n';
import { resolveLanguage, SUPPORTED_LANGUAGES, type Language } from './i18n/resolve-language';
import { listPluginCatalogueParts, pluginCatalogues } from './plugin-host/plugin-catalogues';
import { pluginStatusKey } from './plugin-host/plugin-status';
import { loadWebPlugins } from './plugin-host/discovered-plugins';
import { registerWebPlugins } from './plugin-host/plugin-registry';
import { gatingPlugin } from './plugin-host/plugin-routes';
import { i18nNamespace } from './sdk/define-web-plugin';
import { RenderClockProvider } from './ssr/render-clock';
import { rememberedTranslations } from './ssr/remembered-translations';
import { KeyHints, type KeyHint } from './ssr/key-hints';
import { MEMBER_DATA_ID, resolveKey, scriptJson, serializedKey, servedFirst, SSR_DATA_ID, type MemberData, type SsrData } from './ssr/ssr-data';

/** One GET of the site's own API as the requesting browser would make it: `data` of a 2xx envelope, else undefined. */
export type ApiFetch = (path: string, params: Params | undefined) => Promise<unknown>;

export interface ServerRenderRequest {
  /** The page's absolute URL. */
  url: string;
  /** The request's CSP nonce, put on every inline script. */
  nonce?: string;
  /** The session cookie named a member: their user info is read and the page rendered for them. */
  member: boolean;
  fetchApi: ApiFetch;
  onError?: (err: unknown) => void;
  /**
   * Stops the render (its deadline passed, its client left): no further pass starts, and once
   * streaming, React's stream is aborted so the browser renders what is left.
   */
  signal?: AbortSignal;
}

export interface ServerRender {
  /** The interface language the page is drawn in (the member's own, else the site's). */
  language: Language;
  /** The `<script type="application/json">` block the client hydrates from. */
  dataScript: string;
  /** The API reads the page hands over (its `swr` keys), for a member sent it to be read again as them. */
  reads: KeyHint[];
  /** Writes the rendered app (the inside of the root element) and ends nothing else. */
  pipe: (out: Writable) => void;
}

/** Renders of one page until no hook asks for a key not yet fetched (the page's lazy parts nest this deep at most). */
const MAX_DATA_PASSES = 6;

interface Setup {
  routes: RouteObject[];
  /** The routes' static handler, made once: it compiles every route's path, the same for each page. */
  handler: ReturnType<typeof createStaticHandler>;
}

/**
 * Loaders run in the browser (session bootstrap, guards): on the server each becomes a no-op
 * that keeps its route's slot in the hydration data; the kernel and the page renderer already
 * decided the page may be shown (a login-required site never reaches here for a visitor).
 */
function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const copy = { ...route } as RouteObject;
    if (copy.loader) copy.loader = () => null;
    if (route.lazy && typeof route.lazy === 'function') {
      const lazy = route.lazy;
      copy.lazy = async () => {
        const loaded = await lazy();
        return loaded.loader ? { ...loaded, loader: () => null } : loaded;
      };
    }
    if (route.children) copy.children = withoutLoaders(route.children);
    return copy;
  }) as RouteObject[];
}

let setup: Promise<Setup> | undefined;

async function prepare(): Promise<Setup> {
  addCatalogueLoader(pluginCatalogues);
  addCatalogueParts(listPluginCatalogueParts);
  const plugins = await loadWebPlugins();
  registerWebPlugins(plugins);
  // Every language and catalogue part is loaded once; each request renders through its own i18next clone.
  for (const language of SUPPORTED_LANGUAGES) await initI18n(language, await catalogueParts());
  for (const plugin of plugins) if (plugin.locales) addLocaleBundle(i18nNamespace(plugin.id), plugin.locales);
  const routes = withoutLoaders(appRoutes(plugins));
  return { routes, handler: createStaticHandler(routes) };
}

/** `[API_BASE, path, params?]` keys only: those are plain GETs of the public API. */
function apiRequest(key: unknown): { path: string; params?: Params } | undefined {
  const resolved = resolveKey(key);
  if (!Array.isArray(resolved) || resolved[0] !== API_BASE || typeof resolved[1] !== 'string' || resolved.length > 3) return undefined;
  return { path: resolved[1], params: resolved[2] as Params | undefined };
}

/** Records every API key a render reads (`read`), and those with no data yet (`wanted`). */
function keyRecorder(known: Map<string, unknown>, failed: Set<string>, read: Map<string, KeyHint>, wanted: Map<string, KeyHint>): Middleware {
  return (useSWRNext: SWRHook) => (key, fetcher, config) => {
    const serialized = serializedKey(key);
    if (serialized !== undefined && !read.has(serialized)) {
      const request = apiRequest(key);
      if (request) {
        const hint = { serialized, ...request };
        read.set(serialized, hint);
        if (!known.has(serialized) && !failed.has(serialized)) wanted.set(serialized, hint);
      }
    }
    return useSWRNext(key, fetcher, config);
  };
}

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** What each page's last render read, for the next render of it (key-hints.ts). */
const keyHints = new KeyHints();

/**
 * Boundaries are never outlined: a pass's HTML holds everything in place, so the last pass's is
 * the page itself (outlined, a boundary would need an inline script to show it, which a
 * prerender cannot give the page's CSP nonce).
 */
const NOT_OUTLINED = Number.POSITIVE_INFINITY;

/**
 * Whether a route of the app, its plugins' included, answers `path` with a page of its own: false
 * when only the catch-all not-found route matches, or when the route is a plugin's that is not
 * among `enabledPlugins()` (plugin/status's enabled ones, asked only for such a route; every
 * plugin's route is mounted, and its gate draws the not-found page while the plugin is off), so
 * the server answers 404 instead of a soft 200. Without them every plugin's route counts.
 */
export async function routeExists(path: string, enabledPlugins?: () => Promise<readonly string[] | undefined>): Promise<boolean> {
  setup ??= prepare();
  const matched = matchRoutes((await setup).routes, path);
  const page = matched?.[matched.length - 1]!.route;
  if (!page || page.path === '*') return false;
  const plugin = gatingPlugin(page);
  if (!plugin || !enabledPlugins) return true;
  const enabled = await enabledPlugins();
  return !enabled || enabled.includes(plugin);
}

/** A `<script type="application/json">` block of `data`, under the page's nonce. */
function jsonScript(id: string, data: unknown, nonce?: string): string {
  const clean = nonce?.replace(/[^A-Za-z0-9+/=_-]/g, '');
  return `<script type="application/json" id="${id}"${clean ? ` nonce="${clean}"` : ''}>${scriptJson(data)}</script>`;
}

/**
 * A signed-in member's own part of the visitors' page they are sent (web-pages' page-serving.ts),
 * as the block main.tsx reads once the page has hydrated.
 */
export function memberScript(data: MemberData, nonce?: string): string {
  return jsonScript(MEMBER_DATA_ID, data, nonce);
}

export async function render(req: ServerRenderRequest): Promise<ServerRender> {
  setup ??= prepare();
  const { handler } = await setup;
  // Every page reads these: fetched at once rather than found by a first render pass.
  const [siteInfo, user, pluginStatus] = await Promise.all([
    req.fetchApi('/siteinfo', undefined) as Promise<SiteInfo | undefined>,
    req.member ? (req.fetchApi('/user/info', undefined) as Promise<CurrentUser | null | undefined>) : Promise.resolve(null),
    req.fetchApi(pluginStatusKey()[1], undefined),
  ]);
  if (!siteInfo) throw new Error('siteinfo unavailable');
  const language = resolveLanguage(user?.language, siteInfo.interface?.language, import.meta.env.VITE_DEFAULT_LANG);
  const store = createStore();
  store.set(siteInfoAtom, siteInfo);
  store.set(userAtom, user ?? null);
  store.set(servedUserAtom, user ?? null);
  const t = rememberedTranslations(i18n.cloneInstance({ lng: language, initAsync: false }));

  const context = await handler.query(new Request(req.url));
  if (context instanceof Response) throw new Error(`unexpected loader response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const now = Date.now();

  const known = new Map<string, unknown>();
  if (pluginStatus !== undefined) known.set(serializedKey(pluginStatusKey())!, pluginStatus);
  const failed = new Set<string>();
  const tree = (use: Middleware[], children = <StaticRouterProvider router={router} context={context} hydrate={false} nonce={req.nonce} />): ReactNode => (
    <RenderClockProvider value={now}>
      <PageNonceContext.Provider value={req.nonce}>
        <AppProviders store={store} i18n={t} swr={{ fallback: Object.fromEntries(known), use }}>
          {children}
        </AppProviders>
      </PageNonceContext.Provider>
    </RenderClockProvider>
  );

  const fetchAll = (reads: Iterable<KeyHint>) => Promise.all(
    [...reads].map(async ({ serialized, path, params }) => {
      const data = await req.fetchApi(path, params).catch(() => undefined);
      if (data === undefined) failed.add(serialized);
      else known.set(serialized, data);
    }),
  );
  // The reads this page's last render made, fetched at once: a page read as last time is one pass.
  const hintsKey = `${req.member ? 'member' : 'visitor'} ${req.url}`;
  await fetchAll(keyHints.of(hintsKey).filter((hint) => !known.has(hint.serialized)));

  // Passes until one reads no key without data: that pass's HTML is the page.
  let html: Buffer | undefined;
  let read = new Map<string, KeyHint>();
  for (let pass = 0; pass < MAX_DATA_PASSES && !html; pass++) {
    req.signal?.throwIfAborted();
    read = new Map();
    const wanted = new Map<string, KeyHint>();
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(tree([keyRecorder(known, failed, read, wanted)]), { onError: (err) => void errors.push(err), signal: req.signal, progressiveChunkSize: NOT_OUTLINED });
    const rendered = await collect(prelude);
    if (wanted.size > 0) await fetchAll(wanted.values());
    else {
      html = rendered;
      for (const err of errors) req.onError?.(err);
    }
  }
  keyHints.remember(hintsKey, [...read.values()]);

  const data: SsrData = {
    language,
    siteInfo,
    // The token stays out of the HTML (the session cookie is HttpOnly precisely so pages cannot
    // read it); the browser's own stored token is put back in seedSession.
    user: user ? { ...user, access_token: '' } : null,
    now,
    // what the page read: a hinted read it no longer makes is not handed over
    swr: Object.fromEntries([...known].filter(([key]) => !html || read.has(key))),
    loaderData: context.loaderData,
  };
  const reads = [...read.values()].filter((hint) => hint.serialized in data.swr);
  const dataScript = jsonScript(SSR_DATA_ID, data, req.nonce);
  if (html) {
    const page = html;
    return { language, dataScript, reads, pipe: (out) => void out.end(page) };
  }
  // Out of passes (reads nested deeper than they go): the page streams as React renders it.
  const served = new Set(Object.keys(data.swr));
  const app = tree([servedFirst(served)]);
  req.signal?.throwIfAborted();
  const pipe = await new Promise<(out: Writable) => void>((resolve, reject) => {
    const stream = renderToPipeableStream(app, {
      nonce: req.nonce,
      onShellReady: () => resolve((out) => stream.pipe(out)),
      onShellError: reject,
      // an abort fails every part still pending: that is the stop, already logged, not a fault
      onError: (err) => void (req.signal?.aborted || req.onError?.(err)),
    });
    req.signal?.addEventListener('abort', () => stream.abort(req.signal?.reason), { once: true });
  });
  return { language, dataScript, reads, pipe };
}
