import { defineWebPlugin, fill } from '../../../web/src/sdk';
import { PostActionsSlot } from '../../questions/web/slots';
import { ReactionBar } from './components/reaction-bar';

/** Reactions under questions and answers (Answer 2.0's heart, smile and frown). */
export default defineWebPlugin({
  id: 'reactions',
  slots: [fill(PostActionsSlot, ReactionBar)],
});
