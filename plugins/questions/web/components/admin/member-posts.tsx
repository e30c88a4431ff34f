import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { RelativeTime, type AdminUserContext, type FillProps, useTranslation } from '../../../../../web/src/sdk';
import { memberPostsKey, statusName, type AdminAnswerPage, type AdminQuestionPage } from '../../admin-api';

const NS = 'plugin.questions';

/** One row: the post's question, its status, when it was posted. */
function Row({ to, title, status, time }: { to: string; title: string; status: number; time: number }) {
  const { t } = useTranslation(NS);
  return (
    <tr>
      <td><Link to={to}>{title}</Link></td>
      <td><span className={`q-badge q-badge--${statusName(status)}`}>{t(`admin.status.${statusName(status)}`)}</span></td>
      <td><RelativeTime time={time} /></td>
    </tr>
  );
}

/** The admin's member overview: the member's newest questions and answers, whatever their status. */
export function MemberPosts({ context }: FillProps<AdminUserContext>) {
  const { t } = useTranslation(NS);
  const { data: questions } = useSWR<AdminQuestionPage>(memberPostsKey('question', context.user_id));
  const { data: answers } = useSWR<AdminAnswerPage>(memberPostsKey('answer', context.user_id));
  return (
    <section data-testid="member-posts">
      <h3>{t('admin.member.posts')}</h3>
      <table className="q-table">
        <caption className="q-muted">{t('admin.member.questions', { count: questions?.count ?? 0 })}</caption>
        <tbody data-testid="member-questions">
          {questions?.list.map((q) => <Row key={q.id} to={`/questions/${q.id}`} title={q.title} status={q.status} time={q.create_time} />)}
        </tbody>
      </table>
      <table className="q-table">
        <caption className="q-muted">{t('admin.member.answers', { count: answers?.count ?? 0 })}</caption>
        <tbody data-testid="member-answers">
          {answers?.list.map((a) => (
            <Row key={a.id} to={`/questions/${a.question_id}/${a.id}`} title={a.question_info.title} status={a.status} time={a.create_time} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
