import { defineWebPlugin, fill } from '../../../web/src/sdk';
import { PostVoteSlot } from '../../questions/web/slots';
import { VoteButtons } from './components/vote-buttons';

/** Vote buttons beside questions and answers (SPEC §4 Vote). */
export default defineWebPlugin({
  id: 'votes',
  slots: [fill(PostVoteSlot, VoteButtons)],
});
