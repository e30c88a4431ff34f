import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { confirmModal, Loading, RelativeTime, toast, useTranslation } from '../../../../../web/src/sdk';
import { isAccepted, questionPath } from '../../api';
import { ADMIN_ANSWER_FILTERS, adminPostKey, adminPostsApi, statusName, type AdminAnswerItem, type AdminAnswerPage } from '../../admin-api';
import { AdminPostActions } from './admin-post-actions';
import { AdminPostList, useAdminPostParams, useRefreshAdminPosts } from './admin-post-list';
import { AdminPostStatusModal } from './admin-post-status-modal';

const NS = 'plugin.questions';

/** /admin/answers: answers by status with search, the question each answers and the post-status modal. */
export function AdminAnswersPage() {
  const { t } = useTranslation(NS);
  const state = useAdminPostParams(ADMIN_ANSWER_FILTERS);
  const [editing, setEditing] = useState<AdminAnswerItem | null>(null);
  const refresh = useRefreshAdminPosts('answer');
  const { data, isLoading } = useSWR<AdminAnswerPage>(adminPostKey('answer', state));

  const undelete = async (a: AdminAnswerItem) => {
    if (!(await confirmModal(t('admin.undelete_confirm')))) return;
    await adminPostsApi.setAnswerStatus(a.id, 'normal');
    toast(t('admin.updated'), 'success');
    await refresh();
  };

  return (
    <AdminPostList kind="answer" filters={ADMIN_ANSWER_FILTERS} state={state} count={data?.count}>
      {isLoading ? <Loading /> : (
        <table className="q-table">
          <thead>
            <tr>
              <th>{t('admin.col.post')}</th><th>{t('admin.col.votes')}</th><th>{t('admin.col.author')}</th>
              <th>{t('admin.col.created')}</th><th>{t('admin.col.status')}</th><th>{t('admin.col.action')}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.list ?? []).map((a) => (
              <tr key={a.id} data-testid="admin-answer-row" data-id={a.id}>
                <td>
                  <Link to={questionPath(a.question_info, a.id)} target="_blank">{a.question_info.title}</Link>
                  {isAccepted(a) && <span className="q-badge q-badge--accepted"> {t('admin.accepted')}</span>}
                  {a.excerpt && <span className="q-muted q-block">{a.excerpt}</span>}
                </td>
                <td>{a.vote_count}</td>
                <td><Link to={`/admin/users/${a.user_info.id}`}>{a.user_info.display_name || a.user_info.username}</Link></td>
                <td><RelativeTime time={a.create_time} /></td>
                <td><span className={`q-badge q-badge--${statusName(a.status)}`}>{t(`admin.status.${statusName(a.status)}`)}</span></td>
                <td>
                  <AdminPostActions editPath={`/posts/${a.question_id}/${a.id}/edit`} deleted={a.status === 10} pendingId={a.status === 11 ? a.id : undefined}
                    onChangeStatus={() => setEditing(a)} onUndelete={() => void undelete(a).catch(() => undefined)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing && (
        <AdminPostStatusModal kind="answer" id={editing.id} current={statusName(editing.status)} onClose={() => setEditing(null)}
          onDone={() => { setEditing(null); void refresh(); }} />
      )}
    </AdminPostList>
  );
}
