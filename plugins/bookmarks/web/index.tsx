import { defineWebPlugin, fill } from '../../../web/src/sdk';
import { PostActionsSlot } from '../../questions/web/slots';
import { BookmarkButton } from './components/bookmark-button';
import enUS from './locales/en_US.json';
import zhCN from './locales/zh_CN.json';

/** The bookmark button under questions and answers. */
export default defineWebPlugin({
  id: 'bookmarks',
  slots: [fill(PostActionsSlot, BookmarkButton)],
  locales: { en_US: enUS, zh_CN: zhCN },
});
