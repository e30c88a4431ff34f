import type { Language, PluginContext } from '../../../kernel/api.ts';

/** What every seo response needs from the site's settings. */
export interface SiteFacts {
  /** The site's address without a trailing slash. */
  base: string;
  name: string;
  /** The site's description (or short description), for pages without their own. */
  description: string;
  language: Language;
  loginRequired: boolean;
}

type Ctx = Pick<PluginContext, 'settings'>;

/** The configured site URL, or the address the request came to before one is set. */
export async function siteFacts(ctx: Ctx, requestBase: string): Promise<SiteFacts> {
  const [general, login, ui] = await Promise.all([
    ctx.settings.get<{ name?: string; site_url?: string; description?: string; short_description?: string }>('general'),
    ctx.settings.get<{ login_required?: boolean }>('login'),
    ctx.settings.get<{ language?: string }>('interface'),
  ]);
  return {
    base: (general.site_url || requestBase).replace(/\/+$/, ''),
    name: general.name || 'Quorum',
    description: general.description || general.short_description || '',
    language: (ui.language || 'en_US') as Language,
    loginRequired: !!login.login_required,
  };
}
