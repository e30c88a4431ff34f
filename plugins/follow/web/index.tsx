import { HomeSidebarSlot, defineWebPlugin, fill } from '../../../web/src/sdk';
import { QuestionActionsSlot } from '../../questions/web/slots';
import { TagActionsSlot } from '../../tags/web/slots';
import { FollowQuestion, FollowTag } from './components/follow-button';
import { FollowingTagsCard } from './components/following-tags-card';
import './follow.css';
import enUS from './locales/en_US.json';
import zhCN from './locales/zh_CN.json';

/** Follow buttons on questions and tags, and the following-tags card beside the question list. */
export default defineWebPlugin({
  id: 'follow',
  slots: [fill(QuestionActionsSlot, FollowQuestion), fill(TagActionsSlot, FollowTag), fill(HomeSidebarSlot, FollowingTagsCard)],
  locales: { en_US: enUS, zh_CN: zhCN },
});
