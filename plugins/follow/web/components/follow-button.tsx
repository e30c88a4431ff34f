import { useEffect, useState } from 'react';
import { api, ensureMember, type FillProps, useTranslation } from '../../../../web/src/sdk';
import type { QuestionActionsContext } from '../../../questions/web/slots';
import type { TagPageContext } from '../../../tags/web/slots';
import type { FollowResult } from '../../schemas/follow';

const NS = 'plugin.follow';

/** Follow or unfollow a question or a tag (`POST follow {object_id, is_cancel}`). */
export function FollowButton({ objectId, followed, testId }: { objectId: string; followed: boolean; testId: string }) {
  const { t } = useTranslation(NS);
  const [on, setOn] = useState(followed);
  const [busy, setBusy] = useState(false);
  useEffect(() => setOn(followed), [followed]);
  const toggle = async () => {
    if (!ensureMember() || busy) return;
    setBusy(true);
    try {
      const res = await api.post<FollowResult>('/follow', { object_id: objectId, is_cancel: on });
      setOn(res.is_followed);
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={`q-btn q-btn--small${on ? ' q-btn--primary' : ''}`} aria-pressed={on} data-testid={testId} onClick={() => void toggle()}>
      {on ? t('following') : t('follow')}
    </button>
  );
}

/** Fills QuestionActionsSlot. */
export function FollowQuestion({ context }: FillProps<QuestionActionsContext>) {
  return <FollowButton objectId={context.questionId} followed={context.isFollowed} testId="follow-question" />;
}

/** Fills TagActionsSlot. */
export function FollowTag({ context: { tag } }: FillProps<TagPageContext>) {
  return <FollowButton objectId={tag.tag_id} followed={tag.is_follower} testId="follow-tag" />;
}
