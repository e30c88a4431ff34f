/**
 * Everything a feature plugin may import from the kernel: definitions (plugin, route, point,
 * settings group), the error family, members and guards, events, mail and the kernel ports a
 * feature uses. Plugins never reach into other kernel files; if something is missing here, add
 * it here. What only a plugin providing a kernel port needs (a storage or cache engine, the
 * mailer, the renderer, the page server, a file store, …) is in kernel/provider-api.ts, which a
 * plugin imports only when its plugin.json lists the ports it provides (`provides`).
 */
export { definePlugin } from './plugins/define-plugin.ts';
export type { PluginContext, PluginCredentials, PluginSessions, PluginAdmin } from './plugins/plugin-context.ts';
export { defineExtensionPoint } from './plugins/extension-points.ts';
export { defineSettingsGroup } from './settings/settings-registry.ts';
export { defineRoute, RAW, DRAW_WHOLE, type RouteDefinition, type Access, type MemberOverlay, type OverlayInput } from './http/route.ts';
export type { RouteEntry } from './http/route-table.ts';
export { SchemaValidator } from './http/validation.ts';
export { InputError, AuthError, ForbiddenError, NotFoundError, ConflictError, UnavailableError, type FieldError } from './http/errors.ts';
export { translateFieldMessage } from './http/error-middleware.ts';
export { IdGenerator } from './db/ids.ts';
export { containsText } from './db/like-pattern.ts';
export { integerCase } from './db/integer-case.ts';
export { locksRows } from './db/row-locks.ts';
export { MemberMarks } from './db/member-marks.ts';
export type { DomainEvents, DurableWork } from './events/event-bus.ts';
export { settleTogether, SettledElsewhere } from './events/event-bus.ts';
export { OwedWorkSweeps } from './events/owed-work-sweeps.ts';
export { avatarUrl, type UserCard, type UserDirectory } from './auth/user-directory.ts';
export { Role, MailStatus, UserStatus, isStaff, type SessionUser, type RoleId } from './auth/session-user.ts';
export { statusName, parseAvatar, isSuspended, type StatusName } from './auth/account-state.ts';
export type { UserRow } from './auth/user-repository.ts';
export type { AccountAdmin, AccountChanges, NewAccount, RefusedAccount } from './auth/account-admin.ts';
export { QUORUM_VERSION } from './version.ts';
export { refuseFor, type RateCounter, type RateLimit } from './guards/rate-limit.ts';
export type { Cache, Tally, SiteCache } from './ports/cache.ts';
export { MetricsPoint } from './ports/metrics.ts';
export { KeptCopy } from './ports/kept-copy.ts';
export { ManualClock, type Clock } from './ports/clock.ts';
export { renderMail, type Mailer, type MailMessage, type MailContent } from './ports/mailer.ts';
export { escapeHtml, type Renderer } from './ports/renderer.ts';
export type { Privileges } from './ports/privileges.ts';
export { CaptchaPoint, type Captcha, type CaptchaAction } from './ports/captcha.ts';
export { MaintenanceTaskPoint, type MaintenanceTask } from './ports/maintenance.ts';
export { FileStorePoint } from './ports/file-store.ts';
export type { ApiReader, ApiWriter } from './http/in-process-reads.ts';
export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from './i18n/translator.ts';
