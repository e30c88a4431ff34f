import { publicSchemaOf } from '../../schemas/settings/public-view.ts';
import type { SettingsGroup, SettingsView } from './settings-registry.ts';
import type { SettingsService } from './settings-service.ts';

const schemas = new Map<string, object>();

/** The schema of a view's public fields: each from its group's public view, fixed ones as they are. */
function viewPublicSchema(settings: SettingsService, view: SettingsView): object {
  const properties: Record<string, unknown> = {};
  for (const part of view.parts) {
    const group = publicSchemaOf(settings.group(part.group).schema) as { properties: Record<string, unknown> };
    for (const field of part.fields) if (group.properties[field]) properties[field] = view.shapes?.[field]?.schema ?? group.properties[field];
  }
  for (const [field, value] of Object.entries(view.fixed ?? {})) properties[field] = { const: value };
  return { type: 'object', properties, additionalProperties: false };
}

/**
 * The schema of `GET siteinfo` for the groups and views enabled now: version and revision, and
 * each group's or view's public fields under its siteinfo key. Kept per set of them, so it is
 * built once per change.
 */
export function siteinfoSchema(settings: SettingsService): object {
  const groups = settings.list().filter((g): g is SettingsGroup & { siteinfoKey: string } => !!g.siteinfoKey);
  const views = settings.listViews().filter((v): v is SettingsView & { siteinfoKey: string } => !!v.siteinfoKey);
  const key = [...groups.map((g) => g.name), ...views.map((v) => v.siteinfoKey)].join(',');
  let schema = schemas.get(key);
  if (!schema) {
    const text = { type: 'string' };
    const entries = [...groups.map((g) => [g.siteinfoKey, publicSchemaOf(g.schema)] as const), ...views.map((v) => [v.siteinfoKey, viewPublicSchema(settings, v)] as const)];
    schema = {
      type: 'object',
      required: ['version', 'revision', ...entries.map(([k]) => k)],
      properties: { version: text, revision: text, ...Object.fromEntries(entries) },
      additionalProperties: false,
    };
    schemas.set(key, schema);
  }
  return schema;
}
