import type { PluginContext } from './plugin-context.ts';

/** The default export of `plugins/<id>/server/index.ts`. Nothing may run on import. */
export interface PluginDefinition {
  /** Registers routes, event handlers, providers and bindings. Throwing quarantines the plugin. */
  register(ctx: PluginContext): void | Promise<void>;
}

export function definePlugin(definition: PluginDefinition): PluginDefinition {
  return definition;
}
