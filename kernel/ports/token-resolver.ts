import type { UserRow } from '../auth/user-repository.ts';
import { defineExtensionPoint } from '../plugins/extension-points.ts';

/** Who a token that is not a session's stands for, and what it may do. */
export interface ResolvedToken {
  /** The account the token acts as; the routes' guards judge it as they judge a signed-in member. */
  user: UserRow;
  /** Only reads: every route but GET ones refuses it, unless the route says it checks this itself. */
  readOnly: boolean;
}

/**
 * Credentials other than the session token in `Authorization` (the api-keys plugin's keys). The
 * kernel asks each enabled provider, in plugin order, only after the token is not a live
 * session's; the first answer wins. A provider answers undefined for tokens that are not its
 * own and must not keep answers past a revocation (each call reads the current state).
 */
export interface TokenResolver {
  resolve(token: string): Promise<ResolvedToken | undefined>;
}

export const TokenResolverPoint = defineExtensionPoint<TokenResolver, 'many'>('kernel.token-resolver', {
  owner: 'kernel', cardinality: 'many', members: ['resolve'],
});
