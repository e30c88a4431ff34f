import { useState } from 'react';
import useSWR from 'swr';
import { ensureMember, formatCount, type FillProps, useTranslation } from '../../../../web/src/sdk';
import type { PostActionsContext } from '../../../questions/web/slots';
import { EMOJIS, reactionsApi, reactionsKey, type Emoji, type ReactionSummary } from '../api';
import { ReactionIcon } from './reaction-icons';
import '../reactions.css';

const NS = 'plugin.reactions';

/**
 * A post's reactions: each emoji members chose with its count (its title names who), pressed
 * when the viewer chose it, and a "+" that opens the three to choose from. Fills PostActionsSlot.
 */
export function ReactionBar({ context: ctx }: FillProps<PostActionsContext>) {
  const { t } = useTranslation(NS);
  const { data, mutate } = useSWR<ReactionSummary>(reactionsKey(ctx.objectId), { revalidateOnFocus: false });
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const summary = data?.reaction_summary ?? [];
  const mine = (emoji: Emoji) => summary.some((r) => r.emoji === emoji && r.is_active);

  const toggle = async (emoji: Emoji) => {
    setPicking(false);
    if (!(await ensureMember()) || busy) return;
    setBusy(true);
    try {
      await mutate(await reactionsApi.set(ctx.objectId, emoji, !mine(emoji)), { revalidate: false });
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="qr-reactions" data-testid="reactions">
      {summary.map((r) => (
        <button
          key={r.emoji}
          type="button"
          className={`qr-reaction${r.is_active ? ' is-active' : ''}`}
          aria-pressed={r.is_active}
          aria-label={t(r.is_active ? 'undo' : 'react', { emoji: t(r.emoji) })}
          title={`${t(r.emoji)}: ${r.tooltip}`}
          data-testid={`reaction-${r.emoji}`}
          onClick={() => void toggle(r.emoji)}
        >
          <ReactionIcon name={r.emoji} /> {formatCount(r.count)}
        </button>
      ))}
      <span className="qr-picker-anchor">
        <button type="button" className="qr-reaction qr-add" aria-haspopup="true" aria-expanded={picking} aria-label={t('add')} title={t('add')} data-testid="reaction-add" onClick={() => setPicking((v) => !v)}>
          <ReactionIcon name="add" />+
        </button>
        {picking && (
          <span className="qr-picker" role="menu">
            {EMOJIS.map((emoji) => (
              <button key={emoji} type="button" role="menuitem" className={`qr-reaction${mine(emoji) ? ' is-active' : ''}`} aria-label={t(mine(emoji) ? 'undo' : 'react', { emoji: t(emoji) })} data-testid={`reaction-pick-${emoji}`} onClick={() => void toggle(emoji)}>
                <ReactionIcon name={emoji} />
              </button>
            ))}
          </span>
        )}
      </span>
    </span>
  );
}
