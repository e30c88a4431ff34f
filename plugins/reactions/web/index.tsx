import { defineWebPlugin, lazyFill } from '../../../web/src/sdk';
import { PostActionsSlot } from '../../questions/web/slots';

/** Reactions under questions and answers (Answer 2.0's heart, smile and frown); loaded with the question page, not before. */
export default defineWebPlugin({
  id: 'reactions',
  slots: [lazyFill(PostActionsSlot, () => import('./components/reaction-bar').then((m) => m.ReactionBar))],
});
