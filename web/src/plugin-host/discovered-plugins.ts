import type { WebPlugin } from '../sdk/define-web-plugin';

type PluginModule = { default: WebPlugin };
export type PluginModuleLoaders = Record<string, () => Promise<unknown>>;

/**
 * Every `plugins/<id>/web/index.tsx` in the repository, found at build time.
 * The shell never imports a plugin by name (DESIGN §1); each entry is its own chunk.
 */
const discovered: PluginModuleLoaders = import.meta.glob('../../../plugins/*/web/index.tsx');

/** 'plugins/<id>/web/index.tsx' → '<id>' */
export function pluginIdFromPath(path: string): string | undefined {
  return /plugins\/([^/]+)\/web\/index\.tsx$/.exec(path)?.[1];
}

/**
 * Loads the plugin entries; a plugin that fails to load or whose id differs from
 * its folder is left out with a logged reason, so one broken plugin cannot stop the shell.
 */
export async function loadWebPlugins(loaders: PluginModuleLoaders = discovered): Promise<WebPlugin[]> {
  const entries = Object.entries(loaders).sort(([a], [b]) => a.localeCompare(b));
  const loaded = await Promise.all(
    entries.map(async ([path, load]) => {
      const folder = pluginIdFromPath(path);
      try {
        const plugin = ((await load()) as PluginModule).default;
        if (!plugin || plugin.id !== folder) {
          console.error(`[plugins] ${path}: default export must be defineWebPlugin({ id: '${folder}' })`);
          return null;
        }
        return plugin;
      } catch (err) {
        console.error(`[plugins] ${path} failed to load`, err);
        return null;
      }
    }),
  );
  return loaded.filter((p): p is WebPlugin => p !== null);
}
