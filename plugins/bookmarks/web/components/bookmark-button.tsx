import { useEffect, useState } from 'react';
import { api, ensureMember, formatCount, type FillProps, useTranslation } from '../../../../web/src/sdk';
import type { PostActionsContext } from '../../../questions/web/slots';
import type { SwitchResult } from '../../schemas/bookmark';

const NS = 'plugin.bookmarks';

/** Bookmark toggle; the count comes from the server (SPEC §4 Bookmark). Fills PostActionsSlot. */
export function BookmarkButton({ context: ctx }: FillProps<PostActionsContext>) {
  const { t } = useTranslation(NS);
  const [on, setOn] = useState(ctx.collected);
  const [count, setCount] = useState(ctx.collectionCount);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setOn(ctx.collected);
    setCount(ctx.collectionCount);
  }, [ctx.collected, ctx.collectionCount]);

  const toggle = async () => {
    if (!(await ensureMember()) || busy) return;
    setBusy(true);
    try {
      const res = await api.post<SwitchResult>('/collection/switch', { group_id: '0', object_id: ctx.objectId });
      setOn(res.switch);
      setCount(res.object_collection_count);
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`q-btn q-btn--link qb-bookmark${on ? ' is-active' : ''}`}
      aria-pressed={on}
      data-testid="bookmark"
      title={on ? t('remove') : t('add')}
      onClick={() => void toggle()}
    >
      {on ? '★' : '☆'} {on ? t('bookmarked') : t('bookmark')}
      <span className="q-muted" data-testid="bookmark-count"> {formatCount(count)}</span>
    </button>
  );
}
