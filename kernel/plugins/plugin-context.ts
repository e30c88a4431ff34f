import type { Request, RequestHandler, Response } from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { RouteDefinition, RouteScope } from '../http/route.ts';
import type { RouteEntry } from '../http/route-table.ts';
import type { ApiReader, ApiWriter, ReadOptions } from '../http/in-process-reads.ts';
import type { Translator, Language, Catalog } from '../i18n/translator.ts';
import type { PluginEvents } from '../events/event-bus.ts';
import type { IdGenerator } from '../db/ids.ts';
import type { StorageEngine } from '../db/storage-engine.ts';
import type { PluginManifest } from './plugin-manifest.ts';
import type { Cardinality, ExtensionPoint, PointUse } from './extension-points.ts';
import type { Renderer } from '../ports/renderer.ts';
import type { Privileges } from '../ports/privileges.ts';
import type { RateCounter, RateLimit } from '../guards/rate-limit.ts';
import type { CaptchaAction } from '../ports/captcha.ts';
import type { SiteCache } from '../ports/cache.ts';
import type { Clock } from '../ports/clock.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { UserDirectory } from '../auth/user-directory.ts';
import type { AccountAdmin } from '../auth/account-admin.ts';
import type { SiteLifecycle } from '../install/site-lifecycle.ts';
import type { NewUser, UserRow } from '../auth/user-repository.ts';
import type { WebBuild } from '../ports/page-server.ts';
import type { SettingsGroup, SettingsView } from '../settings/settings-registry.ts';
import type { GroupRef } from '../settings/settings-service.ts';
import type { SettingsGroupHooks } from '../settings/settings-group-routes.ts';
import type { AdminPlugin } from '../../schemas/api/plugins.ts';

/** Site settings as a plugin sees them: read any group, declare its own. */
export interface PluginSettings {
  get<T = Record<string, unknown>>(group: GroupRef<T>): Promise<T>;
  /**
   * Declares a settings group this plugin owns: the kernel serves its admin GET/PUT (validated by
   * the schema) and its public part in `siteinfo` while the plugin is enabled. A name already
   * taken, or a schema that does not compile, quarantines the plugin.
   */
  declare(group: SettingsGroup<any>, hooks?: SettingsGroupHooks): void;
  /** Serves another cut of settings groups (Answer 2.0's admin pages and siteinfo keys) while this plugin and the groups' owners are enabled. */
  view(view: SettingsView): void;
}

/**
 * The account rows behind credentials, for plugins that sign people in (the `accounts` core
 * plugin's flows, a login connector). The kernel keeps the rules: hashing and the one `user` table.
 */
/** The account columns a sign-in flow may change. */
export type SignInColumns = Partial<Pick<UserRow, 'pass' | 'e_mail' | 'mail_status' | 'status' | 'suspended_until' | 'last_login_date'>>;

export interface PluginCredentials {
  /** Pass the caller's transaction to read inside it. */
  byId(id: string | number, trx?: Knex.Transaction): Promise<UserRow | undefined>;
  /** By e-mail address, ignoring case. */
  byEmail(email: string): Promise<UserRow | undefined>;
  emailTaken(email: string, exceptId?: number): Promise<boolean>;
  /** A username made from the display name that no account has yet. */
  freeUsername(displayName: string): Promise<string>;
  /** A new member (`pass` already hashed; always the member role); its id. */
  create(account: Omit<NewUser, 'role_id' | 'rank'>, trx?: Knex.Transaction): Promise<number>;
  /** Writes only the sign-in columns; anything else in `fields` is dropped. */
  update(id: string | number, fields: SignInColumns, trx?: Knex.Transaction): Promise<void>;
  hash(password: string): Promise<string>;
  /** Checks a password against a stored hash (scrypt, or the bcrypt Answer stored). */
  verify(password: string, stored: string): Promise<boolean>;
}

/** Sessions for plugins that sign people in: a token names a session row, so ending one works at once. */
export interface PluginSessions {
  /** Starts a session for the account; its token. */
  issue(userId: string | number, ip: string, trx?: Knex.Transaction): Promise<string>;
  revoke(sessionId: string): Promise<void>;
  /** Ends every session of the account, optionally keeping one (the caller's). */
  revokeAll(userId: string | number, keepSessionId?: string, trx?: Knex.Transaction): Promise<void>;
  /** The HttpOnly cookie beside a token an answer hands out, and its removal at logout. */
  setCookie(req: Request, res: Response, token: string): void;
  clearCookie(req: Request, res: Response): void;
}

/** The plugin host as the admin plugin's plugins page drives it (`ctx.plugins`, the built-in admin plugin only). */
export interface PluginAdmin {
  /** Every plugin, enabled or not, quarantined ones with their reason; names and purposes in `language`. */
  list(language?: string): Promise<AdminPlugin[]>;
  /** Turns a plugin on or off, with the host's refusals (core, required by others, a taken one-provider point, …). */
  setEnabled(id: string, enabled: boolean): Promise<void>;
  /** A plugin with a config: its config's JSON Schema and values, secrets blanked as settings do (404 `error.plugin.no_config` without one). */
  config(id: string, language?: string): Promise<{ plugin: AdminPlugin; schema: Record<string, unknown>; values: Record<string, unknown> }>;
  /** Replaces a plugin's config, validated by its schema; a secret sent back empty keeps its stored value. */
  setConfig(id: string, values: unknown): Promise<void>;
}

