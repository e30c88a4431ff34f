/** The little of `oidc-provider` (no types shipped) that the test provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, any>;

  interface GrantInstance {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  interface ProviderContext {
    oidc: {
      session?: { accountId?: string };
      client?: { clientId: string };
      provider: { Grant: new (init: { clientId: string; accountId: string }) => GrantInstance };
    };
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown> & {
      findAccount?(ctx: ProviderContext, id: string): Promise<{ accountId: string; claims(): Promise<Record<string, unknown>> } | undefined>;
      loadExistingGrant?(ctx: ProviderContext): Promise<GrantInstance | undefined>;
    });
    on(event: string, listener: (...args: unknown[]) => void): this;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
