import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { Loading, OrderTabs, Pagination, useTranslation } from '../../../../web/src/sdk';
import { QUESTION_PAGE_SIZE, QUESTION_TABS, questionPageKey, type QuestionPage } from '../api';
import { QuestionRow } from './question-row';

const NS = 'plugin.questions';

export function readOrder(value: string | null): (typeof QUESTION_TABS)[number] {
  return QUESTION_TABS.find((o) => o === value) ?? QUESTION_TABS[0];
}

/**
 * Sort tabs, rows and pagination of a question list; `?order=` and `?page=` drive it.
 * `heading` null shows the count instead (SPEC §2.3).
 */
export function QuestionListView({ heading, tag }: { heading: string | null; tag?: string }) {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const order = readOrder(params.get('order'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, isLoading } = useSWR<QuestionPage>(questionPageKey({ page, page_size: QUESTION_PAGE_SIZE, order, tag }), {
    keepPreviousData: true,
  });
  return (
    <section className="qq-list" data-testid="question-list">
      <div className="q-row q-space-between q-wrap">
        <h2 className="qq-list__heading" data-testid="question-list-heading">
          {heading ?? t('list.count', { count: data?.count ?? 0 })}
        </h2>
        <OrderTabs orders={QUESTION_TABS} current={order} labelOf={(o) => t(`order.${o}`)} label={t('list.sort')} className="qq-sort" testId="sort-tabs" />
      </div>
      {isLoading && !data ? (
        <Loading />
      ) : error ? (
        <p className="q-muted">{t('list.load_failed')}</p>
      ) : data && data.list.length > 0 ? (
        <>
          <ul className="qq-rows">
            {data.list.map((q) => (
              <QuestionRow key={q.id} q={q} />
            ))}
          </ul>
          <Pagination currentPage={page} totalSize={data.count} pageSize={QUESTION_PAGE_SIZE} />
        </>
      ) : (
        <p className="qq-empty q-muted" data-testid="question-list-empty">
          {t('list.empty')}
        </p>
      )}
    </section>
  );
}