/** Everything a plugin may use, scoped to that plugin (its logger, its routes, its config). */
export interface PluginContext {
  readonly id: string;
  readonly manifest: PluginManifest;
  readonly logger: Logger;
  /** Where uploaded files are kept: config.yaml's `uploads.dir` (relative to home), else `<home>/uploads`. */
  readonly uploadsDir: string;
  /** Whether the site is installed (only storage, install and web plugins register before). */
  readonly installed: boolean;
  /** The site database. Reading it before the site is installed throws. */
  readonly db: Knex;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  /** Short-lived shared state; the only place request-affecting state may live (DESIGN §8). */
  readonly cache: SiteCache;
  /** Sends mail through the enabled mail plugin (its queue); without one, each message is logged. */
  readonly mailer: Mailer;
  /** Members' public cards, in bulk. */
  readonly users: UserDirectory;
  /** Account changes made from above (new accounts, passwords, role, status); each ends the user's sessions. */
  readonly accounts: AccountAdmin;
  /** Account rows and password hashing, for plugins that sign people in (the built-in `accounts` plugin and `connector` plugins; others throw on reading it). */
  readonly credentials: PluginCredentials;
  /** Issuing and ending sessions, for plugins that sign people in (the built-in `accounts` plugin and `connector` plugins; others throw on reading it). */
  readonly sessions: PluginSessions;
  /**
   * The site database as its engine describes it (a version line, the bytes it takes), and its
   * way of inserting a row and answering its generated id (knex's answer differs by engine).
   */
  readonly storage: { version(): Promise<string>; size(): Promise<number>; insertId: StorageEngine['insertId'] };
  /** The built web app this site serves; undefined when it serves none (the CLI, API-only tests). */
  readonly web?: WebBuild;
  /** The site's lifecycle steps (connect, config.yaml, migrate, activate): the built-in `install` plugin only, others throw on reading it. */
  readonly site: SiteLifecycle;
  /** The plugin host's list, enabled flags and configs: the built-in admin plugin only (its plugins page), others throw on reading it. */
  readonly plugins: PluginAdmin;
  readonly routes: {
    /** A JSON route under `/answer/api/v1`, `/answer/admin/api` or `/installation`. */
    add(scope: RouteScope, route: RouteDefinition<any, any>): void;
    /** A plain Express handler at a path outside the JSON API (files, feeds). */
    raw(path: string, handler: RequestHandler): void;
    /** Every JSON route the site serves now: the kernel's and enabled plugins' (API documents). */
    table(): RouteEntry[];
    /**
     * GETs of the API made in this process for a request already here (a page's server render),
     * as that request's member: the routes' guards, validation and presenters run as for the browser.
     * `page`: a page's reads, which leave counting (views) to the page (RequestContext.pageRead).
     */
    reads(req: Request, options?: ReadOptions): ApiReader;
    /**
     * Writes of the API (POST, PUT, DELETE) made in this process for a request already here (an
     * MCP tool), as that request's member, through the routes' own guards, limits and validation;
     * a refusal throws the route's error.
     */
    writes(req: Request): ApiWriter;
  };
  readonly settings: PluginSettings;
  /**
   * Markdown → sanitized HTML through whichever renderer is enabled now (the markdown
   * plugin's, else the kernel's escape-only default). Every parsed_text goes through it.
   */
  readonly renderer: Renderer;
  /** Who may do what, by the enabled provider's rule (reputation's), else by role alone. Read when called. */
  readonly privileges: Privileges;
  readonly events: PluginEvents;
  readonly i18n: Translator & { addCatalog(language: Language, catalog: Catalog): void };
  /**
   * Contributes an implementation to an extension point. The point's owner must be the kernel,
   * this plugin, or listed in `requires`/`optional`; an implementation missing a member the point
   * declares, or a second one of a one-provider point, quarantines this plugin.
   */
  provide<T>(point: ExtensionPoint<T>, implementation: T): void;
  /**
   * The enabled providers of a point, read when called: `() => T | undefined` for a one-provider
   * point, `() => T[]` for many. Same owner rule as `provide`.
   */
  use<T, C extends Cardinality>(point: ExtensionPoint<T, C>): PointUse<T, C>;
  /**
   * The provider of a one-provider point this plugin cannot work without (its owner is in
   * `requires`): a call while none is enabled answers 503 `base.unavailable` instead of crashing.
   */
  need<T>(point: ExtensionPoint<T, 'one'>): () => T;
  /** Whether a plugin named in `requires` or `optional` is installed and enabled now. */
  isEnabled(pluginId: string): boolean;
  /** Storage plugins only: contributes an engine. */
  addStorageEngine(engine: StorageEngine): void;
  /**
   * A guard limiting how often one client (the member, or the address of a visitor) may call a
   * route, by action name. `limit` declares the action's default, which config.yaml
   * `rate_limits` overrides per site; an action nobody gave a limit is unlimited.
   */
  rateLimit(action: string, limit?: RateLimit): RequestHandler;
  /**
   * Counters for a route that decides itself what counts (a login counts only failures): `waitFor`
   * before, `hit` after. `limits` declares the actions' defaults, as `rateLimit` does.
   */
  rateCounter(limits: Record<string, RateLimit>): RateCounter;
  /**
   * The enabled captcha provider's guard for this action (a captcha when one is due; staff are
   * never asked); without a provider nobody is. With `record: false` the route counts attempts
   * itself (a login counts failures only).
   */
  captcha(action: CaptchaAction, options?: { record?: boolean }): RequestHandler;
  /** This plugin's config (from the admin plugin page), validated by its config schema. */
  config<T = Record<string, unknown>>(): Promise<T>;
  /** Runs `task` when the kernel closes, before the database does (to write what a plugin buffers). */
  onClose(task: () => Promise<void>): void;
  /** Runs `task` once the kernel serves HTTP: background workers (a CLI command that boots a kernel never starts them). */
  onListen(task: () => void): void;
}
