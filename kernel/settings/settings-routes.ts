import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { LANGUAGES, LANGUAGE_LABELS, isLanguage } from '../i18n/translator.ts';
import type { Kernel } from '../kernel.ts';
import { KERNEL_VERSION } from '../version.ts';
import { KERNEL_SETTINGS_GROUPS } from './settings-registry.ts';
import { settingsGroupRoutes, type SettingsGroupHooks } from './settings-group-routes.ts';
import { siteinfoSchema } from './siteinfo-schema.ts';
import { languageOptionsSchema } from '../../schemas/api/languages.ts';

const legalQuery = {
  type: 'object',
  required: ['info_type'],
  properties: { info_type: { enum: ['tos', 'privacy'] } },
} as const;

interface Legal {
  terms_of_service_original_text: string;
  privacy_policy_original_text: string;
}

const text = { type: 'string' } as const;

/**
 * Public site info and the admin pages of the kernel's settings groups (SPEC §3, §7.1).
 * Plugins' groups get the same admin pair through their context.
 */
export function settingsRoutes(k: Kernel): { api: RouteDefinition<any, any>[]; admin: RouteDefinition<any, any>[] } {
  const languageOptions = () => LANGUAGES.map((value) => ({ label: LANGUAGE_LABELS[value], value }));
  const withParsedLegal = async (legal: Legal) => {
    const render = (source: string) => (source ? k.renderer().render(source) : '');
    return {
      ...legal,
      terms_of_service_parsed_text: render(legal.terms_of_service_original_text),
      privacy_policy_parsed_text: render(legal.privacy_policy_original_text),
    };
  };
  const hooks: Record<string, SettingsGroupHooks> = {
    legal: { view: (values) => withParsedLegal(values as unknown as Legal), derived: ['terms_of_service_parsed_text', 'privacy_policy_parsed_text'] },
  };

  const api: RouteDefinition<any, any>[] = [
    defineRoute({
      method: 'get', path: '/siteinfo', access: 'public',
      // Made of the public views of the groups enabled now (a plugin's group comes and goes).
      get response() {
        return siteinfoSchema(k.settings.list());
      },
      handler: async () => {
        const info: Record<string, unknown> = { version: KERNEL_VERSION, revision: KERNEL_VERSION };
        for (const group of k.settings.list()) {
          if (group.siteinfoKey) info[group.siteinfoKey] = await k.settings.publicView(group);
        }
        return info;
      },
    }),
    defineRoute<unknown, { info_type: 'tos' | 'privacy' }>({
      method: 'get', path: '/siteinfo/legal', access: 'public', query: legalQuery,
      response: {
        type: 'object',
        properties: {
          terms_of_service_original_text: text, terms_of_service_parsed_text: text,
          privacy_policy_original_text: text, privacy_policy_parsed_text: text,
        },
        additionalProperties: false,
      },
      handler: async ({ query }) => {
        const legal = await withParsedLegal(await k.settings.get<Legal>('legal'));
        return query.info_type === 'tos'
          ? { terms_of_service_original_text: legal.terms_of_service_original_text, terms_of_service_parsed_text: legal.terms_of_service_parsed_text }
          : { privacy_policy_original_text: legal.privacy_policy_original_text, privacy_policy_parsed_text: legal.privacy_policy_parsed_text };
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
    ...KERNEL_SETTINGS_GROUPS.flatMap((group) => settingsGroupRoutes(k.settings, group, hooks[group.name])),
  ];
  return { api, admin };
}
