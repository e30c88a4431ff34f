import { useState } from 'react';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { confirmModal, Loading, RelativeTime, toast, useTranslation } from '../../../../../web/src/sdk';
import { questionPath } from '../../api';
import { ADMIN_QUESTION_FILTERS, adminPostKey, adminPostsApi, statusName, type AdminQuestionItem, type AdminQuestionPage } from '../../admin-api';
import { AdminPostActions } from './admin-post-actions';
import { AdminPostList, useAdminPostParams, useRefreshAdminPosts } from './admin-post-list';
import { AdminPostStatusModal } from './admin-post-status-modal';

const NS = 'plugin.questions';

/** /admin/questions: questions by status with search, counts and the post-status modal. */
export function AdminQuestionsPage() {
  const { t } = useTranslation(NS);
  const state = useAdminPostParams(ADMIN_QUESTION_FILTERS);
  const [editing, setEditing] = useState<AdminQuestionItem | null>(null);
  const refresh = useRefreshAdminPosts('question');
  const { data, isLoading } = useSWR<AdminQuestionPage>(adminPostKey('question', state));

  const undelete = async (q: AdminQuestionItem) => {
    if (!(await confirmModal(t('admin.undelete_confirm')))) return;
    await adminPostsApi.setQuestionStatus(q.id, 'normal');
    toast(t('admin.updated'), 'success');
    await refresh();
  };

  return (
    <AdminPostList kind="question" filters={ADMIN_QUESTION_FILTERS} state={state} count={data?.count}>
      {isLoading ? <Loading /> : (
        <table className="q-table">
          <thead>
            <tr>
              <th>{t('admin.col.post')}</th><th>{t('admin.col.votes')}</th><th>{t('admin.col.answers')}</th>
              <th>{t('admin.col.author')}</th><th>{t('admin.col.created')}</th><th>{t('admin.col.status')}</th><th>{t('admin.col.action')}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.list ?? []).map((q) => (
              <tr key={q.id} data-testid="admin-question-row" data-id={q.id}>
                <td>
                  <Link to={questionPath(q)} target="_blank">{q.title}</Link>
                  {q.excerpt && <span className="q-muted q-block">{q.excerpt}</span>}
                </td>
                <td>{q.vote_count}</td>
                <td>{q.answer_count}</td>
                <td><Link to={`/admin/users/${q.user_info.id}`}>{q.user_info.display_name || q.user_info.username}</Link></td>
                <td><RelativeTime time={q.create_time} /></td>
                <td><span className={`q-badge q-badge--${statusName(q.status)}`}>{t(`admin.status.${statusName(q.status)}`)}</span></td>
                <td>
                  <AdminPostActions editPath={`/posts/${q.id}/edit`} deleted={q.status === 10} pendingId={q.status === 11 ? q.id : undefined}
                    onChangeStatus={() => setEditing(q)} onUndelete={() => void undelete(q).catch(() => undefined)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing && (
        <AdminPostStatusModal kind="question" id={editing.id} current={statusName(editing.status)} onClose={() => setEditing(null)}
          onDone={() => { setEditing(null); void refresh(); }} />
      )}
    </AdminPostList>
  );
}
