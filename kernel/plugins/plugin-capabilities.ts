import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../paths.ts';
import type { Capability, PluginManifest } from './plugin-manifest.ts';

// A plugin's capabilities are declared in its manifest's `capabilities` and granted here: the
// context member behind each throws for a plugin that did not declare it (in `register()`, a quarantine).
export type { Capability };

/**
 * Powers over what is not the plugin's own: accounts' secrets and sessions, any member's account,
 * the site's lifecycle, the other plugins, the database engine. A plugin shipped in the repository's
 * `plugins/` has what it declares; an added one only those its operator granted at `plugin add
 * --grant <capability>` (kept in QUORUM_HOME/plugins/grants.json). This catches mistakes and makes
 * the trust explicit; it is no wall against a hostile plugin, which runs with the server's rights.
 */
export const PRIVILEGED: readonly Capability[] = ['sign-in', 'accounts', 'site', 'plugins', 'storage'];

/**
 * What a manifest without `capabilities` gets: a plugin's ordinary powers, as before manifests
 * declared them (so a plugin written for this kernel major still starts). Declaring the list,
 * even empty, narrows it to what it names.
 */
export const UNDECLARED_DEFAULT: readonly Capability[] = ['tables', 'routes', 'web', 'mail'];

export function declaredCapabilities(manifest: PluginManifest): readonly Capability[] {
  return manifest.capabilities ?? UNDECLARED_DEFAULT;
}

/** Where the operator's grants to added plugins are kept: beside their folders. */
export const GRANTS_FILE = 'grants.json';

export function isBuiltIn(dir: string): boolean {
  return dirname(dir) === join(REPO_ROOT, 'plugins');
}

/** The privileged capabilities granted to the plugins of one folder of added plugins, by id. */
export function readGrants(root: string): Record<string, Capability[]> {
  const file = join(root, GRANTS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Capability[]>) : {};
}

export async function writeGrants(root: string, grants: Record<string, Capability[]>): Promise<void> {
  await writeFile(join(root, GRANTS_FILE), `${JSON.stringify(grants, null, 2)}\n`);
}

/** Why the plugin's folder holds what its manifest does not declare: migrations without `tables`, a web half without `web`. */
export function undeclaredFolderParts(manifest: PluginManifest, dir: string): string | undefined {
  const declared = declaredCapabilities(manifest);
  if (existsSync(join(dir, 'migrations')) && !declared.includes('tables'))
    return `plugin "${manifest.id}" has migrations/ but its plugin.json does not declare the capability "tables"`;
  if (existsSync(join(dir, 'web', 'index.tsx')) && !declared.includes('web'))
    return `plugin "${manifest.id}" has a web half (web/index.tsx) but its plugin.json does not declare the capability "web"`;
  return undefined;
}

/** The privileged capabilities a plugin declares that nobody granted it (none for a built-in plugin). */
export function ungranted(manifest: PluginManifest, dir: string): Capability[] {
  if (isBuiltIn(dir)) return [];
  const granted = readGrants(dirname(dir))[manifest.id] ?? [];
  return declaredCapabilities(manifest).filter((c) => PRIVILEGED.includes(c) && !granted.includes(c));
}

/** Throws, naming the member and the capability, when the plugin did not declare what it uses. */
export function capabilityCheck(manifest: PluginManifest): (capability: Capability, member: string) => void {
  const declared = new Set(declaredCapabilities(manifest));
  return (capability, member) => {
    if (!declared.has(capability))
      throw new Error(`plugin "${manifest.id}" uses ${member}, which needs the capability "${capability}" that its plugin.json does not declare`);
  };
}
