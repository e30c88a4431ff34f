import { join } from 'node:path';
import type { Request, Response } from 'express';
import { isLanguage, type PluginContext, type RouteDefinition, type SessionUser } from '../../../kernel/api.ts';
import type { WebBuild } from '../../../kernel/provider-api.ts';
import type { PluginStatus } from '../../../schemas/api/plugins.ts';
import { CustomCssHtmlGroup, type PageRenderer, type RenderedPage } from './api.ts';
import { contentSecurityPolicy, createNonce, parseAllowedSources } from './content-security-policy.ts';
import { KeptPages, keptText, type KeptPage, type ReadyPage } from './kept-page.ts';
import type { MemoryVisitorCache } from './memory-visitor-cache.ts';
import { fillTemplate, pageTemplate } from './page-template.ts';
import { addedModulesMeta } from './added-modules.ts';
import { API_BASE, collectPage, serverRenderBundle, streamPage, type ApiRead } from './server-render.ts';
import { PageReads } from './page-reads.ts';
import { memberPart } from './member-part.ts';
import { RenderSlots, untilStopped } from './render-slots.ts';

/** The plugin's config (schemas/config.schema.json); its defaults until the site is installed. */
interface RenderLimits {
  render_slots: number;
  render_deadline_ms: number;
}
const DEFAULT_LIMITS: RenderLimits = { render_slots: 4, render_deadline_ms: 30_000 };

/** The query parameters public pages read (list order and page, search terms); others skip the kept copy. */
const PAGE_PARAMS = new Set(['page', 'order', 'q', 'tab']);

/** One page as drawn: a redirect, the shell (with the renderer's head), or the shell with the React render. */
type Drawn =
  | { status: number; location: string }
  | { status: number; html: string; rendered?: Parameters<typeof streamPage>[3]; cut?: boolean };

/** What a route served from the visitor cache does for its visitor (`visitorCache.served`). */
type ServedHook = NonNullable<NonNullable<RouteDefinition['visitorCache']>['served']>;

/**
 * Every browser page: the shell from the build with this response's Content-Security-Policy,
 * the page renderer's status and head, and, for public pages the renderer found, the app drawn
 * by React on the server. A signed-out visitor's page is kept for the visitor cache's ten
 * seconds (dropped by every write like the API answers it is made of), so a busy page is drawn
 * once rather than per visitor. A signed-in member is sent that same page where it is the one
 * they would see (`showsMember`), with their own part after it (member-part.ts): the page's
 * reads made again as them, which their browser takes once hydrated (main.tsx), so their votes,
 * bookmarks and menu come in without it reading the page's data again (a shell's it reads, as
 * ever). Drawing a member's own page took ~50 ms of the server's one thread, two hundred times a
 * kept page's cost (docs/perf.md, 2026-11-29). Any other member's page is drawn for them and
 * streamed.
 */
