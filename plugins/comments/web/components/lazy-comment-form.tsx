import { lazy, Suspense } from 'react';
import type { CommentFormProps } from './comment-form';

const Loaded = lazy(() => import('./comment-form').then((m) => ({ default: m.CommentForm })));

/** The comment form, loaded when a member opens one: a question's readers never load its code. */
export function LazyCommentForm(props: CommentFormProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
