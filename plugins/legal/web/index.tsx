import { defineWebPlugin, fill, FooterSlot, withPluginTexts } from '../../../web/src/sdk';
import { LegalLinks } from './components/legal-links';

/** The pages' own text (locales/pages) loads with them; their titles are the footer links' (locales). */
const page = <K extends 'TermsPage' | 'PrivacyPage'>(name: K) =>
  withPluginTexts('legal', 'pages', () => import('./components/legal-page').then((m) => ({ Component: m[name] })));

/** The /tos and /privacy pages (no guards, SPEC §2.2), the footer's links to them and the Legal settings page (admin /admin/legal). */
export default defineWebPlugin({
  id: 'legal',
  routes: [
    { path: '/tos', layout: 'unguarded', lazy: page('TermsPage') },
    { path: '/privacy', layout: 'unguarded', lazy: page('PrivacyPage') },
  ],
  slots: [fill(FooterSlot, LegalLinks)],
  settingsGroups: [{ path: 'legal', endpoint: '/siteinfo/legal', loadSchema: () => import('../../../schemas/settings/legal').then((m) => m.legalSettings), titleKey: 'settings.legal.title', fieldsKey: 'settings.legal.fields' }],
});
