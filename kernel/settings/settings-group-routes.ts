import { defineRoute, type RouteDefinition } from '../http/route.ts';
import type { Language } from '../i18n/translator.ts';
import type { SettingsService } from './settings-service.ts';
import type { SettingsGroup } from './settings-registry.ts';

type Values = Record<string, unknown>;

/** What a group may add to the generic admin pair: derived fields to show, work after a save. */
export interface SettingsGroupHooks {
  /** Adds derived fields to what the admin form loads (e.g. rendered legal texts), in the request language. */
  view?(values: Values, language: Language): Values | Promise<Values>;
  /** The JSON Schema of what `view` answers, when it reshapes the group (the default lists the group's fields). */
  viewSchema?: object;
  /** The fields `view` adds: a client sending them back has them dropped, not refused. */
  derived?: readonly string[];
  /** Runs after a successful save with the values sent, transient ones included. */
  afterPut?(sent: Values, language: Language): Promise<void>;
  /** Other admin paths the same pair is served at (Answer 2.0's name for the page, beside 1.x's). */
  alsoAt?: readonly string[];
}

/**
 * The admin GET/PUT pair of one settings group, for the kernel's groups and plugins' alike. The
 * PUT body is the group's schema with nothing required (keys left out keep their value, unknown
 * keys are refused by name); the service then checks the merged whole.
 */
export function settingsGroupRoutes(settings: SettingsService, group: SettingsGroup<unknown>, hooks: SettingsGroupHooks = {}): RouteDefinition<any, any>[] {
  const derived = hooks.derived ?? [];
  // Without defaults: the validator would fill a left-out key with its default and so reset it.
  const fields = Object.fromEntries(Object.entries(group.schema.properties).map(([k, { default: _, ...field }]) => [k, field]));
  // Nor the group's conditions (`if`/`then`: a username once authentication is on): they hold for
  // the merged whole, which the service checks, not for the keys one request changes.
  const { if: _if, then: _then, else: _else, allOf: _allOf, ...whole } = group.schema as SettingsGroup['schema'] & Record<'if' | 'then' | 'else' | 'allOf', unknown>;
  const body = { ...whole, $id: undefined, required: [], properties: { ...fields, ...Object.fromEntries(derived.map((k) => [k, {}])) } };
  const response = hooks.viewSchema ?? { type: 'object', properties: group.schema.properties };
  return [group.adminPath, ...(hooks.alsoAt ?? [])].flatMap((path) => [
    defineRoute({
      method: 'get', path, access: 'admin', response,
      handler: async ({ req }) => {
        const values = await settings.adminView(group);
        return hooks.view ? hooks.view(values, req.quorum.language) : values;
      },
    }),
    defineRoute<Values>({
      method: 'put', path, access: 'admin', body, response: { type: 'null' },
      handler: async ({ body: sent, req }) => {
        await settings.put(group, Object.fromEntries(Object.entries(sent).filter(([k]) => !derived.includes(k))));
        await hooks.afterPut?.(sent, req.quorum.language);
        return null;
      },
    }),
  ]);
}
