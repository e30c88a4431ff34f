import { HeaderRightSlot, defineWebPlugin, lazyFill, withPluginTexts } from '../../../web/src/sdk';

/** /review, the suggested-edits queue (its text in locales/queue), and the header's way to it with its dot. */
export default defineWebPlugin({
  id: 'review',
  routes: [{ path: '/review', guards: ['logged'], lazy: withPluginTexts('review', 'queue', () => import('./components/review-page').then((m) => ({ Component: m.ReviewPage }))) }],
  slots: [lazyFill(HeaderRightSlot, () => import('./components/review-link').then((m) => m.ReviewLink), { membersOnly: true })],
});
