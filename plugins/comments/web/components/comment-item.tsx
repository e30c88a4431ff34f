import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, RelativeTime, Slot, confirmModal, ensureMember, toast, useCaptchaFlow, useTranslation } from '../../../../web/src/sdk';
import { FlagDialogSlot } from '../../../questions/web/slots';
import { commentsApi, type CommentAction, type CommentItem, type Participant } from '../api';
import { LazyCommentForm } from './lazy-comment-form';

const NS = 'plugin.comments';

export interface CommentItemProps {
  comment: CommentItem;
  participants: readonly Participant[];
  onReply: (text: string, replyTo: CommentItem) => Promise<void>;
  onUpdated: (comment: CommentItem) => void;
  onDeleted: (commentId: string) => void;
}

/** One comment: text, author, time, vote, and its edit and reply forms (SPEC §4 Comment). */
export function CommentRow({ comment, participants, onReply, onUpdated, onDeleted }: CommentItemProps) {
  const { t } = useTranslation(NS);
  const [form, setForm] = useState<'edit' | 'reply' | null>(null);
  const voteCaptcha = useCaptchaFlow('vote');
  const editCaptcha = useCaptchaFlow('edit');
  const deleteCaptcha = useCaptchaFlow('delete');
  const [flagging, setFlagging] = useState(false);
  const can = (action: CommentAction['action']) => comment.member_actions.some((a) => a.action === action);
  const toggle = async (which: 'edit' | 'reply') => {
    if (!(await ensureMember())) return;
    setForm(form === which ? null : which);
  };

  const vote = async () => {
    if (!(await ensureMember())) return;
    try {
      const res = await voteCaptcha.run((answer) => commentsApi.vote(comment.comment_id, comment.is_vote, answer));
      onUpdated({ ...comment, vote_count: res.votes, is_vote: res.vote_status === 'vote_up' });
    } catch (err) {
      if (err instanceof ApiError && err.errType) toast(err.message, 'danger');
    }
  };
  const remove = async () => {
    if (!(await confirmModal(t('delete_confirm')))) return;
    await deleteCaptcha.run((answer) => commentsApi.remove(comment.comment_id, answer));
    onDeleted(comment.comment_id);
  };
  const report = async () => {
    if (await ensureMember()) setFlagging(true);
  };

  return (
    <li className="qc-item" data-testid="comment" data-comment-id={comment.comment_id}>
      <div className="qc-item__line">
        <button type="button" className={`qc-vote${comment.is_vote ? ' is-active' : ''}`} aria-pressed={comment.is_vote} aria-label={t('vote')} data-testid="comment-vote" onClick={() => void vote()}>
          ▲ <span data-testid="comment-vote-count">{comment.vote_count > 0 ? comment.vote_count : ''}</span>
        </button>
        <div className="qc-item__body">
          {comment.reply_username && (
            <Link className="qc-reply-to" to={`/users/${encodeURIComponent(comment.reply_username)}`}>
              @{comment.reply_user_display_name || comment.reply_username}{' '}
            </Link>
          )}
          <span className="qc-text" data-testid="comment-text" dangerouslySetInnerHTML={{ __html: comment.parsed_text }} />
          {' – '}
          <Link to={`/users/${encodeURIComponent(comment.username)}`}>{comment.user_display_name || comment.username}</Link>
          {/* Name and time only, as on Answer: a reputation between them read as part of the time ("Alice · 1 now"). */}
          <span className="q-muted" data-testid="comment-time">
            {' · '}
            <RelativeTime time={comment.created_at} />
          </span>
          <span className="qc-item__actions">
            <button type="button" className="q-btn q-btn--link" data-testid="comment-reply" onClick={() => toggle('reply')}>
              {t('reply')}
            </button>
            {can('edit') && (
              <button type="button" className="q-btn q-btn--link" data-testid="comment-edit" onClick={() => toggle('edit')}>
                {t('edit')}
              </button>
            )}
            {can('delete') && (
              <button type="button" className="q-btn q-btn--link" data-testid="comment-delete" onClick={() => void remove().catch(() => undefined)}>
                {t('delete')}
              </button>
            )}
            {can('report') && (
              <button type="button" className="q-btn q-btn--link" data-testid="comment-report" onClick={report}>
                {t('report')}
              </button>
            )}
          </span>
        </div>
      </div>
      {form === 'edit' && (
        <LazyCommentForm
          testId="comment-edit-form"
          initial={comment.original_text}
          participants={participants}
          submitLabel={t('save')}
          onCancel={() => setForm(null)}
          onSubmit={async (text) => {
            const res = await editCaptcha.run((answer) => commentsApi.edit(comment.comment_id, text, answer));
            onUpdated({ ...comment, original_text: res?.original_text ?? text, parsed_text: res?.parsed_text ?? comment.parsed_text });
            setForm(null);
          }}
        />
      )}
      {form === 'reply' && (
        <LazyCommentForm
          testId="comment-reply-form"
          initial=""
          participants={participants}
          submitLabel={t('add')}
          onCancel={() => setForm(null)}
          onSubmit={async (text) => {
            await onReply(text, comment);
            setForm(null);
          }}
        />
      )}
      {voteCaptcha.modal}
      {editCaptcha.modal}
      {deleteCaptcha.modal}
      {flagging && <Slot slot={FlagDialogSlot} context={{ source: 'comment', objectId: comment.comment_id, onClose: () => setFlagging(false) }} />}
    </li>
  );
}
