/**
 * What a plugin may do beyond using and filling extension points (schemas/plugin-manifest.schema.json's
 * `capabilities`); kernel/plugins/plugin-capabilities.ts grants them.
 */
export type Capability = 'tables' | 'routes' | 'web' | 'mail' | 'sign-in' | 'accounts' | 'site' | 'plugins' | 'storage';

/** A kernel port a plugin may provide (schemas/plugin-manifest.schema.json's `provides`): its point's id, or the storage engine registry. */
export type KernelPort = 'kernel.storage' | 'kernel.cache-engine' | 'kernel.mailer' | 'kernel.renderer' | 'kernel.privileges' | 'kernel.page-server' | 'kernel.response-encoder' | 'kernel.request-decorator' | 'kernel.captcha' | 'kernel.file-store' | 'kernel.installer' | 'kernel.token-resolver';

/** What `plugins/<id>/plugin.json` declares (schemas/plugin-manifest.schema.json). */
export interface PluginManifest {
  id: string;
  name: string;
  /** Per language, the admin plugins page's name and one-line purpose (over `name` and `description`). */
  summary?: Record<string, PluginSummary>;
  version: string;
  description: string;
  /** Who wrote and maintains it (the admin plugins page). */
  author?: string;
  kernel: string;
  /** The SDK's major version a plugin outside the repository builds against (`^2`, SDK_RANGE). */
  sdk?: string;
  kind: 'feature' | 'storage' | 'search' | 'cache' | 'mail' | 'files' | 'captcha' | 'theme' | 'connector' | 'review' | 'notification' | 'install' | 'web';
  /** Plugins this one cannot start without. */
  requires: string[];
  /** Plugins whose extension points this one uses or fills when they are present. */
  optional: string[];
  /** What the plugin may do beyond extension points (kernel/plugins/plugin-capabilities.ts); none when left out. */
  capabilities?: Capability[];
  /** The kernel ports it provides (kernel/provider-api.ts, which only a plugin naming one may import). */
  provides?: KernelPort[];
  core: boolean;
  enabledByDefault: boolean;
  link?: string;
}

export interface PluginSummary {
  name: string;
  description: string;
}
