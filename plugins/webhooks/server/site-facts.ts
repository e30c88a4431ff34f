import { isLanguage, type PluginContext } from '../../../kernel/api.ts';
import type { SiteFacts } from './event-data.ts';

/** The site as payloads name it, read at each send (the settings are cached by the kernel). */
export async function siteFacts(settings: PluginContext['settings']): Promise<SiteFacts> {
  const [general, login, ui] = await Promise.all([
    settings.get<{ name: string; site_url: string }>('general'),
    settings.get<{ login_required?: boolean }>('login'),
    settings.get<{ language?: string }>('interface'),
  ]);
  return {
    name: general.name,
    url: general.site_url.replace(/\/+$/, ''),
    language: isLanguage(ui.language) ? ui.language : 'en_US',
    private: login.login_required === true,
  };
}