export function pageServer(ctx: PluginContext, web: WebBuild, renderer: () => PageRenderer | undefined, visitors: MemoryVisitorCache): (req: Request, res: Response) => Promise<void> {
  const shell = pageTemplate(join(web.dist, 'index.html'));
  const serverRender = web.serverBundle === false ? async () => undefined : serverRenderBundle(web.serverBundle);

  // The hosts the admin allows custom HTML to load from; none when the settings cannot be read.
  const allowedSources = async (): Promise<string[]> => {
    if (!ctx.installed) return [];
    try {
      return parseAllowedSources((await ctx.settings.get(CustomCssHtmlGroup)).csp_allowed_sources);
    } catch (err) {
      ctx.logger.error({ err }, 'content security policy: settings unreadable');
      return [];
    }
  };

  // A login-required site shows visitors the shell alone, decided afresh each time (cheap).
  const loginRequired = async () => (await ctx.settings.get<{ login_required?: boolean }>('login')).login_required === true;

  const slots = new RenderSlots(ctx.logger);
  const keptPages = new KeptPages();
  const limits = async (): Promise<RenderLimits> => (ctx.installed ? { ...DEFAULT_LIMITS, ...(await ctx.config<Partial<RenderLimits>>()) } : DEFAULT_LIMITS);

  // What kept pages need of the API's routes: the paths whose visitor-cached answer runs a
  // `served` hook (a kept page replays those reads), and those whose answer is the same for
  // members (a member's part leaves them out). Looked up when a page is drawn (enabling or
  // disabling a plugin is a write, which drops every kept page), or by the first visit to a page
  // another process kept (a shared cache), so a visit finds them without walking the route table.
  let routeFacts: { served: Map<string, ServedHook>; same: Set<string> } | undefined;
  const lookUpRoutes = () => {
    const api = ctx.routes.table().filter((e) => e.scope === 'api');
    routeFacts = {
      served: new Map(api.flatMap((e) => (e.def.visitorCache?.served ? [[e.path.slice(API_BASE.length), e.def.visitorCache.served]] : []))),
      same: new Set(api.filter((e) => e.def.visitorCache?.members === 'same').map((e) => e.path.slice(API_BASE.length))),
    };
    return routeFacts;
  };
  const routes = () => routeFacts ?? lookUpRoutes();

  /**
   * A kept page's reads that count something (the question's view), counted for this visit as
   * the API counts a visitor's answer served from its kept copy: the route's `served` hook,
   * called here directly instead of through a read of the route, with the parameters the render
   * read the API with.
   */
  const replay = (reads: ApiRead[]) => {
    for (const read of reads) {
      try {
        routes().served.get(read.path)?.({ query: read.params ?? {} });
      } catch (err) {
        ctx.logger.warn({ err, path: read.path }, 'kept page: a read could not be counted');
      }
    }
  };

  /**
   * `res`: the response the page is streamed to, whose client leaving stops the render; a
   * visitor's kept page (several visitors may wait on it) is stopped only by the deadline.
   */
  async function draw(req: Request, nonce: string, reads?: ApiRead[], res?: Response): Promise<Drawn> {
    let page: RenderedPage | undefined;
    // The head and the render read the API through one memo: the question the head names is the
    // one the render shows, read (and its view counted) once.
    const pageReads = new PageReads(reads);
    try {
      const query = req.originalUrl.indexOf('?');
      // Before install no plugin renders pages: the wizard is the shell alone.
      page = await (ctx.installed ? renderer() : undefined)?.render({
        path: req.path, search: query < 0 ? '' : req.originalUrl.slice(query), origin: `${req.protocol}://${req.get('host') ?? 'localhost'}`,
        language: req.quorum.language, user: req.quorum.user, nonce, read: pageReads.read(ctx.routes.reads(req, { page: true })),
      });
    } catch (err) {
      // A page's head is an extra: the shell still runs the app.
      ctx.logger.error({ err, path: req.path }, 'page renderer failed');
    }
    if (page?.location) return { status: page.status, location: page.location };
    const html = fillTemplate(shell(), page, nonce, addedModulesMeta(web.addedModules?.() ?? []));
    // A public page the renderer found is drawn by the app itself, when the web has a server render.
    if (page?.status === 200) {
      const bundle = await serverRender().catch((err: unknown) => void ctx.logger.error({ err }, 'server render bundle failed to load'));
      const { render_slots, render_deadline_ms } = bundle ? await limits() : DEFAULT_LIMITS;
      const ticket = bundle ? slots.take(render_slots, render_deadline_ms, req.path) : undefined;
      if (bundle && ticket) {
        const leave = () => ticket.stop('client gone');
        if (res?.closed) leave();
        res?.once('close', () => !res.writableFinished && leave());
        try {
          const api = pageReads.read(ctx.routes.reads(req, { signal: ticket.signal, page: true }));
          const rendered = await untilStopped(bundle.render({
            url: `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`,
            nonce,
            member: !!req.quorum.user,
            fetchApi: api,
            onError: (err) => ctx.logger.warn({ err, path: req.path }, 'server render: a part failed (the browser renders it)'),
            signal: ticket.signal,
          }), ticket.signal);
          return { status: page.status, html, rendered: { ...rendered, done: ticket.done } };
        } catch (err) {
          ticket.done();
          // a stop is logged where it happens; the page goes out as the shell
          if (!ticket.signal.aborted) ctx.logger.error({ err, path: req.path }, 'server render failed');
        }
      }
      if (bundle) return { status: page.status, html, cut: true };
    }
    return { status: page?.status ?? ((await unknownPath(req)) ? 404 : 200), html };
  }

  /**
   * A path no web route answers (the app's router would show its not-found page): a real 404,
   * not a soft 200 for search engines. The web's server bundle holds the route table, plugins'
   * routes included; without one, or before install (the wizard), every path stays the shell.
   * A disabled plugin's routes stay mounted in the app, whose gate draws the not-found page for
   * them: for a plugin's route the bundle asks the enabled plugins, read from plugin/status as the
   * browser reads them (read in process; a visitor's kept page is dropped by the write
   * that enables or disables one).
   */
  async function unknownPath(req: Request): Promise<boolean> {
    if (!ctx.installed) return false;
    try {
      const bundle = await serverRender();
      if (!bundle?.routeExists) return false;
      const enabled = async () => ((await ctx.routes.reads(req)('/plugin/status', undefined)) as PluginStatus[] | undefined)?.filter((p) => p.enabled).map((p) => p.slug_name);
      return !(await bundle.routeExists(req.path, enabled));
    } catch (err) {
      ctx.logger.error({ err, path: req.path }, 'server render bundle failed to load');
      return false;
    }
  }

  async function keep(req: Request, nonce: string): Promise<KeptPage> {
    const reads: ApiRead[] = [];
    const drawn = await draw(req, nonce, reads);
    if ('location' in drawn) return { status: drawn.status, location: drawn.location, nonce, html: '', replay: [] };
    const { served } = lookUpRoutes();
    const html = drawn.rendered ? await collectPage(drawn.html, drawn.rendered) : drawn.html;
    // Only a drawn page counts its reads: a bare shell's are counted when the browser makes them.
    return { status: drawn.status, nonce, html, replay: drawn.rendered ? reads.filter((r) => served.has(r.path)) : [], cut: drawn.cut, language: drawn.rendered?.language, reads: drawn.rendered?.reads };
  }

  /**
   * The visitors' page at this address, kept or drawn and kept, sent for this request. `member`:
   * the signed-in member asking, who is sent it only where it `showsMember` them (else their own
   * page is drawn), and whose visit counts no read: their browser's reads count it.
   */
  async function visitorPage(req: Request, res: Response, nonce: string, member?: SessionUser): Promise<void> {
    // Keyed by the host too (without a site URL the head's links are built from it) and only by
    // the parameters pages read, so made-up ones cannot fill the cache with copies of one page.
    const params = new URLSearchParams(req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '');
    const read = [...params.keys()].every((name) => PAGE_PARAMS.has(name));
    if (!read) return drawFor(req, res, nonce, member);
    params.sort();
    const key = await visitors.key(req.quorum.language, `page:${req.get('host') ?? ''}${req.path}`, params.toString());
    // A shell sent for want of a render slot is not kept: the next visitor (a crawler, say) gets the content.
    let cut = false;
    const { body } = await visitors.answer(key, async () => {
      const page = await keep(member ? asVisitor(req) : req, nonce);
      cut = page.cut === true;
      return keptText(page);
    }, () => !cut);
    const kept = keptPages.read(key, body);
    if (member && !showsMember(kept, member)) return drawFor(req, res, nonce, member);
    // a drawn page goes to a member with their own part; a shell's reads are their browser's to make
    const own = member && kept.ownPlace ? await memberPart(ctx, req, { reads: kept.reads ?? [], same: (path) => routes().same.has(path), bundle: await serverRender().catch(() => undefined), nonce }) : undefined;
    // the reads the browser's render would have made count (views), for this visit as for each
    // later one: the page's reads left that to it (RequestContext.pageRead); a member sent the
    // page without their part counts them with their browser's own reads
    if (!member || own) replay(kept.replay);
    const encoding = KeptPages.encoding(req);
    if (own) {
      // their own state: no shared cache may keep it or give it to another reader
      res.setHeader('Cache-Control', 'private, no-cache');
      return keptPages.send(res, kept, nonce, encoding, own);
    }
    // The next visitors of this URL are sent the page before express, each under a nonce of its
    // own (members too, a shell: a drawn page goes to them with their part, made here); one
    // accepting brotli alone is compressed per response here (no kept bytes to send).
    if (encoding !== 'br') {
      const page = { nonce, body: kept.location ? undefined : (fresh: string) => keptPages.body(kept, fresh, encoding), bytes: kept.size };
      const members = kept.ownPlace ? {} : { members: 'same' as const, membersIf: (m: SessionUser) => showsMember(kept, m) };
      visitors.keepResponse(key, req, res, { served: kept.replay.length ? () => replay(kept.replay) : undefined, page, ...members });
    }
    keptPages.send(res, kept, nonce, encoding);
  }

  async function drawFor(req: Request, res: Response, nonce: string, member?: SessionUser): Promise<void> {
    // a member's page is theirs alone: no shared cache may keep it or give it to another reader
    if (member) res.setHeader('Cache-Control', 'private, no-cache');
    const reads: ApiRead[] = [];
    const drawn = await draw(req, nonce, reads, res);
    if ('location' in drawn) return res.redirect(drawn.status, drawn.location);
    if (drawn.rendered) {
      // drawn, so its reads count now (a view), once; a redirect or a bare shell counts none here
      lookUpRoutes();
      replay(reads);
      return streamPage(req, res.status(drawn.status).type('html'), drawn.html, drawn.rendered);
    }
    res.status(drawn.status).type('html').send(drawn.html);
  }

  return async function serve(req: Request, res: Response): Promise<void> {
    const nonce = createNonce();
    const { user, token } = req.quorum;
    // a page drawn for visitors holds nobody's own state: the same for members sent it
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Cookie');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, await allowedSources()));
    const visitorsSee = ctx.installed && !(await loginRequired());
    if (visitorsSee && !user && !token) return visitorPage(req, res, nonce);
    // a session's member (their browser's cookie; an API key's account is no browser's) who reads
    // the site in its own language: one who chose another is drawn their own page at once
    if (visitorsSee && user && token && readsIn(user, (await ctx.settings.get<{ language?: string }>('interface')).language)) return visitorPage(req, res, nonce, user);
    return drawFor(req, res, nonce, user);
  };
}

/**
 * Whether the visitors' copy of a page is the page a member would see, their own state aside
 * (their browser reads that): not one visitors are refused (a post held for review may be its
 * author's to see, a deleted one a moderator's), and drawn in the member's language (a member
 * who chose one of their own; a shell is drawn by the browser, in theirs).
 */
function showsMember(page: ReadyPage, member: SessionUser): boolean {
  return page.status < 400 && readsIn(member, page.language);
}

/** Whether a member reads the site in `language` (none known: any): they chose no language of their own, or that one. */
function readsIn(member: SessionUser, language: string | undefined): boolean {
  const own = member.language.replace('-', '_');
  return !language || !isLanguage(own) || own === language;
}

/**
 * The request as a signed-out visitor's, for the page drawn from it for visitors: its in-process
 * API reads and the renderer read as nobody (subRequest copies `quorum`).
 */
function asVisitor(req: Request): Request {
  const visitor = Object.create(req) as Request;
  Object.defineProperty(visitor, 'quorum', { value: { ...req.quorum, user: undefined, sessionId: undefined, token: undefined, readOnly: undefined }, writable: true, enumerable: true, configurable: true });
  return visitor;
}
