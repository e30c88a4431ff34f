/**
 * What a plugin providing a kernel port imports besides kernel/api.ts: the ports' points and the
 * contracts only their providers implement (a storage or cache engine, the mailer, the renderer,
 * privileges, the page server and its response encoder, the request decorator, a captcha's challenge, a file store, the
 * installer, a token resolver). A plugin imports this file only if its plugin.json lists the
 * ports it provides in `provides` (`npm run lint`, tests/architecture/layers.ts); feature plugins
 * keep to kernel/api.ts, so a change here reaches only the providers named there.
 */
export type { StorageEngine, DatabaseConfig } from './db/storage-engine.ts';
export { CacheEnginePoint, type SharedCache, type CacheEngine, type CacheConfig } from './ports/cache.ts';
export { MemoryCache } from './ports/memory-cache.ts';
export { MailerPoint } from './ports/mailer.ts';
export { RendererPoint } from './ports/renderer.ts';
export { PrivilegesPoint } from './ports/privileges.ts';
export { PageServerPoint, type AddedWebModule, type WebBuild } from './ports/page-server.ts';
export { ResponseEncoderPoint } from './ports/response-encoder.ts';
export { RequestDecoratorPoint, type RequestDecorator } from './ports/request-decorator.ts';
export type { CaptchaChallenge } from './ports/captcha.ts';
export { ATTACHMENT_EXTENSIONS, UPLOAD_SOURCES, UPLOAD_KEY, type AttachmentExtension, type FileStore, type StoredFile, type UploadSource, type ImageExtension } from './ports/file-store.ts';
export { InstallerPoint, type Installer } from './ports/installer.ts';
export { TokenResolverPoint, type ResolvedToken } from './ports/token-resolver.ts';
export type { SiteLifecycle } from './install/site-lifecycle.ts';
export type { QuorumConfig } from './config/quorum-home.ts';
export { LANGUAGE_LABELS, normalizeLanguage } from './i18n/translator.ts';
export { bearerToken, cookieMayAuthenticate, sessionCookie } from './auth/session-cookie.ts';
