import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { adminKey, RelativeTime, type AdminUserContext, type FillProps, useTranslation } from '../../../../web/src/sdk';
import { STATUS_HISTORY_PAGE_SIZE, type PostStatusPage } from '../../schemas/status-history';

const NS = 'plugin.revisions';

/** The admin's member overview: who changed the status of the member's posts, when, and why. */
export function PostStatusHistory({ context }: FillProps<AdminUserContext>) {
  const { t } = useTranslation(NS);
  const { data } = useSWR<PostStatusPage>(adminKey('/activity/post-status', { user_id: context.user_id, page: 1, page_size: STATUS_HISTORY_PAGE_SIZE }));
  if (!data) return null;
  return (
    <section data-testid="post-status-history">
      <h3>{t('status_history.title')}</h3>
      {data.list.length === 0 && <p className="q-muted">{t('status_history.empty')}</p>}
      {data.list.length > 0 && (
        <table className="q-table">
          <thead>
            <tr>
              <th scope="col">{t('status_history.post')}</th>
              <th scope="col">{t('status_history.change')}</th>
              <th scope="col">{t('status_history.by')}</th>
              <th scope="col">{t('status_history.reason')}</th>
              <th scope="col">{t('status_history.when')}</th>
            </tr>
          </thead>
          <tbody>
            {data.list.map((step) => (
              <tr key={step.activity_id} data-testid="post-status-step">
                <td>
                  <Link to={step.object_type === 'answer' ? `/posts/${step.question_id}/${step.object_id}/timeline` : `/posts/${step.object_id}/timeline`}>{step.title}</Link>
                  {step.object_type === 'answer' && <span className="q-muted"> ({t('status_history.answer')})</span>}
                </td>
                <td>{t(`activity.${step.activity_type}`)}</td>
                <td>{step.operator.display_name || step.operator.username}</td>
                <td>{step.comment}</td>
                <td><RelativeTime time={step.created_at} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
