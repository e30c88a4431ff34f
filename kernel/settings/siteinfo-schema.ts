import { publicSchemaOf } from '../../schemas/settings/public-view.ts';
import type { SettingsGroup } from './settings-registry.ts';

const schemas = new Map<string, object>();

/**
 * The schema of `GET siteinfo` for the groups enabled now: version and revision, and each group's
 * public view under its siteinfo key. Kept per set of groups, so it is built once per change.
 */
export function siteinfoSchema(groups: readonly SettingsGroup<unknown>[]): object {
  const listed = groups.filter((g) => g.siteinfoKey);
  const key = listed.map((g) => g.name).join(',');
  let schema = schemas.get(key);
  if (!schema) {
    const text = { type: 'string' };
    schema = {
      type: 'object',
      required: ['version', 'revision', ...listed.map((g) => g.siteinfoKey!)],
      properties: { version: text, revision: text, ...Object.fromEntries(listed.map((g) => [g.siteinfoKey!, publicSchemaOf(g.schema)])) },
      additionalProperties: false,
    };
    schemas.set(key, schema);
  }
  return schema;
}
