import { defineWebPlugin, fill } from '../../../web/src/sdk';
import { PostVoteSlot } from '../../questions/web/slots';
import { VoteButtons } from './components/vote-buttons';
import enUS from './locales/en_US.json';
import zhCN from './locales/zh_CN.json';

/** Vote buttons beside questions and answers (SPEC §4 Vote). */
export default defineWebPlugin({
  id: 'votes',
  slots: [fill(PostVoteSlot, VoteButtons)],
  locales: { en_US: enUS, zh_CN: zhCN },
});
