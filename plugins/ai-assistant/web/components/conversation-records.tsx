import { useState } from 'react';
import { api, useTranslation } from '../../../../web/src/sdk';
import type { ConversationRecord } from '../api';

export type ShownRecord = Pick<ConversationRecord, 'chat_completion_id' | 'role' | 'content'> & Partial<Pick<ConversationRecord, 'helpful' | 'unhelpful'>> & { streaming?: boolean };

/**
 * A conversation's messages: the member's on the right, the replies on the left as plain text
 * (a model's Markdown is not the site's to render as HTML), with helpful / unhelpful under each
 * stored reply when `votable`.
 */
export function ConversationRecords({ records, votable, voteAfter }: { records: ShownRecord[]; votable?: boolean; voteAfter?: () => void }) {
  return (
    <ol className="qai-records" data-testid="ai-records">
      {records.map((r) => (
        <li key={`${r.chat_completion_id}-${r.role}`} className={`qai-bubble qai-bubble--${r.role}`} data-testid={`ai-record-${r.role}`} aria-busy={r.streaming || undefined}>
          <div className="qai-bubble__text">{r.content}</div>
          {votable && r.role === 'assistant' && !r.streaming && r.helpful !== undefined && <ReplyVotes record={r} after={voteAfter} />}
          {!votable && (r.helpful === 1 || r.unhelpful === 1) && <VoteMark helpful={r.helpful === 1} />}
        </li>
      ))}
    </ol>
  );
}

/** How the asker rated a reply, as the admin reads it. */
function VoteMark({ helpful }: { helpful: boolean }) {
  const { t } = useTranslation('plugin.ai-assistant');
  return <span className={`q-badge q-badge--${helpful ? 'normal' : 'suspended'} qai-mark`} data-testid="ai-vote-mark">{t(helpful ? 'helpful' : 'unhelpful')}</span>;
}

function ReplyVotes({ record, after }: { record: ShownRecord; after?: () => void }) {
  const { t } = useTranslation('plugin.ai-assistant');
  const [busy, setBusy] = useState(false);
  const vote = async (type: 'helpful' | 'unhelpful') => {
    const on = type === 'helpful' ? record.helpful === 1 : record.unhelpful === 1;
    setBusy(true);
    try {
      await api.post('/ai/conversation/vote', { chat_completion_id: record.chat_completion_id, vote_type: type, cancel: on });
      after?.();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="qai-votes q-row q-gap">
      {(['helpful', 'unhelpful'] as const).map((type) => (
        <button key={type} type="button" className="q-btn q-btn--small q-btn--light" data-testid={`ai-vote-${type}`} aria-pressed={record[type] === 1} disabled={busy} onClick={() => void vote(type).catch(() => undefined)}>
          {t(type)}
        </button>
      ))}
    </div>
  );
}
