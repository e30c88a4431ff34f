import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import manifestSchema from '../../schemas/plugin-manifest.schema.json' with { type: 'json' };
import type { SchemaValidator } from '../http/validation.ts';
import type { PluginManifest } from './plugin-manifest.ts';
import { KERNEL_MAJOR, KERNEL_RANGE, SDK_MAJOR, SDK_RANGE } from '../version.ts';

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
    if (manifest.kernel !== KERNEL_RANGE) throw new Error(`${file}: written for kernel ${manifest.kernel}, this kernel is ${KERNEL_MAJOR}`);
    if (manifest.sdk !== undefined && manifest.sdk !== SDK_RANGE) throw new Error(`${file}: written for SDK ${manifest.sdk}, this site's SDK is ${SDK_MAJOR}`);
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

export interface ResolvedPlugins {
  /** Plugins in an order where each comes after what it requires. */
  ordered: DiscoveredPlugin[];
  /** Plugins that cannot start, with why: a missing or circular requirement. */
  rejected: { plugin: DiscoveredPlugin; error: string }[];
}

/**
 * Orders plugins so each comes after what it requires and the installed plugins it lists as
 * optional (storage engines first). Manifests name dependencies one way only (lint refuses a
 * cycle among the built-in plugins); an optional link that still loops back is only skipped. A
 * plugin with a missing or circular requirement, or needing a rejected one, is rejected with a
 * clear reason; the rest still starts.
 */
export function resolveRequirements(plugins: DiscoveredPlugin[]): ResolvedPlugins {
  const byId = new Map(plugins.map((p) => [p.manifest.id, p]));
  const errors = requirementErrors(plugins, byId);
  const ordered: DiscoveredPlugin[] = [];
  const placed = new Set<string>();
  const placing = new Set<string>();
  const place = (plugin: DiscoveredPlugin) => {
    const id = plugin.manifest.id;
    if (placed.has(id) || placing.has(id) || errors.has(id)) return;
    placing.add(id);
    for (const dep of [...plugin.manifest.optional, ...plugin.manifest.requires]) {
      const present = byId.get(dep);
      if (present) place(present);
    }
    placing.delete(id);
    placed.add(id);
    ordered.push(plugin);
  };
  const sorted = [...plugins].sort((a, b) => Number(b.manifest.kind === 'storage') - Number(a.manifest.kind === 'storage'));
  for (const plugin of sorted) place(plugin);
  return { ordered, rejected: plugins.filter((p) => errors.has(p.manifest.id)).map((plugin) => ({ plugin, error: errors.get(plugin.manifest.id)! })) };
}

/** Why each plugin that cannot start cannot: a requirement missing, circular or itself rejected. */
function requirementErrors(plugins: DiscoveredPlugin[], byId: Map<string, DiscoveredPlugin>): Map<string, string> {
  const errors = new Map<string, string>();
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (plugin: DiscoveredPlugin, path: string[]): string | undefined => {
    const id = plugin.manifest.id;
    if (state.get(id) === 'done') return errors.get(id);
    if (state.get(id) === 'visiting') return `circular plugin requirement: ${[...path, id].join(' → ')}`;
    state.set(id, 'visiting');
    let error: string | undefined;
    for (const dep of plugin.manifest.requires) {
      const required = byId.get(dep);
      const depError = required ? visit(required, [...path, id]) : undefined;
      if (!required) error ??= `plugin "${id}" requires "${dep}", which is not installed`;
      else if (depError) error ??= depError.startsWith('circular') ? depError : `plugin "${id}" requires "${dep}", which cannot start`;
    }
    state.set(id, 'done');
    if (error) errors.set(id, error);
    return error;
  };
  for (const plugin of plugins) visit(plugin, []);
  return errors;
}
