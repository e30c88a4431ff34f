import { defineWebPlugin, lazyFill } from '../../../web/src/sdk';
import { PostCommentsSlot } from '../../questions/web/slots';
// in the head of every page (web/build/first-load-head.ts), so a server-rendered page paints styled
import './comments.css';

/** Comments under questions and answers. */
export default defineWebPlugin({
  id: 'comments',
  slots: [lazyFill(PostCommentsSlot, () => import('./components/comment-list').then((m) => m.CommentList))],
});
