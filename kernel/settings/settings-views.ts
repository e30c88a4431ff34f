import { defineRoute, type RouteDefinition } from '../http/route.ts';
import type { SettingsSchema, SettingsView } from './settings-registry.ts';
import type { SettingsService } from './settings-service.ts';

type Values = Record<string, unknown>;

/** Each part's group schema and the fields of it the view shows. */
function partsOf(settings: SettingsService, view: SettingsView): { schema: SettingsSchema; name: string; fields: readonly string[] }[] {
  return view.parts.map(({ group, fields }) => {
    const { schema, name } = settings.group(group);
    return { schema, name, fields };
  });
}

/** The view's values as the admin sees them (secrets blank), or only its public ones (siteinfo). */
export async function viewValues(settings: SettingsService, view: SettingsView, only: 'admin' | 'public'): Promise<Values> {
  const values: Values = {};
  for (const part of partsOf(settings, view)) {
    const group = only === 'admin' ? await settings.adminView(part.name) : await settings.publicView(part.name);
    for (const field of part.fields) if (field in group) values[field] = view.shapes?.[field] ? view.shapes[field].read(group[field]) : group[field];
  }
  return { ...values, ...view.fixed };
}

/** The schema of the view's fields, from its groups' own (without defaults: a left-out key keeps its value). */
function fieldsSchema(settings: SettingsService, view: SettingsView): Record<string, object> {
  const fields: Record<string, object> = {};
  for (const part of partsOf(settings, view)) {
    for (const field of part.fields) {
      const { default: _, ...schema } = part.schema.properties[field] ?? {};
      fields[field] = view.shapes?.[field]?.schema ?? schema;
    }
  }
  for (const [field, value] of Object.entries(view.fixed ?? {})) fields[field] = { const: value };
  return fields;
}

/** The admin GET/PUT pair of a view; a PUT writes every group it touches in one transaction. */
export function settingsViewRoutes(settings: SettingsService, view: SettingsView): RouteDefinition<any, any>[] {
  const properties = () => fieldsSchema(settings, view);
  if (!view.adminPath) return [];
  return [
    defineRoute({
      method: 'get', path: view.adminPath, access: 'admin',
      get response() {
        return { type: 'object', properties: properties() };
      },
      handler: () => viewValues(settings, view, 'admin'),
    }),
    defineRoute<Values>({
      method: 'put', path: view.adminPath, access: 'admin', response: { type: 'null' },
      get body() {
        return { type: 'object', required: [], properties: properties(), additionalProperties: false };
      },
      handler: async ({ body: sent }) => {
        await settings.transaction(async (trx) => {
          for (const part of partsOf(settings, view)) {
            const changed = Object.fromEntries(part.fields.filter((f) => f in sent).map((f) => [f, view.shapes?.[f] ? view.shapes[f].write(sent[f]) : sent[f]]));
            if (Object.keys(changed).length > 0) await settings.put(part.name, changed, trx);
          }
        });
        return null;
      },
    }),
  ];
}
