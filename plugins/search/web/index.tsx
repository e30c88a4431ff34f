import { defineWebPlugin, fill, HeaderSearchSlot, withPluginTexts } from '../../../web/src/sdk';
import { HeaderSearch } from './components/header-search';

/** The search page (`/search?q=`, SPEC §2.3; its text in locales/page) and the header's box that submits to it. */
export default defineWebPlugin({
  id: 'search',
  routes: [{ path: '/search', lazy: withPluginTexts('search', 'page', () => import('./components/search-page').then((m) => ({ Component: m.SearchPage }))) }],
  slots: [fill(HeaderSearchSlot, HeaderSearch)],
});
