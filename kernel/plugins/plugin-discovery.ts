import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import manifestSchema from '../../schemas/plugin-manifest.schema.json' with { type: 'json' };
import type { SchemaValidator } from '../http/validation.ts';
import type { PluginManifest } from './define-plugin.ts';

export interface DiscoveredPlugin {
  manifest: PluginManifest;
  dir: string;
}

/** Reads and validates every `plugins/<id>/plugin.json`; `only` limits the set (test kernels). */
export async function discoverPlugins(roots: string[], validator: SchemaValidator, only?: readonly string[]): Promise<DiscoveredPlugin[]> {
  const found: DiscoveredPlugin[] = [];
  const folders: { root: string; name: string }[] = [];
  for (const root of roots) {
    for (const d of await readdir(root, { withFileTypes: true })) if (d.isDirectory()) folders.push({ root, name: d.name });
  }
  for (const { root, name } of folders.sort((a, b) => a.name.localeCompare(b.name))) {
    const file = join(root, name, 'plugin.json');
    if (!existsSync(file)) continue;
    if (only && !only.includes(name)) continue;
    let manifest: PluginManifest;
    try {
      manifest = validator.check<PluginManifest>(manifestSchema, JSON.parse(await readFile(file, 'utf8')));
    } catch (err) {
      throw new Error(`${file} is not a valid plugin manifest: ${describe(err)}`, { cause: err });
    }
    if (found.some((p) => p.manifest.id === manifest.id)) throw new Error(`plugin "${manifest.id}" is installed twice`);
    if (manifest.id !== name) throw new Error(`${file}: id "${manifest.id}" must equal its folder name "${name}"`);
    if (manifest.kernel !== '^1') throw new Error(`${file}: written for kernel ${manifest.kernel}, this kernel is 1`);
    found.push({ manifest, dir: join(root, name) });
  }
  if (only) {
    const missing = only.filter((id) => !found.some((p) => p.manifest.id === id));
    if (missing.length) throw new Error(`plugin(s) not found: ${missing.join(', ')}`);
  }
  return found;
}

function describe(err: unknown): string {
  const data = (err as { data?: unknown }).data;
  return Array.isArray(data) ? data.map((d) => `${d.error_field}: ${d.error_msg}`).join('; ') : (err as Error).message;
}

/**
 * Orders plugins so each comes after what it requires. A missing or circular requirement
 * is an error naming the plugins involved.
 */
export function orderByRequirements(plugins: DiscoveredPlugin[]): DiscoveredPlugin[] {
  const byId = new Map(plugins.map((p) => [p.manifest.id, p]));
  const ordered: DiscoveredPlugin[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (plugin: DiscoveredPlugin, path: string[]) => {
    const id = plugin.manifest.id;
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') throw new Error(`circular plugin requirement: ${[...path, id].join(' → ')}`);
    state.set(id, 'visiting');
    for (const dep of plugin.manifest.requires) {
      const required = byId.get(dep);
      if (!required) throw new Error(`plugin "${id}" requires "${dep}", which is not installed`);
      visit(required, [...path, id]);
    }
    state.set(id, 'done');
    ordered.push(plugin);
  };
  // Storage engines first: every other plugin's migrations need a database.
  const sorted = [...plugins].sort((a, b) => Number(b.manifest.kind === 'storage') - Number(a.manifest.kind === 'storage'));
  for (const plugin of sorted) visit(plugin, []);
  return ordered;
}
