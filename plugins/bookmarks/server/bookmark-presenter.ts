import type { PostRef } from '../../questions/server/api.ts';
import type { BookmarkView } from '../schemas/bookmark.ts';
import type { BookmarkRow } from './bookmark-repository.ts';

export type { BookmarkView };

export function presentBookmark(row: BookmarkRow, post: PostRef): BookmarkView {
  return {
    id: post.question_id,
    object_id: post.id,
    object_type: post.type,
    question_id: post.question_id,
    answer_id: post.type === 'answer' ? post.id : '',
    title: post.title,
    status: post.status,
    collected_at: Number(row.created_at),
  };
}
