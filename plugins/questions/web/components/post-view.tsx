import type { ReactNode } from 'react';
import { PostHtml, Slot, useTranslation } from '../../../../web/src/sdk';
import { QuestionStatus, type AnswerInfo, type QuestionInfo, type UserBasic } from '../api';
import { AuthorActions } from './author-actions';
import { PostAuthor } from './post-author';
import { PostActionsSlot, PostCommentsSlot, PostVoteSlot } from '../slots';

export interface PostViewProps {
  question: QuestionInfo;
  answer?: AnswerInfo;
  sharePath: string;
  participants: UserBasic[];
  onChanged: () => void;
  /** Extra content beside the votes (e.g. the accept button). */
  aside?: ReactNode;
  /** Tags, under the body of a question. */
  footer?: ReactNode;
}

/** A question or an answer: votes, body, actions, author and comments (SPEC §2.3). */
export function PostView({ question, answer, sharePath, participants, onChanged, aside, footer }: PostViewProps) {
  const post = answer ?? question;
  const kind = answer ? 'answer' : 'question';
  const author = post.user_info;
  const { t } = useTranslation('plugin.questions');
  return (
    <div className="qq-post" data-testid={`${kind}-post`}>
      <div className="qq-post__side">
        <Slot
          slot={PostVoteSlot}
          context={{ objectId: post.id, objectType: kind, votes: post.vote_count, voteStatus: post.vote_status, authorUsername: author?.username }}
        />
        {aside}
      </div>
      <div>
        {/* Status 11 (questions and answers alike): only its author and staff see a held post. */}
        {post.status === QuestionStatus.pending && (
          <div className="q-alert q-alert--warning qq-notice" data-testid={`${kind}-pending-notice`}>{t('detail.pending_notice')}</div>
        )}
        <PostHtml html={post.html} testId={`${kind}-body`} />
        {footer}
        <div className="qq-post__footer">
          <div className="q-row q-gap q-wrap">
            <AuthorActions question={question} answer={answer} sharePath={sharePath} onChanged={onChanged} />
            <Slot
              slot={PostActionsSlot}
              className="qq-actions"
              context={{ objectId: post.id, objectType: kind, questionId: question.id, collected: post.collected, collectionCount: (answer ? answer.collection_count : question.collection_count) ?? 0 }}
            />
          </div>
          <div className="q-row q-gap">
            {post.update_user_info && post.edit_time ? (
              <PostAuthor user={post.update_user_info} time={post.edit_time} labelKey="post.edited" />
            ) : null}
            <PostAuthor user={author} time={post.create_time} labelKey={answer ? 'post.answered' : 'post.asked'} />
          </div>
        </div>
        <Slot slot={PostCommentsSlot} context={{ objectId: post.id, objectType: kind, participants }} />
      </div>
    </div>
  );
}
