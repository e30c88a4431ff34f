import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SearchIcon, useTranslation } from '../../../../web/src/sdk';
import '../search.css';

const NS = 'plugin.search';

/**
 * The header's search box (SPEC §2.3): submits to /search?q=, keeps the current query shown. Its
 * `action` makes it work before the app has loaded too (the browser's own GET to the same address).
 */
export function HeaderSearch() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [q, setQ] = useState(params.get('q') ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (q.trim()) navigate(`/search?q=${encodeURIComponent(q.trim())}`);
  };
  return (
    <form className="qs-header-form" role="search" action="/search" onSubmit={submit} data-testid="header-search">
      <SearchIcon className="q-header__search-icon" />
      <input type="search" name="q" value={q} maxLength={60} placeholder={t('header.placeholder')} aria-label={t('header.label')} onChange={(e) => setQ(e.target.value)} />
    </form>
  );
}
