import { api, apiKey } from '../../api/client';
import type { Connector } from '../../../../schemas/api/user-center';

/** A linked login as `connector/user/info` lists it (the connector plugin's answer, Answer's shape). */
export interface ConnectorLogin {
  name: string;
  icon: string;
  link: string;
  binding: boolean;
  external_id: string;
}

export const connectorKeys = {
  buttons: () => apiKey('/connector/info'),
  mine: () => apiKey('/connector/user/info'),
};

export const connectorApi = {
  bindEmail: (body: { binding_key: string; email: string }) => api.post<{ email_exist_and_must_be_confirmed: boolean; access_token: string }>('/connector/binding/email', body),
  unlink: (externalId: string) => api.del<null>('/connector/user/unbinding', { external_id: externalId }),
};

export type { Connector };

/**
 * A connector's link on this site: its path, so a sign-in starts where the page was served (the
 * provider still sends the browser back to the site URL registered with it).
 */
export function sitePath(link: string): string {
  try {
    const url = new URL(link, 'http://local.invalid');
    return url.pathname + url.search;
  } catch {
    return link;
  }
}

/** An icon as an image source: SVG markup as a data URL (never inlined, so it runs no script), or an http(s) URL. */
export function iconSource(icon: string): string | undefined {
  const text = icon.trim();
  if (text.startsWith('<svg')) return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  if (/^https?:\/\//.test(text)) return text;
  return undefined;
}

/** What `?connector_error=` says: the keys of the account screens' catalogue. */
export const CONNECTOR_ERROR_KEYS: Record<string, string> = {
  state_invalid: 'login.connector_error.state_invalid',
  nonce_invalid: 'login.connector_error.nonce_invalid',
  code_invalid: 'login.connector_error.code_invalid',
  provider_unavailable: 'login.connector_error.provider_unavailable',
  provider_misconfigured: 'login.connector_error.provider_misconfigured',
  provider_refused: 'login.connector_error.provider_refused',
  email_unverified: 'login.connector_error.email_unverified',
  email_domain: 'login.connector_error.email_domain',
  registration_closed: 'login.connector_error.registration_closed',
  account_unavailable: 'login.connector_error.account_unavailable',
  already_linked: 'login.connector_error.already_linked',
  failed: 'login.connector_error.failed',
};
