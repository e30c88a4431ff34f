import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ensureMember, formatCount, type SlotProps } from '../../../../web/src/sdk';

const NS = 'plugin.bookmarks';

interface BookmarkContext {
  objectId: string;
  collected?: boolean;
  collectionCount?: number;
}

interface SwitchResult {
  switch: boolean;
  object_collection_count: number;
}

/** Bookmark toggle; the count comes from the server (SPEC §4 Bookmark). Slot `post.actions`. */
export function BookmarkButton({ context }: SlotProps) {
  const { t } = useTranslation(NS);
  const ctx = context as unknown as BookmarkContext;
  const [on, setOn] = useState(Boolean(ctx.collected));
  const [count, setCount] = useState(ctx.collectionCount ?? 0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setOn(Boolean(ctx.collected));
    setCount(ctx.collectionCount ?? 0);
  }, [ctx.collected, ctx.collectionCount]);

  const toggle = async () => {
    if (!ensureMember() || busy) return;
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
