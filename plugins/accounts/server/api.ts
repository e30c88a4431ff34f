import { defineExtensionPoint } from '../../../kernel/api.ts';

/** One sign-in button a login connector offers (a configured provider). */
export interface ConnectorButton {
  /** The connector's name in its URLs: `connector/login/<slug>`, `connector/redirect/<slug>`. */
  slug: string;
  /** What the button says after "Sign in with". */
  name: string;
  /** SVG markup or an image URL ('' for none). */
  icon: string;
}

/**
 * Login connectors (`connector` plugins) list their buttons here; accounts answers Answer's
 * `GET connector/info` with every enabled provider's buttons, linked at the site's URL.
 */
export interface LoginConnector {
  buttons(): Promise<ConnectorButton[]>;
}

export const LoginConnectorPoint = defineExtensionPoint<LoginConnector, 'many'>('accounts.login-connector', { owner: 'accounts', cardinality: 'many', members: ['buttons'] });
