import { defineWebPlugin, lazyFill, withPluginTexts } from '../../../web/src/sdk';
import { QuestionSidebarSlot } from '../../questions/web/slots';

/** "Invite people to answer" in the question page's sidebar; its code and texts load with the question page, not before. */
export default defineWebPlugin({
  id: 'question-invite',
  slots: [lazyFill(QuestionSidebarSlot, withPluginTexts('question-invite', 'card', () => import('./components/invite-card').then((m) => m.InviteCard)))],
});
