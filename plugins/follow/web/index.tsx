import { defineWebPlugin } from '../../../web/src/sdk';
import { FollowQuestion, FollowTag } from './components/follow-button';
import enUS from './locales/en_US.json';
import zhCN from './locales/zh_CN.json';

/** Follow buttons on questions and tags. */
export default defineWebPlugin({
  id: 'follow',
  slots: { 'question.actions': FollowQuestion, 'tag.actions': FollowTag },
  locales: { en_US: enUS, zh_CN: zhCN },
});
