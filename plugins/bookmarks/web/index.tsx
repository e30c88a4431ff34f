import { defineWebPlugin, fill } from '../../../web/src/sdk';
import { PostActionsSlot } from '../../questions/web/slots';
import { BookmarkButton } from './components/bookmark-button';

/** The bookmark button under questions and answers. */
export default defineWebPlugin({
  id: 'bookmarks',
  slots: [fill(PostActionsSlot, BookmarkButton)],
});
