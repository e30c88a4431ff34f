import { apiKey } from '../../api/client';

export type LegalType = 'tos' | 'privacy';

/** GET siteinfo/legal?info_type=tos|privacy */
export interface LegalInfo {
  terms_of_service_original_text?: string;
  terms_of_service_parsed_text?: string;
  privacy_policy_original_text?: string;
  privacy_policy_parsed_text?: string;
}

export const legalKeys = {
  legal: (type: LegalType) => apiKey('/siteinfo/legal', { info_type: type }),
};

/** The rendered HTML (sanitised by the server) or, failing that, the original text. */
export function legalContent(type: LegalType, info: LegalInfo | undefined): { html?: string; text?: string } {
  if (!info) return {};
  const html = type === 'tos' ? info.terms_of_service_parsed_text : info.privacy_policy_parsed_text;
  const text = type === 'tos' ? info.terms_of_service_original_text : info.privacy_policy_original_text;
  return html ? { html } : { text };
}
