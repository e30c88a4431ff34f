import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { Loading, OrderTabs, Pagination, accountState, formatCount, useCurrentUser, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { TAG_ORDERS, TAG_PAGE_SIZE, deletedTagsKey, tagPageKey, type TagOrder, type TagPage } from '../api';

const NS = 'plugin.tags';
type ListTab = TagOrder | 'deleted';

/** `/tags`: popular, name or newest, with search and paging (SPEC §2.1, §9); staff also see the deleted ones. */
export function TagListPage() {
  const { t } = useTranslation(NS);
  usePageTitle(`${NS}:page_title.tags`);
  const user = useCurrentUser();
  const staff = accountState(user).isAdmin || accountState(user).isModerator;
  const [params, setParams] = useSearchParams();
  // Staff get a fourth tab, the deleted tags (to recover them), in the tabs' own `order` parameter.
  const tabs: readonly ListTab[] = staff ? [...TAG_ORDERS, 'deleted'] : TAG_ORDERS;
  const order = (tabs as readonly string[]).includes(params.get('order') ?? '') ? (params.get('order') as ListTab) : 'popular';
  const deleted = order === 'deleted';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = params.get('q') ?? '';
  const [search, setSearch] = useState(query);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search === query) return;
      const next = new URLSearchParams(params);
      if (search.trim()) next.set('q', search.trim());
      else next.delete('q');
      next.delete('page');
      setParams(next, { replace: true });
    }, 400);
    return () => clearTimeout(timer);
  }, [search, query, params, setParams]);

  const filter = query ? { slug_name: query } : {};
  const { data, isLoading } = useSWR<TagPage>(
    order === 'deleted' ? deletedTagsKey({ page, page_size: TAG_PAGE_SIZE, ...filter }) : tagPageKey({ page, page_size: TAG_PAGE_SIZE, query_cond: order, ...filter }),
    { keepPreviousData: true },
  );
  return (
    <section data-testid="tag-list">
      <div className="q-row q-space-between q-wrap">
        <h1>{t('list.heading')}</h1>
        {staff && (
          <Link to="/tags/create" className="q-btn q-btn--primary" data-testid="create-tag">
            {t('list.create')}
          </Link>
        )}
      </div>
      <div className="qt-toolbar">
        <input className="q-input" type="search" name="tag_filter" value={search} placeholder={t('list.search')} aria-label={t('list.search')} onChange={(e) => setSearch(e.target.value)} />
        <OrderTabs orders={tabs} current={order} labelOf={(o) => t(`order.${o}`)} label={t('list.sort')} className="qt-sort" testId="tag-tabs" />
      </div>
      {deleted && <p className="q-muted">{t('list.deleted_hint')}</p>}
      {isLoading && !data ? (
        <Loading />
      ) : !data?.list.length ? (
        <p className="q-muted" data-testid="tag-list-empty">{deleted ? t('list.deleted_empty') : t('list.empty')}</p>
      ) : (
        <>
          <ul className="qt-grid">
            {data.list.map((tag) => (
              <li key={tag.slug_name} className="qt-card" data-testid="tag-card">
                <Link to={`/tags/${encodeURIComponent(tag.slug_name)}${deleted ? '/info' : ''}`} className="qt-tag">
                  {tag.display_name}
                </Link>
                <span className="qt-card__excerpt q-muted">{tag.excerpt || tag.description || ''}</span>
                <span className="q-muted">{t('list.questions', { count: tag.question_count, n: formatCount(tag.question_count) })}</span>
              </li>
            ))}
          </ul>
          <Pagination currentPage={page} totalSize={data.count} pageSize={TAG_PAGE_SIZE} />
        </>
      )}
    </section>
  );
}
