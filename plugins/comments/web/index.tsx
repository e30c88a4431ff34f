import { defineWebPlugin, fill } from '../../../web/src/sdk';
import { PostCommentsSlot } from '../../questions/web/slots';
import { CommentList } from './components/comment-list';
import enUS from './locales/en_US.json';
import zhCN from './locales/zh_CN.json';

/** Comments under questions and answers. */
export default defineWebPlugin({
  id: 'comments',
  slots: [fill(PostCommentsSlot, CommentList)],
  locales: { en_US: enUS, zh_CN: zhCN },
});
