import type { PluginContext } from './plugin-context.ts';

/** What `plugins/<id>/plugin.json` declares (schemas/plugin-manifest.schema.json). */
export interface PluginManifest {
  id: string;
  name: string;
  version: string;
  description: string;
  kernel: string;
  kind: 'feature' | 'storage' | 'search' | 'cache' | 'mail' | 'files' | 'captcha' | 'theme' | 'connector' | 'review' | 'notification' | 'install';
  requires: string[];
  core: boolean;
  enabledByDefault: boolean;
  link?: string;
}

/** The default export of `plugins/<id>/server/index.ts`. Nothing may run on import. */
export interface PluginDefinition {
  /** Registers routes, event handlers, providers and bindings. Throwing quarantines the plugin. */
  register(ctx: PluginContext): void | Promise<void>;
}

export function definePlugin(definition: PluginDefinition): PluginDefinition {
  return definition;
}

/** Kinds with room for one enabled provider. */
export const SINGLE_SLOT_KINDS: ReadonlySet<PluginManifest['kind']> = new Set(['search', 'cache', 'mail', 'captcha', 'files']);
