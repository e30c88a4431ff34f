import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { Pagination, RelativeTime, useTranslation } from '../../../../web/src/sdk';
import { aiKeys, CONVERSATION_PAGE_SIZE, type ConversationPage } from '../api';

/** The member's conversations, newest first, the open one marked. */
export function ConversationList({ current }: { current?: string }) {
  const { t } = useTranslation('plugin.ai-assistant');
  const [page, setPage] = useState(1);
  const { data } = useSWR<ConversationPage>(aiKeys.conversations(page));
  return (
    <nav aria-label={t('history')} data-testid="ai-conversations">
      <h2 className="qai-aside__title">{t('history')}</h2>
      {data?.count === 0 && <p className="q-muted">{t('history_empty')}</p>}
      <ul className="qai-list">
        {data?.list.map((c) => (
          <li key={c.conversation_id}>
            <Link to={`/ai-assistant/${c.conversation_id}`} className={c.conversation_id === current ? 'is-current' : undefined} aria-current={c.conversation_id === current ? 'page' : undefined} data-testid="ai-conversation-link">
              <span className="qai-list__topic">{c.topic}</span>
              <span className="q-muted qai-list__time"><RelativeTime time={c.created_at} /></span>
            </Link>
          </li>
        ))}
      </ul>
      {data && data.count > CONVERSATION_PAGE_SIZE && <Pagination currentPage={page} pageSize={CONVERSATION_PAGE_SIZE} totalSize={data.count} onChange={setPage} />}
    </nav>
  );
}
