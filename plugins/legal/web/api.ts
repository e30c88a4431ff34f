import { apiKey } from '../../../web/src/sdk';
import type { LegalText, LegalType } from '../schemas/legal-text';

export type { LegalText, LegalType };

export const legalKeys = {
  legal: (type: LegalType) => apiKey('/siteinfo/legal', { info_type: type }),
};

/** The rendered HTML (sanitised by the server) or, failing that, the original text. */
export function legalContent(type: LegalType, info: LegalText | undefined): { html?: string; text?: string } {
  if (!info) return {};
  const html = type === 'tos' ? info.terms_of_service_parsed_text : info.privacy_policy_parsed_text;
  const text = type === 'tos' ? info.terms_of_service_original_text : info.privacy_policy_original_text;
  return html ? { html } : { text };
}
