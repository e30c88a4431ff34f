import type { WebPlugin } from '../sdk/define-web-plugin';

type PluginModule = { default: WebPlugin };
export type PluginModuleLoaders = Record<string, () => Promise<unknown>>;

/**
 * A loader per discovered plugin entry (plugin-entries.ts), all served by one import. Entries
 * share a chunk, so one that throws on import fails them all: the shell then starts without
 * plugins rather than not at all (an entry only declares, so that is a plugin's build error).
 */
async function discovered(): Promise<PluginModuleLoaders> {
  try {
    const { pluginEntries } = await import('./plugin-entries');
    return Object.fromEntries(Object.entries(pluginEntries).map(([path, module]) => [path, async () => module]));
  } catch (err) {
    console.error('[plugins] the plugin entries failed to load', err);
    return {};
  }
}

/** 'plugins/<id>/web/index.tsx' → '<id>' */
export function pluginIdFromPath(path: string): string | undefined {
  return /plugins\/([^/]+)\/web\/index\.tsx$/.exec(path)?.[1];
}

/**
 * Loads the plugin entries; a plugin that fails to load or whose id differs from
 * its folder is left out with a logged reason, so one broken plugin cannot stop the shell.
 */
export async function loadWebPlugins(loaders?: PluginModuleLoaders): Promise<WebPlugin[]> {
  const entries = Object.entries(loaders ?? (await discovered())).sort(([a], [b]) => a.localeCompare(b));
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
