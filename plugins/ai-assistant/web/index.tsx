import { AdminSettingsMenuSlot, HeaderNavSlot, defineWebPlugin, fill, withPluginTexts } from '../../../web/src/sdk';
import { AiSettingsMenuLink } from './components/ai-settings-menu-link';
import { AssistantNavLink } from './components/assistant-nav-link';

/**
 * The assistant for members (`/ai-assistant`, `/ai-assistant/:id`, linked from the header while
 * it is on, as Answer links it from its side navigation) and the admin's AI settings and
 * conversations (`/admin/ai-settings`, `/admin/ai-assistant`, Answer's paths).
 */
const assistantPage = withPluginTexts('ai-assistant', 'pages', () => import('./components/assistant-page').then((m) => ({ Component: m.AssistantPage })));

export default defineWebPlugin({
  id: 'ai-assistant',
  routes: [
    { path: '/ai-assistant', guards: ['logged'], lazy: assistantPage },
    { path: '/ai-assistant/:conversationId', guards: ['logged'], lazy: assistantPage },
    // Under Settings in the admin menu (a slot fill), as Answer lists it.
    { path: 'ai-settings', layout: 'admin', guards: ['admin'], lazy: () => import('./components/admin-settings-page').then((m) => ({ Component: m.AdminSettingsPage })) },
    { path: 'ai-assistant', layout: 'admin', guards: ['admin'], menu: { labelKey: 'menu_conversations', adminOnly: true }, lazy: () => import('./components/admin-conversations-page').then((m) => ({ Component: m.AdminConversationsPage })) },
  ],
  slots: [fill(HeaderNavSlot, AssistantNavLink), fill(AdminSettingsMenuSlot, AiSettingsMenuLink)],
});
