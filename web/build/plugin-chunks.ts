import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * `plugins/<id>/web/chunks.json`: first-load chunks a plugin asks for, each module path relative
 * to the plugin's folder. Every plugin naming a chunk adds its modules to it (the comments plugin
 * puts its comment list in the question page's); a module two chunks would take goes to the one
 * of higher priority (0–3), so a chunk of modules several pages share outranks each page's own.
 */
export interface PluginChunkHints {
  chunks: Record<string, { priority?: number; modules: string[] }>;
}

/** Where hinted chunks rank among the shell's groups: below the plugin entries' chunk (10). */
const BASE_PRIORITY = 6;
const MAX_PRIORITY = 3;

export interface PluginChunkGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
}

/** The code-splitting groups the plugins in `pluginsDir` ask for; a module that is not there fails the build. */
export function pluginChunkGroups(pluginsDir: string): PluginChunkGroup[] {
  const chunks = new Map<string, { priority: number; files: Set<string> }>();
  for (const id of readdirSync(pluginsDir).sort()) {
    const file = join(pluginsDir, id, 'web', 'chunks.json');
    if (!existsSync(file)) continue;
    const hints = JSON.parse(readFileSync(file, 'utf8')) as PluginChunkHints;
    for (const [name, { priority = 0, modules }] of Object.entries(hints.chunks)) {
      if (!Number.isInteger(priority) || priority < 0 || priority > MAX_PRIORITY) throw new Error(`${file}: chunk ${name}'s priority must be 0–${MAX_PRIORITY}`);
      const chunk = chunks.get(name) ?? { priority, files: new Set<string>() };
      chunk.priority = Math.max(chunk.priority, priority);
      for (const module of modules) {
        const path = resolve(pluginsDir, id, module);
        if (!existsSync(path)) throw new Error(`${file}: chunk ${name} names ${module}, which does not exist`);
        chunk.files.add(path);
      }
      chunks.set(name, chunk);
    }
  }
  return [...chunks].map(([name, { priority, files }]) => ({ name, test: (id: string) => files.has(resolve(id)), priority: BASE_PRIORITY + priority }));
}
