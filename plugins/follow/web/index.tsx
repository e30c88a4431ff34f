import { HomeSidebarSlot, defineWebPlugin, lazyFill } from '../../../web/src/sdk';
import { QuestionActionsSlot } from '../../questions/web/slots';
import { TagActionsSlot } from '../../tags/web/slots';
import './follow.css';

/** Follow buttons on questions and tags, and the following-tags card beside the question list. */
export default defineWebPlugin({
  id: 'follow',
  slots: [
    lazyFill(QuestionActionsSlot, () => import('./components/follow-button').then((m) => m.FollowQuestion)),
    lazyFill(TagActionsSlot, () => import('./components/follow-button').then((m) => m.FollowTag)),
    lazyFill(HomeSidebarSlot, () => import('./components/following-tags-card').then((m) => m.FollowingTagsCard), { membersOnly: true }),
  ],
});
