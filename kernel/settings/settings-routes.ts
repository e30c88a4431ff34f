import { defineRoute, type RouteDefinition } from '../http/route.ts';
import { InputError } from '../http/errors.ts';
import { LANGUAGES, LANGUAGE_LABELS, isLanguage } from '../i18n/translator.ts';
import { KERNEL_VERSION, type Kernel } from '../kernel.ts';
import type { SettingsGroupName } from './settings-registry.ts';

const legalQuery = {
  type: 'object',
  required: ['info_type'],
  properties: { info_type: { enum: ['tos', 'privacy'] } },
} as const;

interface Legal {
  terms_of_service_original_text: string;
  privacy_policy_original_text: string;
}

/** Public site info and the admin settings pages, one GET/PUT pair per group (SPEC §3, §7.1). */
export function settingsRoutes(k: Kernel): { api: RouteDefinition<any, any>[]; admin: RouteDefinition<any, any>[] } {
  const languageOptions = () => LANGUAGES.map((value) => ({ label: LANGUAGE_LABELS[value], value }));
  const withParsedLegal = async () => {
    const legal = await k.settings.get<Legal>('legal');
    const render = (text: string) => (text ? k.renderer().render(text) : '');
    return {
      ...legal,
      terms_of_service_parsed_text: render(legal.terms_of_service_original_text),
      privacy_policy_parsed_text: render(legal.privacy_policy_original_text),
    };
  };

  const api: RouteDefinition<any, any>[] = [
    defineRoute({
      method: 'get', path: '/siteinfo', access: 'public',
      handler: async () => {
        const info: Record<string, unknown> = { version: KERNEL_VERSION, revision: KERNEL_VERSION };
        for (const group of k.settings.list()) {
          if (group.siteinfoKey) info[group.siteinfoKey] = await k.settings.publicView(group.name as SettingsGroupName);
        }
        return info;
      },
    }),
    defineRoute<unknown, { info_type: 'tos' | 'privacy' }>({
      method: 'get', path: '/siteinfo/legal', access: 'public', query: legalQuery,
      handler: async ({ query }) => {
        const legal = await withParsedLegal();
        return query.info_type === 'tos'
          ? { terms_of_service_original_text: legal.terms_of_service_original_text, terms_of_service_parsed_text: legal.terms_of_service_parsed_text }
          : { privacy_policy_original_text: legal.privacy_policy_original_text, privacy_policy_parsed_text: legal.privacy_policy_parsed_text };
      },
    }),
    defineRoute({ method: 'get', path: '/language/options', access: 'public', handler: languageOptions }),
    defineRoute<unknown, { lang?: string }>({
      method: 'get', path: '/language/config', access: 'public',
      query: { type: 'object', properties: { lang: { type: 'string', maxLength: 20 } } },
      handler: ({ query, req }) => {
        const language = isLanguage(query.lang) ? query.lang : req.quorum.language;
        return k.translator.catalog(language);
      },
    }),
  ];

  const admin: RouteDefinition<any, any>[] = [
    defineRoute({ method: 'get', path: '/language/options', access: 'admin', handler: languageOptions }),
  ];
  for (const group of k.settings.list()) {
    const name = group.name as SettingsGroupName;
    admin.push(
      defineRoute({
        method: 'get', path: group.adminPath, access: 'admin',
        handler: async () => (name === 'legal' ? withParsedLegal() : k.settings.adminView(name)),
      }),
      defineRoute<Record<string, unknown>>({
        method: 'put', path: group.adminPath, access: 'admin', body: { type: 'object' },
        handler: async ({ body, req }) => {
          const { test_email_recipient: testRecipient, ...values } = body;
          // Derived fields the legal page returns are not stored.
          delete values.terms_of_service_parsed_text;
          delete values.privacy_policy_parsed_text;
          if (name === 'smtp' && testRecipient !== undefined && testRecipient !== '') {
            if (typeof testRecipient !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(testRecipient))
              throw InputError.field('base.request_format_error', 'test_email_recipient', 'validation.format.email');
          }
          await k.settings.put(name, values);
          if (name === 'smtp' && typeof testRecipient === 'string' && testRecipient)
            await k.accountMail.send('test', testRecipient, '', req.quorum.language);
          return null;
        },
      }),
    );
  }
  return { api, admin };
}
