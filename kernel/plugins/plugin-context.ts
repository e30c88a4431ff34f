import type { RequestHandler } from 'express';
import type { Container } from 'inversify';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { RouteDefinition, RouteScope } from '../http/route.ts';
import type { SchemaValidator } from '../http/validation.ts';
import type { Translator, Language, Catalog } from '../i18n/translator.ts';
import type { SettingsService } from '../settings/settings-service.ts';
import type { PluginEvents } from '../events/event-bus.ts';
import type { IdGenerator } from '../db/ids.ts';
import type { StorageEngine } from '../db/storage-engine.ts';
import type { PluginManifest } from './define-plugin.ts';
import type { ProviderSlot } from './provider-slots.ts';
import type { Renderer } from '../ports/renderer.ts';
import type { CaptchaAction } from '../ports/captcha.ts';

/** Everything a plugin may use, scoped to that plugin (its logger, its routes, its config). */
export interface PluginContext {
  readonly id: string;
  readonly manifest: PluginManifest;
  readonly logger: Logger;
  /** QUORUM_HOME of this site. */
  readonly home: string;
  /** The site database. Reading it before the site is installed throws. */
  readonly db: Knex;
  readonly ids: IdGenerator;
  readonly routes: {
    /** A JSON route under `/answer/api/v1`, `/answer/admin/api` or `/installation`. */
    add(scope: RouteScope, route: RouteDefinition<any, any>): void;
    /** A plain Express handler at a path outside the JSON API (files, feeds). */
    raw(path: string, handler: RequestHandler): void;
  };
  readonly settings: SettingsService;
  /**
   * Markdown → sanitized HTML through whichever renderer is enabled now (the markdown
   * plugin's, else the kernel's escape-only default). Every parsed_text goes through it.
   */
  readonly renderer: Renderer;
  readonly events: PluginEvents;
  readonly container: Container;
  readonly schemas: SchemaValidator;
  readonly i18n: Translator & { addCatalog(language: Language, catalog: Catalog): void };
  /** Offers an implementation for a kernel port (Renderer, Captcha, MailTransport, …). */
  provide<T>(slot: ProviderSlot<T>, implementation: T): void;
  /** The enabled providers of a slot, in registration order (disabled plugins' are left out). */
  providers<T>(slot: ProviderSlot<T>): T[];
  /** Storage plugins only: contributes an engine. */
  addStorageEngine(engine: StorageEngine): void;
  /**
   * A guard limiting how often one client may call a route, by action name. Limits come from
   * the kernel's table (DEFAULT_RATE_LIMITS, overridable per site); unknown actions are unlimited.
   */
  rateLimit(action: string): RequestHandler;
  /** A guard asking the enabled captcha provider whether this action needs a captcha now (staff never). */
  captcha(action: CaptchaAction): RequestHandler;
  /** This plugin's config (from the admin plugin page), validated by its config schema. */
  config<T = Record<string, unknown>>(): Promise<T>;
}
