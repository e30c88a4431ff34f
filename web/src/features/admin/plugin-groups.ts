import type { AdminPlugin } from '../../../../schemas/api/plugins';

/** The plugins page's sections, in order, and the manifest kinds each gathers. */
const GROUPS = {
  features: ['feature', 'review', 'notification', 'connector'],
  storage: ['storage', 'search', 'cache', 'files'],
  mail: ['mail'],
  captcha: ['captcha'],
  theme: ['theme'],
  system: ['install', 'web'],
} as const;
export type PluginGroup = keyof typeof GROUPS;

/** Plugins by section, each section's sorted by name; a kind no section names falls under features. */
export function pluginGroups(plugins: readonly AdminPlugin[]): { group: PluginGroup; plugins: AdminPlugin[] }[] {
  const groupOf = (kind: string) =>
    (Object.keys(GROUPS) as PluginGroup[]).find((g) => (GROUPS[g] as readonly string[]).includes(kind)) ?? 'features';
  return (Object.keys(GROUPS) as PluginGroup[])
    .map((group) => ({ group, plugins: plugins.filter((p) => groupOf(p.kind) === group).sort((a, b) => a.name.localeCompare(b.name)) }))
    .filter((g) => g.plugins.length > 0);
}
