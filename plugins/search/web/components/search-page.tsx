import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { CaptchaCancelled, Loading, OrderTabs, Pagination, api, useCaptchaFlow, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { PAGE_SIZE_DEFAULT, SEARCH_ORDERS, readOrder, searchKey, type SearchResult } from '../api';
import { SearchHit } from './search-hit';
import { SearchTips } from './search-tips';
import '../search.css';

const NS = 'plugin.search';

/** `/search?q=&order=&page=`: head with the count and the orders, hits, empty state, tips. */
export function SearchPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const order = readOrder(params.get('order'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  usePageTitle(`${NS}:page_title`, { q });
  // Past Answer's search limit the server asks for a captcha: the dialog opens and the search
  // is sent again with the answer. Not retried on its own, or a closed dialog would reopen.
  const captcha = useCaptchaFlow('search');
  const { data, error, isLoading, mutate } = useSWR<SearchResult>(
    q ? searchKey(q, order, page) : null,
    () => captcha.run((answer) => api.get<SearchResult>('/search', { q, order, page, size: PAGE_SIZE_DEFAULT, ...answer }), { askFirst: false }),
    { keepPreviousData: true, shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return (
    <div className="qs-layout">
      <section className="qs-main" data-testid="search-results">
        <div className="q-row q-space-between q-wrap">
          <h2 className="qs-heading" data-testid="search-heading">
            {q ? t('head.count', { count: data?.count ?? 0, q }) : t('head.no_query')}
          </h2>
          <OrderTabs orders={SEARCH_ORDERS} current={order} labelOf={(o) => t(`order.${o}`)} label={t('head.sort')} testId="search-orders" />
        </div>
        {!q ? null : isLoading && !data ? (
          <Loading />
        ) : error instanceof CaptchaCancelled ? (
          <p className="q-muted" data-testid="search-captcha-needed">
            {t('captcha_needed')}{' '}
            <button type="button" className="q-btn q-btn--link" onClick={() => void mutate()}>{t('captcha_retry')}</button>
          </p>
        ) : error ? (
          <p className="q-muted">{t('load_failed')}</p>
        ) : data && data.list.length > 0 ? (
          <>
            <ul className="qs-hits">
              {data.list.map((item) => (
                <SearchHit key={`${item.object_type}-${item.object.id}`} item={item} />
              ))}
            </ul>
            <Pagination currentPage={page} totalSize={data.count} pageSize={PAGE_SIZE_DEFAULT} />
          </>
        ) : (
          <p className="qs-empty q-muted" data-testid="search-empty">{t('empty')}</p>
        )}
      </section>
      {captcha.modal}
      <aside className="qs-side">
        <SearchTips />
      </aside>
    </div>
  );
}
