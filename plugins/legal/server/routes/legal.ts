import { defineRoute, type RouteDefinition, type Renderer } from '../../../../kernel/api.ts';
import type { LegalSettings } from '../api.ts';

const legalQuery = {
  type: 'object',
  required: ['info_type'],
  properties: { info_type: { enum: ['tos', 'privacy'] } },
} as const;

const text = { type: 'string' } as const;

/** The stored Markdown with each text rendered beside it ('' stays ''), as Answer answers both. */
export function withParsedLegal(legal: LegalSettings, renderer: Renderer) {
  const render = (source: string) => (source ? renderer.render(source) : '');
  return {
    ...legal,
    terms_of_service_parsed_text: render(legal.terms_of_service_original_text),
    privacy_policy_parsed_text: render(legal.privacy_policy_original_text),
  };
}

/** GET siteinfo/legal?info_type=tos|privacy: one text, as written and rendered (the /tos and /privacy pages). */
export function legalRoute(legal: () => Promise<LegalSettings>, renderer: Renderer): RouteDefinition<any, any> {
  return defineRoute<unknown, { info_type: 'tos' | 'privacy' }>({
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
      const texts = withParsedLegal(await legal(), renderer);
      return query.info_type === 'tos'
        ? { terms_of_service_original_text: texts.terms_of_service_original_text, terms_of_service_parsed_text: texts.terms_of_service_parsed_text }
        : { privacy_policy_original_text: texts.privacy_policy_original_text, privacy_policy_parsed_text: texts.privacy_policy_parsed_text };
    },
  });
}
