import { createHash } from 'node:crypto';
import type { Configuration } from 'openid-client';

/** A provider as the admin configured it (the config's top-level one or an entry of `providers`). */
export interface ProviderConfig {
  name: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  scopes: string;
  icon: string;
}

export interface ConnectorConfig extends ProviderConfig {
  providers: ProviderConfig[];
}

/** Why a provider cannot be used now; the login page says it in the person's language. */
export class ProviderError extends Error {
  constructor(readonly kind: 'provider_unavailable' | 'provider_misconfigured', message: string) {
    super(message);
  }
}

/** The configured providers, the top-level one first (when it has a name and an issuer). */
export function configuredProviders(config: ConnectorConfig): ProviderConfig[] {
  const first: ProviderConfig[] = config.name && config.issuer ? [config] : [];
  const all = [...first, ...(config.providers ?? [])];
  return all.filter((p, i) => all.findIndex((q) => q.name === p.name) === i);
}

/** Plain http is for a provider on this machine only (a development or test provider). */
function loopback(url: URL): boolean {
  return url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
}

const DISCOVERY_TIMEOUT_SECONDS = 10;
const KEEP_MS = 10 * 60 * 1000;

/**
 * Discovery documents, kept for ten minutes per provider configuration (a changed secret or
 * issuer is another key). Failures are not kept, so a provider that comes back is used at once.
 */
export class ProviderDirectory {
  private readonly kept = new Map<string, { at: number; config: Promise<Configuration> }>();

  async configuration(p: ProviderConfig): Promise<Configuration> {
    const key = createHash('sha256').update(JSON.stringify([p.issuer, p.client_id, p.client_secret])).digest('hex');
    const hit = this.kept.get(key);
    if (hit && Date.now() - hit.at < KEEP_MS) return hit.config;
    const config = this.discover(p);
    this.kept.set(key, { at: Date.now(), config });
    config.catch(() => this.kept.delete(key));
    return config;
  }

  /**
   * openid-client is imported here, with the first provider's discovery, not with the plugin:
   * loaded, it holds ~0.5 MB of live heap, ~1 MB of peak RSS at the heap's growth, in every
   * process of a site with no provider, or none used yet (docs/perf.md, 2026-11-29 17:06 UTC).
   * The sign-in's calls import it again after this, a look-up of the module Node keeps.
   */
  private async discover(p: ProviderConfig): Promise<Configuration> {
    const oidc = await import('openid-client');
    let issuer: URL;
    try {
      issuer = new URL(p.issuer);
    } catch {
      throw new ProviderError('provider_misconfigured', `issuer "${p.issuer}" is not a URL`);
    }
    const insecure = issuer.protocol === 'http:' && loopback(issuer);
    if (issuer.protocol !== 'https:' && !insecure) throw new ProviderError('provider_misconfigured', `issuer "${p.issuer}" is not https`);
    try {
      return await oidc.discovery(issuer, p.client_id, undefined, p.client_secret ? oidc.ClientSecretBasic(p.client_secret) : oidc.None(), {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      });
    } catch (error) {
      // A connection that failed or timed out: the provider is down. An answer that is not a
      // discovery document (HTML, an error status, another issuer): the configuration is wrong.
      const unreachable = error instanceof TypeError || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));
      throw new ProviderError(unreachable ? 'provider_unavailable' : 'provider_misconfigured', `discovery at ${issuer.href} failed: ${describe(error)}`);
    }
  }
}

/** An error for the log: its name, code and message, never a request or a configuration. */
export function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const inner = (error as { cause?: unknown }).cause;
  const cause = inner instanceof Error ? ` (${inner.message})` : '';
  return `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${error.message}${cause}`;
}
