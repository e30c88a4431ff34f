import { defineRoute, type RouteDefinition, type Renderer } from '../../../../kernel/api.ts';
import type { LegalSettings } from '../api.ts';
import { legalQuery, legalTextSchema, type LegalType } from '../../schemas/legal-text.ts';

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
  return defineRoute<unknown, { info_type: LegalType }>({
    method: 'get', path: '/siteinfo/legal', access: 'public', query: legalQuery,
    response: legalTextSchema,
    handler: async ({ query }) => {
      const texts = withParsedLegal(await legal(), renderer);
      return query.info_type === 'tos'
        ? { terms_of_service_original_text: texts.terms_of_service_original_text, terms_of_service_parsed_text: texts.terms_of_service_parsed_text }
        : { privacy_policy_original_text: texts.privacy_policy_original_text, privacy_policy_parsed_text: texts.privacy_policy_parsed_text };
    },
  });
}
