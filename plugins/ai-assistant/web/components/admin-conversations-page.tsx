import { useState } from 'react';
import useSWR from 'swr';
import { adminApi, Avatar, confirmModal, Loading, Modal, Pagination, RelativeTime, toast, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { aiKeys, CONVERSATION_PAGE_SIZE, type AdminConversationDetail, type AdminConversationPage } from '../api';
import { ConversationRecords } from './conversation-records';
import '../ai-assistant.css';

const NS = 'plugin.ai-assistant';

/** `/admin/ai-assistant`: every member's conversations, newest first, with their votes; read one, delete one. */
export function AdminConversationsPage() {
  const { t } = useTranslation(NS);
  usePageTitle(`${NS}:menu_conversations`);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const { data, isLoading, mutate } = useSWR<AdminConversationPage>(aiKeys.adminConversations(page));

  const remove = async (id: string, topic: string) => {
    if (!(await confirmModal(t('admin.confirm_delete', { topic })))) return;
    await adminApi.del('/ai/conversation', { conversation_id: id });
    setOpen(null);
    toast(t('admin.deleted'), 'success');
    await mutate();
  };

  return (
    <div data-testid="admin-ai-conversations">
      <h2>{t('menu_conversations')}</h2>
      {isLoading && <Loading />}
      {data?.count === 0 && <p className="q-muted" data-testid="ai-admin-empty">{t('admin.empty')}</p>}
      {!!data?.list.length && (
        <div className="qai-table-wrap">
          <table className="q-table qai-table">
            <thead>
              <tr><th>{t('admin.topic')}</th><th>{t('admin.member')}</th><th>{t('admin.votes')}</th><th>{t('admin.created')}</th><th>{t('admin.action')}</th></tr>
            </thead>
            <tbody>
              {data.list.map((c) => (
                <tr key={c.id} data-testid="ai-admin-row" data-id={c.id}>
                  <td><button type="button" className="q-btn q-btn--link qai-topic" data-testid="ai-admin-open" onClick={() => setOpen(c.id)}>{c.topic}</button></td>
                  <td><span className="q-row q-gap qai-who"><Avatar avatar={c.user_info.avatar} name={c.user_info.display_name} size={24} />{c.user_info.display_name}</span></td>
                  <td className="qai-nowrap" data-testid="ai-admin-votes">{t('admin.vote_counts', { helpful: c.helpful_count, unhelpful: c.unhelpful_count })}</td>
                  <td className="qai-nowrap"><RelativeTime time={c.created_at} /></td>
                  <td><button type="button" className="q-btn q-btn--small" data-testid="ai-admin-delete" onClick={() => void remove(c.id, c.topic).catch(() => undefined)}>{t('admin.delete')}</button></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.count > CONVERSATION_PAGE_SIZE && <Pagination currentPage={page} pageSize={CONVERSATION_PAGE_SIZE} totalSize={data.count} onChange={setPage} />}
      {open && <ConversationModal id={open} onClose={() => setOpen(null)} onDelete={remove} />}
    </div>
  );
}

function ConversationModal({ id, onClose, onDelete }: { id: string; onClose: () => void; onDelete: (id: string, topic: string) => Promise<void> }) {
  const { t } = useTranslation(NS);
  const { data } = useSWR<AdminConversationDetail>(aiKeys.adminConversation(id));
  const footer = (
    <>
      <button type="button" className="q-btn" onClick={onClose}>{t('admin.close')}</button>
      {data && <button type="button" className="q-btn q-btn--primary" data-testid="ai-admin-modal-delete" onClick={() => void onDelete(id, data.topic).catch(() => undefined)}>{t('admin.delete')}</button>}
    </>
  );
  return (
    <Modal open title={data?.topic ?? t('admin.conversation')} onClose={onClose} footer={footer} testId="ai-admin-modal">
      {!data ? <Loading /> : (
        <>
          <p className="q-muted">{t('admin.asked_by', { name: data.user_info.display_name })} · <RelativeTime time={data.created_at} /></p>
          <ConversationRecords records={data.records} />
        </>
      )}
    </Modal>
  );
}
