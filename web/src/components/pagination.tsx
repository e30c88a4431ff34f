import { useTranslation } from '../i18n/use-translation';
import { Link, useLocation } from 'react-router-dom';
import { paginationItems, totalPages } from './pagination-items';

export const DEFAULT_PAGE_SIZE = 15;

export interface PaginationProps {
  currentPage: number;
  totalSize: number;
  pageSize?: number;
  /** Called instead of navigating (e.g. inside a modal); otherwise links set ?page=. */
  onChange?: (page: number) => void;
}

export function Pagination({ currentPage, totalSize, pageSize = DEFAULT_PAGE_SIZE, onChange }: PaginationProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const pages = totalPages(totalSize, pageSize);
  const items = paginationItems(currentPage, pages);
  if (items.length === 0) return null;

  const href = (page: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(page));
    return `${location.pathname}?${params.toString()}`;
  };
  const link = (page: number, label: string, key: string, extra = '') =>
    onChange ? (
      <button key={key} type="button" className={`q-page ${extra}`} onClick={() => onChange(page)}>
        {label}
      </button>
    ) : (
      <Link key={key} to={href(page)} className={`q-page ${extra}`}>
        {label}
      </Link>
    );

  return (
    <nav className="q-pagination" aria-label={t('pagination.label')} data-testid="pagination">
      {currentPage > 1 && link(currentPage - 1, t('pagination.prev'), 'prev')}
      {items.map((item) =>
        item.type === 'ellipsis'
          ? link(item.page, t('pagination.ellipsis'), `e${item.page}`, 'q-page--ellipsis')
          : item.page === currentPage
            ? (
                <span key={item.page} className="q-page q-page--active" aria-current="page">
                  {item.page}
                </span>
              )
            : link(item.page, String(item.page), `p${item.page}`),
      )}
      {currentPage < pages && link(currentPage + 1, t('pagination.next'), 'next')}
    </nav>
  );
}
