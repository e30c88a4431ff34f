import type { PostRef } from '../../questions/server/api.ts';
import type { BookmarkRow } from './bookmark-repository.ts';

/** One entry of `personal/collection/page`: the bookmarked post and its question. */
export interface BookmarkView {
  id: string;
  object_id: string;
  object_type: 'question' | 'answer';
  question_id: string;
  answer_id: string;
  title: string;
  status: PostRef['status'];
  collected_at: number;
}

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
