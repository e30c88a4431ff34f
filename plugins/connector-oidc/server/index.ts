import { definePlugin } from '../../../kernel/api.ts';
import { LoginConnectorPoint } from '../../accounts/server/api.ts';
import type { GeneralSettings } from '../../../schemas/settings/general.ts';
import type { LoginSettings } from '../../../schemas/settings/login.ts';
import { connectorRoutes } from './connector-routes.ts';
import { LoginRepository } from './login-repository.ts';
import { OidcSignIn } from './oidc-sign-in.ts';
import { configuredProviders, ProviderDirectory, type ConnectorConfig } from './providers.ts';

/**
 * Sign-in with OpenID Connect providers (openid-client): the buttons on accounts' login screens
 * (`LoginConnectorPoint`), and Answer's connector routes.
 */
export default definePlugin({
  register(ctx) {
    const providers = async () => configuredProviders(await ctx.config<ConnectorConfig>());
    const logins = new LoginRepository(() => ctx.db);
    const signIn = new OidcSignIn({
      db: () => ctx.db, cache: ctx.cache, clock: ctx.clock, logger: ctx.logger, credentials: ctx.credentials, sessions: ctx.sessions,
      logins, directory: new ProviderDirectory(), events: ctx.events, loginSettings: () => ctx.settings.get<LoginSettings>('login'),
    });
    ctx.provide(LoginConnectorPoint, { buttons: async () => (await providers()).map((p) => ({ slug: p.name, name: p.name, icon: p.icon })) });
    const general = () => ctx.settings.get<GeneralSettings>('general');
    for (const route of connectorRoutes(ctx, { providers, general, signIn, logins })) ctx.routes.add('api', route);
  },
});
