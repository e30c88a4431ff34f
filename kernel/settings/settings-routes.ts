import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { LANGUAGES, LANGUAGE_LABELS, isLanguage, type Translator } from '../i18n/translator.ts';
import type { SettingsService } from './settings-service.ts';
import { KERNEL_VERSION } from '../version.ts';
import { KERNEL_SETTINGS_GROUPS, KERNEL_SETTINGS_VIEWS } from './settings-registry.ts';
import { settingsGroupRoutes } from './settings-group-routes.ts';
import { siteinfoSchema } from './siteinfo-schema.ts';
import { settingsViewRoutes, viewValues } from './settings-views.ts';
import { languageOptionsSchema } from '../../schemas/api/languages.ts';

/** What the kernel's settings routes read (`Kernel` is one). */
export interface SettingsRouteSources {
  readonly settings: SettingsService;
  readonly translator: Pick<Translator, 'catalog'>;
}

/**
 * Public site info and the admin pages of the kernel's settings groups (SPEC §3, §7.1).
 * Plugins' groups and views get the same admin pair through their context.
 */
export function settingsRoutes(k: SettingsRouteSources): { api: RouteDefinition<any, any>[]; admin: RouteDefinition<any, any>[] } {
  const languageOptions = () => LANGUAGES.map((value) => ({ label: LANGUAGE_LABELS[value], value }));
  const api: RouteDefinition<any, any>[] = [
    defineRoute({
      method: 'get', path: '/siteinfo', access: 'public',
      // Made of the public views of the groups enabled now (a plugin's group comes and goes).
      get response() {
        return siteinfoSchema(k.settings);
      },
      handler: async () => {
        const info: Record<string, unknown> = { version: KERNEL_VERSION, revision: KERNEL_VERSION };
        for (const group of k.settings.list()) {
          if (group.siteinfoKey) info[group.siteinfoKey] = await k.settings.publicView(group);
        }
        for (const view of k.settings.listViews()) {
          if (view.siteinfoKey) info[view.siteinfoKey] = await viewValues(k.settings, view, 'public');
        }
        return info;
      },
    }),
    defineRoute({ method: 'get', path: '/language/options', access: 'public', response: languageOptionsSchema, handler: languageOptions }),
    defineRoute<unknown, { lang?: string }>({
      method: 'get', path: '/language/config', access: 'public',
      query: { type: 'object', properties: { lang: { type: 'string', maxLength: 20 } } },
      response: { type: 'object' },
      handler: ({ query, req }) => {
        const language = isLanguage(query.lang) ? query.lang : req.quorum.language;
        return k.translator.catalog(language);
      },
    }),
  ];

  const admin: RouteDefinition<any, any>[] = [
    defineRoute({ method: 'get', path: '/language/options', access: 'admin', response: languageOptionsSchema, handler: languageOptions }),
    ...KERNEL_SETTINGS_GROUPS.flatMap((group) => settingsGroupRoutes(k.settings, group)),
    ...KERNEL_SETTINGS_VIEWS.flatMap((view) => settingsViewRoutes(k.settings, view)),
  ];
  return { api, admin };
}
