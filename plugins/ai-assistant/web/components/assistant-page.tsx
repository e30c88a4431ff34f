import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { ErrorPage, Loading, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { aiKeys, sendMessage, type AiStatus, type ConversationDetail } from '../api';
import { ConversationList } from './conversation-list';
import { ConversationRecords, type ShownRecord } from './conversation-records';
import '../ai-assistant.css';

const NS = 'plugin.ai-assistant';
const MAX_MESSAGE = 4000;

/** The exchange being streamed: the member's message and the reply so far. */
interface Live { question: string; replyId: string; reply: string }

/**
 * `/ai-assistant` (a new conversation) and `/ai-assistant/:conversationId`: the member's
 * conversation with the reply streaming in, votes on replies, and their other conversations.
 */
export function AssistantPage() {
  const { t } = useTranslation(NS);
  const { conversationId } = useParams();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { data: status } = useSWR<AiStatus>(aiKeys.status());
  const detailKey = conversationId ? aiKeys.conversation(conversationId) : null;
  const { data: detail, error, mutate: reload } = useSWR<ConversationDetail>(detailKey);
  const [message, setMessage] = useState('');
  const [live, setLive] = useState<Live | null>(null);
  const [failed, setFailed] = useState(false);
  const stop = useRef<AbortController | null>(null);
  usePageTitle(`${NS}:title`);

  const send = async (e?: FormEvent) => {
    e?.preventDefault();
    const question = message.trim();
    if (!question || live) return;
    const id = conversationId ?? crypto.randomUUID();
    const controller = new AbortController();
    stop.current = controller;
    setMessage('');
    setFailed(false);
    setLive({ question, replyId: '', reply: '' });
    try {
      await sendMessage(id, question, (piece) => setLive((now) => now && { ...now, replyId: piece.id, reply: now.reply + piece.content }), controller.signal);
    } catch {
      // refusals are shown by the API client; a stopped reply keeps what came
      if (!controller.signal.aborted) {
        setFailed(true);
        setMessage(question);
      }
    }
    stop.current = null;
    if (!conversationId) navigate(`/ai-assistant/${id}`, { replace: true });
    else await reload();
    await mutate((key) => Array.isArray(key) && key[1] === '/ai/conversation/page');
    setLive(null);
  };

  if (error) return <ErrorPage code="404" />;
  const records: ShownRecord[] = detail?.records ?? [];
  const shown: ShownRecord[] = live
    ? [...records, { chat_completion_id: `live-q`, role: 'user', content: live.question }, ...(live.reply ? [{ chat_completion_id: live.replyId || 'live-a', role: 'assistant' as const, content: live.reply, streaming: true }] : [])]
    : records;

  return (
    <div className="qai-page" data-testid="ai-assistant-page">
      <section className="qai-chat">
        <div className="q-row q-space-between q-gap q-wrap">
          <h1 className="qai-title">{detail?.topic ?? t('title')}</h1>
          {conversationId && <a className="q-btn q-btn--small" href="/ai-assistant" data-testid="ai-new" onClick={(e) => { e.preventDefault(); navigate('/ai-assistant'); }}>{t('new')}</a>}
        </div>
        {status && !status.enabled && <p className="q-alert q-alert--warning" data-testid="ai-off">{t('off')}</p>}
        {conversationId && !detail && !live && <Loading />}
        {shown.length === 0 && !conversationId && <p className="q-muted" data-testid="ai-intro">{t('intro')}</p>}
        <ConversationRecords records={shown} voteAfter={() => void reload()} votable />
        {live && !live.reply && <p className="q-muted" data-testid="ai-thinking">{t('thinking')}</p>}
        {failed && <p className="q-alert q-alert--danger" data-testid="ai-failed">{t('failed')}</p>}
        <form className="qai-compose" onSubmit={(e) => void send(e)}>
          <label className="q-visually-hidden" htmlFor="qai-message">{t('message')}</label>
          <textarea
            id="qai-message" className="q-input" rows={3} maxLength={MAX_MESSAGE} value={message} placeholder={t('placeholder')} data-testid="ai-message"
            disabled={status?.enabled === false}
            onChange={(e) => setMessage(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
            }}
          />
          <div className="q-row q-gap qai-compose__actions">
            <span className="q-muted qai-hint">{t('hint')}</span>
            {live
              ? <button type="button" className="q-btn" data-testid="ai-stop" onClick={() => stop.current?.abort()}>{t('stop')}</button>
              : <button type="submit" className="q-btn q-btn--primary" data-testid="ai-send" disabled={!message.trim() || status?.enabled === false}>{t('send')}</button>}
          </div>
        </form>
      </section>
      <aside className="qai-aside">
        <ConversationList current={conversationId} />
      </aside>
    </div>
  );
}
