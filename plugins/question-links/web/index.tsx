import { defineWebPlugin, lazyFill, withPluginTexts } from '../../../web/src/sdk';
import { QuestionSidebarSlot } from '../../questions/web/slots';

/**
 * "Linked" in the question page's sidebar (loaded with the question page, not before), and every
 * linked question on `/linked/:qid` (Answer's page; its text in locales/page).
 */
export default defineWebPlugin({
  id: 'question-links',
  routes: [{ path: '/linked/:qid', lazy: withPluginTexts('question-links', 'page', () => import('./components/linked-page').then((m) => ({ Component: m.LinkedPage }))) }],
  slots: [lazyFill(QuestionSidebarSlot, () => import('./components/linked-card').then((m) => m.LinkedCard))],
});
