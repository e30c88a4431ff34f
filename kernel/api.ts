/**
 * Everything a plugin may import from the kernel. Plugins never reach into other kernel
 * files; if something is missing here, add it here.
 */
export { definePlugin, type PluginDefinition, type PluginManifest } from './plugins/define-plugin.ts';
export type { PluginContext } from './plugins/plugin-context.ts';
export { RendererSlot, CaptchaSlot, MailTransportSlot, defineProviderSlot, type ProviderSlot } from './plugins/provider-slots.ts';
export { defineRoute, RAW, type RouteDefinition, type RouteInput, type Access, type RouteScope } from './http/route.ts';
export {
  QuorumError, InputError, AuthError, ForbiddenError, NotFoundError, ConflictError, RateLimitError, UnavailableError,
  type FieldError,
} from './http/errors.ts';
export type { Envelope, Page } from './http/envelope.ts';
export type { StorageEngine, DatabaseConfig } from './db/storage-engine.ts';
export { ObjectType, IdGenerator, type ObjectTypeName } from './db/ids.ts';
export type { DomainEvents } from './events/event-bus.ts';
export { UserDirectory, avatarUrl, type UserCard } from './auth/user-directory.ts';
export { Role, MailStatus, UserStatus, isStaff, type SessionUser } from './auth/session-user.ts';
export { requireMember, requireActivated, requireStaff, requireAdmin } from './guards/access-guard.ts';
export { rateLimit, captchaGuard } from './guards/rate-limit.ts';
export { Cache } from './ports/cache.ts';
export { Clock } from './ports/clock.ts';
export { Mailer, MailTransport, type MailMessage } from './ports/mailer.ts';
export { Renderer, escapeHtml } from './ports/renderer.ts';
export { Captcha, type CaptchaAction, type CaptchaChallenge } from './ports/captcha.ts';
export { Installer, type BaseInfo } from './install/installer.ts';
export { baseInfoSchema } from './install/install-schemas.ts';
export * as Tokens from './container/tokens.ts';
export { LANGUAGES, LANGUAGE_LABELS, type Language } from './i18n/translator.ts';
