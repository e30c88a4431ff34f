import { useEffect, useState } from 'react';
import { ApiError, ensureMember, formatCount, toast, useCaptchaFlow, type FillProps, useTranslation } from '../../../../web/src/sdk';
import type { PostVoteContext } from '../../../questions/web/slots';
import { vote, type VoteStatus } from '../api';
import '../votes.css';

const NS = 'plugin.votes';

/** The owner's context carries the server's string; anything but a direction means no vote. */
const asVoteStatus = (s: string): VoteStatus => (s === 'vote_up' || s === 'vote_down' ? s : '');

/** Up/down buttons and the score of a question or answer (PostVoteSlot). */
export function VoteButtons({ context: ctx }: FillProps<PostVoteContext>) {
  const { t } = useTranslation(NS);
  const [votes, setVotes] = useState(ctx.votes);
  const [status, setStatus] = useState<VoteStatus>(asVoteStatus(ctx.voteStatus));
  const [busy, setBusy] = useState(false);
  const captcha = useCaptchaFlow('vote');
  useEffect(() => {
    setVotes(ctx.votes);
    setStatus(asVoteStatus(ctx.voteStatus));
  }, [ctx.votes, ctx.voteStatus]);

  const press = async (direction: 'up' | 'down') => {
    if (!(await ensureMember()) || busy) return;
    setBusy(true);
    try {
      const res = await captcha.run((answer) => vote(ctx.objectId, direction, status, answer));
      setVotes(res.votes);
      setStatus(res.vote_status || '');
    } catch (err) {
      // SPEC §8: vote errors show the server's message in a danger toast
      if (err instanceof ApiError && err.errType) {
        const self = err.reason.includes('vote_for_self') || err.reason.includes('vote_your_self');
        toast(self ? t('self_vote') : err.message, 'danger');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="qv-votes" data-testid="vote-buttons" data-vote-status={status}>
      <button
        type="button"
        className={`qv-btn${status === 'vote_up' ? ' is-active' : ''}`}
        aria-pressed={status === 'vote_up'}
        aria-label={t('up')}
        title={t('up')}
        data-testid="vote-up"
        onClick={() => void press('up')}
      >
        ▲
      </button>
      <span className="qv-count" data-testid="vote-count">
        {formatCount(votes)}
      </span>
      <button
        type="button"
        className={`qv-btn${status === 'vote_down' ? ' is-active' : ''}`}
        aria-pressed={status === 'vote_down'}
        aria-label={t('down')}
        title={t('down')}
        data-testid="vote-down"
        onClick={() => void press('down')}
      >
        ▼
      </button>
      {captcha.modal}
    </div>
  );
}
