import { HeaderRightSlot, defineWebPlugin, fill } from '../../../web/src/sdk';
import { ReviewLink } from './components/review-link';
import enUS from './locales/en_US.json';
import zhCN from './locales/zh_CN.json';

/** /review, the suggested-edits queue, and the header's way to it with its dot. */
export default defineWebPlugin({
  id: 'review',
  routes: [{ path: '/review', guards: ['logged'], lazy: () => import('./components/review-page').then((m) => ({ Component: m.ReviewPage })) }],
  slots: [fill(HeaderRightSlot, ReviewLink)],
  locales: { en_US: enUS, zh_CN: zhCN },
});
