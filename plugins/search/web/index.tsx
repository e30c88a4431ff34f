import { defineWebPlugin } from '../../../web/src/sdk';
import enUS from './locales/en_US.json';
import zhCN from './locales/zh_CN.json';

/** The search page (`/search?q=`, SPEC §2.3). The header's box submits to it. */
export default defineWebPlugin({
  id: 'search',
  routes: [{ path: '/search', lazy: () => import('./components/search-page').then((m) => ({ Component: m.SearchPage })) }],
  locales: { en_US: enUS, zh_CN: zhCN },
});
