/**
 * Everything a plugin may import from the kernel. Plugins never reach into other kernel
 * files; if something is missing here, add it here.
 */
export { definePlugin, type PluginDefinition, type PluginManifest } from './plugins/define-plugin.ts';
export type { PluginContext, PluginSettings, PluginCredentials, PluginSessions } from './plugins/plugin-context.ts';
export { defineExtensionPoint, type ExtensionPoint, type Cardinality, type PointUse } from './plugins/extension-points.ts';
export { defineSettingsGroup, type SettingsGroup } from './settings/settings-registry.ts';
export type { SettingsGroupHooks } from './settings/settings-group-routes.ts';
export { defineRoute, RAW, type RouteDefinition, type RouteInput, type Access, type RouteScope } from './http/route.ts';
export type { RouteEntry } from './http/route-table.ts';
export {
  QuorumError, InputError, AuthError, ForbiddenError, NotFoundError, ConflictError, RateLimitError, UnavailableError,
  type FieldError,
} from './http/errors.ts';
export type { Envelope, Page } from './http/envelope.ts';
export type { StorageEngine, DatabaseConfig } from './db/storage-engine.ts';
export { ObjectType, IdGenerator, type ObjectTypeName } from './db/ids.ts';
export { containsText, likeContains } from './db/like-pattern.ts';
export { integerCase } from './db/integer-case.ts';
export type { DomainEvents } from './events/event-bus.ts';
export { avatarUrl, type Mailbox, type UserCard, type UserDirectory } from './auth/user-directory.ts';
export { Role, MailStatus, UserStatus, isStaff, type SessionUser, type RoleId } from './auth/session-user.ts';
export { statusName, parseAvatar, isSuspended, type StatusName } from './auth/account-state.ts';
export type { UserRow } from './auth/user-repository.ts';
export type { AccountAdmin, AccountChanges } from './auth/account-admin.ts';
export { KERNEL_VERSION } from './version.ts';
export { requireMember, requireActivated, requireStaff, requireAdmin } from './guards/access-guard.ts';
export { refuseFor, type RateCounter, type RateLimit } from './guards/rate-limit.ts';
export { CachePoint, CacheGeneration, type Cache } from './ports/cache.ts';
export { ManualClock, type Clock } from './ports/clock.ts';
export { MailerPoint, renderMail, type Mailer, type MailMessage, type MailContent } from './ports/mailer.ts';
export { RendererPoint, escapeHtml, type Renderer } from './ports/renderer.ts';
export { PageServerPoint, type PageServer, type WebBuild } from './ports/page-server.ts';
export { VisitorCachePoint, type VisitorCache } from './ports/visitor-cache.ts';
export { ResponseEncoderPoint, type ResponseEncoder } from './ports/response-encoder.ts';
export { CaptchaPoint, type Captcha, type CaptchaAction, type CaptchaChallenge } from './ports/captcha.ts';
export { MaintenanceTaskPoint, type MaintenanceTask } from './ports/maintenance.ts';
export { InstallerPoint, type Installer } from './ports/installer.ts';
export type { SiteLifecycle } from './install/site-lifecycle.ts';
export type { PluginAdmin } from './plugins/plugin-admin.ts';
export type { QuorumConfig } from './config/quorum-home.ts';
export { LANGUAGES, LANGUAGE_LABELS, DEFAULT_LANGUAGE, isLanguage, normalizeLanguage, type Language } from './i18n/translator.ts';
export { sessionCookie } from './auth/session-cookie.ts';
