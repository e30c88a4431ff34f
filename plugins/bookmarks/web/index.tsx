import { defineWebPlugin } from '../../../web/src/sdk';
import { BookmarkButton } from './components/bookmark-button';
import enUS from './locales/en_US.json';
import zhCN from './locales/zh_CN.json';

/** The bookmark button under questions and answers. */
export default defineWebPlugin({
  id: 'bookmarks',
  slots: { 'post.actions': BookmarkButton },
  locales: { en_US: enUS, zh_CN: zhCN },
});
