import { HeaderRightSlot, defineWebPlugin, lazyFill } from '../../../web/src/sdk';

/** /review, the suggested-edits queue, and the header's way to it with its dot. */
export default defineWebPlugin({
  id: 'review',
  routes: [{ path: '/review', guards: ['logged'], lazy: () => import('./components/review-page').then((m) => ({ Component: m.ReviewPage })) }],
  slots: [lazyFill(HeaderRightSlot, () => import('./components/review-link').then((m) => m.ReviewLink), { membersOnly: true })],
});
