/**
 * Everything a plugin may import from the kernel. Plugins never reach into other kernel
 * files; if something is missing here, add it here.
 */
export { definePlugin, type PluginDefinition } from './plugins/define-plugin.ts';
export type { PluginManifest } from './plugins/plugin-manifest.ts';
export type { PluginContext, PluginCredentials, PluginSessions } from './plugins/plugin-context.ts';
export { defineExtensionPoint, type ExtensionPoint, type Cardinality } from './plugins/extension-points.ts';
export { defineSettingsGroup, type SettingsGroup } from './settings/settings-registry.ts';
export type { SettingsGroupHooks } from './settings/settings-group-routes.ts';
export { defineRoute, RAW, type RouteDefinition, type Access, type RouteScope } from './http/route.ts';
export type { RouteEntry } from './http/route-table.ts';
export { InputError, AuthError, ForbiddenError, NotFoundError, ConflictError, UnavailableError, type FieldError } from './http/errors.ts';
export type { Page } from './http/envelope.ts';
export type { StorageEngine, DatabaseConfig } from './db/storage-engine.ts';
export { IdGenerator } from './db/ids.ts';
export { containsText, likeContains } from './db/like-pattern.ts';
export { integerCase } from './db/integer-case.ts';
export { MemberMarks } from './db/member-marks.ts';
export type { DomainEvents, DurableWork, DurableHandler, DurableOptions } from './events/event-bus.ts';
export { avatarUrl, type UserCard, type UserDirectory } from './auth/user-directory.ts';
export { Role, MailStatus, UserStatus, isStaff, type SessionUser, type RoleId } from './auth/session-user.ts';
export { statusName, parseAvatar, isSuspended, type StatusName } from './auth/account-state.ts';
export type { UserRow } from './auth/user-repository.ts';
export type { AccountAdmin, AccountChanges, NewAccount, ProfileEdit, RefusedAccount } from './auth/account-admin.ts';
export { KERNEL_VERSION, QUORUM_VERSION } from './version.ts';
export { refuseFor, type RateCounter, type RateLimit } from './guards/rate-limit.ts';
export { CacheEnginePoint, CacheGeneration, type Cache, type Tally, type SiteCache, type SharedCache, type CacheEngine, type CacheConfig } from './ports/cache.ts';
export { MemoryCache } from './ports/memory-cache.ts';
export { MetricsPoint, type SiteMetric } from './ports/metrics.ts';
export { ManualClock, type Clock } from './ports/clock.ts';
export { MailerPoint, renderMail, type Mailer, type MailMessage, type MailContent } from './ports/mailer.ts';
export { RendererPoint, escapeHtml, type Renderer } from './ports/renderer.ts';
export { PrivilegesPoint, type Privileges } from './ports/privileges.ts';
export { PageServerPoint, type PageServer, type WebBuild } from './ports/page-server.ts';
export { VisitorCachePoint, type VisitorCache } from './ports/visitor-cache.ts';
export { ResponseEncoderPoint, type ResponseEncoder } from './ports/response-encoder.ts';
export { CaptchaPoint, type Captcha, type CaptchaAction, type CaptchaChallenge } from './ports/captcha.ts';
export { MaintenanceTaskPoint, type MaintenanceTask } from './ports/maintenance.ts';
export { FileStorePoint, UPLOAD_SOURCES, UPLOAD_KEY, type FileStore, type StoredFile, type UploadSource, type ImageExtension } from './ports/file-store.ts';
export { InstallerPoint, type Installer } from './ports/installer.ts';
export type { SiteLifecycle } from './install/site-lifecycle.ts';
export type { PluginAdmin } from './plugins/plugin-context.ts';
export type { QuorumConfig } from './config/quorum-home.ts';
export { LANGUAGES, LANGUAGE_LABELS, DEFAULT_LANGUAGE, isLanguage, normalizeLanguage, type Language } from './i18n/translator.ts';
export { sessionCookie } from './auth/session-cookie.ts';
