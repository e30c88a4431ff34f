import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ensureMember, type SlotProps } from '../../../../web/src/sdk';

const NS = 'plugin.follow';

interface FollowResult {
  follows: number;
  is_followed: boolean;
}

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

/** Slot `question.actions`: context { questionId, isFollowed }. */
export function FollowQuestion({ context }: SlotProps) {
  const id = String(context?.questionId ?? '');
  if (!id) return null;
  return <FollowButton objectId={id} followed={Boolean(context?.isFollowed)} testId="follow-question" />;
}

/** Slot `tag.actions`: context { tag: { tag_id, is_follower } }. */
export function FollowTag({ context }: SlotProps) {
  const tag = context?.tag as { tag_id?: string; is_follower?: boolean } | undefined;
  if (!tag?.tag_id) return null;
  return <FollowButton objectId={tag.tag_id} followed={Boolean(tag.is_follower)} testId="follow-tag" />;
}
