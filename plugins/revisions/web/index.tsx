import { AdminUserSlot, defineWebPlugin, fill, lazyFill, withPluginTexts } from '../../../web/src/sdk';
import { PostActionsSlot } from '../../questions/web/slots';
import { TagActionsSlot } from '../../tags/web/slots';
import { PostTimelineLink, TagTimelineLink } from './components/timeline-link';

// the timeline's text (locales/timeline) loads with it; the status history's with the admin layout
const timeline = withPluginTexts('revisions', 'timeline', () => import('./components/timeline-page').then((m) => ({ Component: m.TimelinePage })));

/** Timelines of questions, answers and tags with their diffs and rollback, linked from those pages; a member's post status history on their admin overview. */
export default defineWebPlugin({
  id: 'revisions',
  routes: [
    { path: '/posts/:qid/timeline', guards: ['logged'], lazy: timeline },
    { path: '/posts/:qid/:aid/timeline', guards: ['logged'], lazy: timeline },
    { path: '/tags/:tid/timeline', guards: ['logged'], lazy: timeline },
  ],
  slots: [
    fill(PostActionsSlot, PostTimelineLink),
    fill(TagActionsSlot, TagTimelineLink),
    lazyFill(AdminUserSlot, withPluginTexts('revisions', 'timeline', () => import('./components/post-status-history').then((m) => m.PostStatusHistory))),
  ],
});
