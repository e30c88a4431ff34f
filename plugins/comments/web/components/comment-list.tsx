import { useCallback, useEffect, useState } from 'react';
import { ensureMember, useCaptchaFlow, type FillProps, useTranslation } from '../../../../web/src/sdk';
import type { PostCommentsContext } from '../../../questions/web/slots';
import useSWR from 'swr';
import type { CommentPage } from '../../schemas/comment';
import { COMMENT_PAGE_SIZE, commentsApi, firstCommentsKey, type CommentItem, type Participant } from '../api';
import { LazyCommentForm } from './lazy-comment-form';
import { CommentRow } from './comment-item';

const NS = 'plugin.comments';

/**
 * Comments of a question or answer (PostCommentsSlot): the first 3 by votes, then
 * 'show more' pages of 15 in time order (SPEC §9).
 */
export function CommentList({ context }: FillProps<PostCommentsContext>) {
  const { t } = useTranslation(NS);
  const { objectId } = context;
  const participants: Participant[] = context.participants;
  // The preview comes through swr (a server-rendered page brings it); 'show more' and edits are local.
  const first = useSWR<CommentPage>(objectId ? firstCommentsKey(objectId) : null, { revalidateOnFocus: false, revalidateOnReconnect: false });
  const [list, setList] = useState<CommentItem[]>(() => first.data?.list ?? []);
  const [count, setCount] = useState(() => first.data?.count ?? 0);
  const [morePage, setMorePage] = useState(0);
  const [adding, setAdding] = useState(false);
  const [loading, setLoading] = useState(false);
  const captcha = useCaptchaFlow('comment');

  useEffect(() => {
    if (!first.data) return;
    setList(first.data.list);
    setCount(first.data.count);
    setMorePage(0);
  }, [first.data]);

  const showMore = useCallback(async () => {
    setLoading(true);
    try {
      const next = morePage + 1;
      const res = await commentsApi.page(objectId, next, COMMENT_PAGE_SIZE, 'created_at');
      // the first 'more' page replaces the top-voted preview with the time-ordered list
      setList((cur) => {
        const base = next === 1 ? [] : cur;
        const ids = new Set(base.map((c) => c.comment_id));
        return [...base, ...res.list.filter((c) => !ids.has(c.comment_id))];
      });
      setCount(res.count);
      setMorePage(next);
    } finally {
      setLoading(false);
    }
  }, [morePage, objectId]);

  const add = async (text: string, replyTo?: CommentItem) => {
    const input = { object_id: objectId, original_text: text, reply_comment_id: replyTo?.comment_id };
    const created = await captcha.run((answer) => commentsApi.add(input, answer));
    setList((cur) => [...cur, created]);
    setCount((c) => c + 1);
    setAdding(false);
  };
  const people = [...participants, ...list.map((c) => ({ username: c.username, display_name: c.user_display_name }))];

  return (
    <section className="qc-list" data-testid="comment-list" data-object-id={objectId}>
      {list.length > 0 && (
        <ul className="qc-items">
          {list.map((c) => (
            <CommentRow
              key={c.comment_id}
              comment={c}
              participants={people}
              onReply={add}
              onUpdated={(u) => setList((cur) => cur.map((x) => (x.comment_id === u.comment_id ? u : x)))}
              onDeleted={(id) => {
                setList((cur) => cur.filter((x) => x.comment_id !== id));
                setCount((n) => Math.max(0, n - 1));
              }}
            />
          ))}
        </ul>
      )}
      <div className="q-row q-gap">
        {!adding && (
          <button type="button" className="q-btn q-btn--link" data-testid="add-comment" onClick={() => void ensureMember().then((ok) => ok && setAdding(true))}>
            {t('add_comment')}
          </button>
        )}
        {list.length < count && (
          <button type="button" className="q-btn q-btn--link" disabled={loading} data-testid="show-more-comments" onClick={() => void showMore()}>
            {t('show_more', { count: count - list.length })}
          </button>
        )}
      </div>
      {adding && <LazyCommentForm testId="comment-form" participants={people} submitLabel={t('add')} onSubmit={(text) => add(text)} onCancel={() => setAdding(false)} />}
      {captcha.modal}
    </section>
  );
}
