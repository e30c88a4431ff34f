import { Link, useParams, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { ErrorPage, Loading, OrderTabs, Pagination, formatCount, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { hasAcceptedAnswer, questionPath, QuestionStatus } from '../../../questions/web/api';
import { LINKED_PAGE_SIZE, LINKED_TABS, linkedKey, type LinkedTab, type QuestionPage } from '../api';

const NS = 'plugin.question-links';

const readTab = (value: string | null): LinkedTab => LINKED_TABS.find((o) => o === value) ?? LINKED_TABS[0];

/** `/linked/:qid`: every question linked to or from one question, with sort tabs and pages (Answer's page). */
export function LinkedPage() {
  const { t } = useTranslation(NS);
  const { qid = '' } = useParams();
  const [params] = useSearchParams();
  const order = readTab(params.get('order'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  usePageTitle(`${NS}:page.title`);
  const { data, error } = useSWR<QuestionPage>(linkedKey(qid, { page, page_size: LINKED_PAGE_SIZE, order }), { keepPreviousData: true });
  if (error) return <ErrorPage code="404" />;
  return (
    <section className="ql-page" data-testid="linked-page">
      <div className="q-row q-space-between q-wrap">
        <div>
          <h1>{t('page.title')}</h1>
          <Link to={`/questions/${encodeURIComponent(qid)}`} data-testid="linked-back">
            {t('page.back')}
          </Link>
        </div>
        <OrderTabs orders={LINKED_TABS} current={order} labelOf={(o) => t(`page.order.${o}`)} label={t('page.sort')} className="ql-sort" testId="linked-sort" />
      </div>
      {!data ? (
        <Loading />
      ) : data.list.length === 0 ? (
        <p className="q-muted ql-empty" data-testid="linked-empty">
          {t('page.empty')}
        </p>
      ) : (
        <>
          <p className="q-muted">{t('page.count', { count: data.count })}</p>
          <ul className="ql-rows">
            {data.list.map((q) => (
              <li key={q.id} className="ql-row" data-testid="linked-row">
                <h2 className="ql-row__title">
                  <Link to={questionPath(q)}>{q.title}</Link>
                  {q.status === QuestionStatus.closed && <span className="q-badge"> {t('page.closed')}</span>}
                </h2>
                <div className="ql-row__counts q-muted">
                  <span>{t('page.votes', { count: q.vote_count, n: formatCount(q.vote_count) })}</span>
                  <span className={hasAcceptedAnswer(q) ? 'ql-row__accepted' : undefined}>
                    {hasAcceptedAnswer(q) && <span aria-label={t('accepted')}>✓ </span>}
                    {t('answers', { count: q.answer_count, n: formatCount(q.answer_count) })}
                  </span>
                  <span>{t('page.views', { count: q.view_count, n: formatCount(q.view_count) })}</span>
                </div>
              </li>
            ))}
          </ul>
          <Pagination currentPage={page} totalSize={data.count} pageSize={LINKED_PAGE_SIZE} />
        </>
      )}
    </section>
  );
}
