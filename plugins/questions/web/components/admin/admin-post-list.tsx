import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Pagination, usePageTitle, useTranslation } from '../../../../../web/src/sdk';
import { ADMIN_PAGE_SIZE, type AdminPostFilter, type AdminPostKind } from '../../admin-api';

const NS = 'plugin.questions';

/** The list state both admin content pages keep in the address: status tab, search and page. */
export function useAdminPostParams<F extends AdminPostFilter>(filters: readonly F[]) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('status') as F | null;
  const status = wanted && filters.includes(wanted) ? wanted : filters[0];
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const query = params.get('query') ?? '';
  const update = (next: Record<string, string>) => setParams({ ...Object.fromEntries(params), page: '1', ...next });
  return { status, page, query, update };
}

/**
 * After a status change every tab of the list is stale (the post left one and joined another),
 * so all of this kind's cached pages are fetched again, not only the one on screen.
 */
export function useRefreshAdminPosts(kind: AdminPostKind) {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[1] === `/${kind}/page`);
}

interface Props<F extends AdminPostFilter> {
  kind: AdminPostKind;
  filters: readonly F[];
  state: ReturnType<typeof useAdminPostParams<F>>;
  count: number | undefined;
  children: ReactNode;
}

/** The frame of /admin/questions and /admin/answers: heading, status tabs, search box, paging. */
export function AdminPostList<F extends AdminPostFilter>({ kind, filters, state, count, children }: Props<F>) {
  const { t } = useTranslation(NS);
  const [search, setSearch] = useState(state.query);
  usePageTitle(`${NS}:admin.menu_${kind}s`);
  return (
    <div data-testid={`admin-${kind}s`}>
      <h2>{t(`admin.menu_${kind}s`)}</h2>
      <div className="q-row q-gap q-wrap q-space-between">
        <div className="q-tabs" role="tablist">
          {filters.map((f) => (
            <button key={f} type="button" role="tab" aria-selected={state.status === f} className={state.status === f ? 'is-active' : ''}
              data-testid={`admin-posts-tab-${f}`} onClick={() => state.update({ status: f })}>
              {t(`admin.status.${f}`)}
            </button>
          ))}
        </div>
        <form className="q-row q-gap" role="search" onSubmit={(e) => { e.preventDefault(); state.update({ query: search.trim() }); }}>
          <input className="q-input" type="search" name="query" value={search} placeholder={t(`admin.search_${kind}`)} aria-label={t(`admin.search_${kind}`)}
            onChange={(e) => setSearch(e.target.value)} />
        </form>
      </div>
      {children}
      {count === 0 && <p className="q-muted" data-testid="admin-posts-empty">{t('admin.empty')}</p>}
      <Pagination currentPage={state.page} totalSize={count ?? 0} pageSize={ADMIN_PAGE_SIZE} />
    </div>
  );
}
