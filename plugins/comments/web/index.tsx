import { defineWebPlugin, lazyFill } from '../../../web/src/sdk';
import { PostCommentsSlot } from '../../questions/web/slots';

/** Comments under questions and answers. */
export default defineWebPlugin({
  id: 'comments',
  slots: [lazyFill(PostCommentsSlot, () => import('./components/comment-list').then((m) => m.CommentList))],
});
