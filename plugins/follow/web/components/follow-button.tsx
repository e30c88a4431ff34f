import { useEffect, useState } from 'react';
import { api, ensureMember, formatCount, type FillProps, useTranslation } from '../../../../web/src/sdk';
import type { QuestionActionsContext } from '../../../questions/web/slots';
import type { TagPageContext } from '../../../tags/web/slots';
import type { FollowResult } from '../../schemas/follow';

const NS = 'plugin.follow';

/**
 * Follow or unfollow a question or a tag (`POST follow {object_id, is_cancel}`), with its follower
 * count: the count the call answers is shown at once, not only after a reload (issue 23).
 */
export function FollowButton({ objectId, followed, follows, testId }: { objectId: string; followed: boolean; follows: number; testId: string }) {
  const { t } = useTranslation(NS);
  const [state, setState] = useState({ on: followed, follows });
  const [busy, setBusy] = useState(false);
  useEffect(() => setState({ on: followed, follows }), [followed, follows]);
  const toggle = async () => {
    if (!(await ensureMember()) || busy) return;
    setBusy(true);
    try {
      const res = await api.post<FollowResult>('/follow', { object_id: objectId, is_cancel: state.on });
      setState({ on: res.is_followed, follows: res.follows });
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="qf-follow">
      <span className="q-muted" data-testid={`${testId}-count`}>{t('followers', { count: state.follows, n: formatCount(state.follows) })}</span>
      <button type="button" className={`q-btn q-btn--small${state.on ? ' q-btn--primary' : ''}`} aria-pressed={state.on} data-testid={testId} onClick={() => void toggle()}>
        {state.on ? t('following') : t('follow')}
      </button>
    </span>
  );
}

/** Fills QuestionActionsSlot. */
export function FollowQuestion({ context }: FillProps<QuestionActionsContext>) {
  return <FollowButton objectId={context.questionId} followed={context.isFollowed} follows={context.followCount} testId="follow-question" />;
}

/** Fills TagActionsSlot. */
export function FollowTag({ context: { tag } }: FillProps<TagPageContext>) {
  return <FollowButton objectId={tag.tag_id} followed={tag.is_follower} follows={tag.follow_count ?? 0} testId="follow-tag" />;
}
