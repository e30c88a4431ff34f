import { useState } from 'react';
import useSWR from 'swr';
import { adminApi, adminKey, Loading, Pagination, toast, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import type { AdminBadge, AdminBadgesPage } from '../../schemas/badge';
import { BadgeIcon } from './badge-icon';
import '../badges.css';

const NS = 'plugin.badges';
const FILTERS = ['', 'active', 'inactive'] as const;
const PAGE_SIZE = 20;

/** `/admin/badges` (Answer's admin badges): every badge with its group and awards, filtered, each switched on or off. */
export function AdminBadgesPage() {
  const { t } = useTranslation(NS);
  usePageTitle(`${NS}:admin.title`);
  const [status, setStatus] = useState<(typeof FILTERS)[number]>('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const { data, mutate } = useSWR<AdminBadgesPage>(adminKey('/badges', { page, page_size: PAGE_SIZE, status, q }));

  const toggle = async (badge: AdminBadge) => {
    const next = badge.status === 'active' ? 'inactive' : 'active';
    await adminApi.put('/badge/status', { id: badge.id, status: next });
    toast(t(next === 'active' ? 'admin.activated' : 'admin.deactivated'), 'success');
    await mutate();
  };

  return (
    <div data-testid="admin-badges">
      <h2>{t('admin.title')}</h2>
      <div className="q-row q-wrap qb-admin-filters">
        <div className="q-tabs" role="tablist">
          {FILTERS.map((f) => (
            <button key={f || 'all'} type="button" role="tab" aria-selected={status === f} className={`q-btn ${status === f ? 'q-btn--primary' : ''}`} onClick={() => { setStatus(f); setPage(1); }}>
              {t(`admin.filter.${f || 'all'}`)}
            </button>
          ))}
        </div>
        <input className="q-input qb-admin-search" type="search" value={q} placeholder={t('admin.search')} aria-label={t('admin.search')} onChange={(e) => { setQ(e.target.value); setPage(1); }} />
      </div>
      {!data ? <Loading /> : (
        <table className="q-table">
          <thead>
            <tr><th>{t('admin.name')}</th><th>{t('admin.group')}</th><th>{t('admin.awards')}</th><th>{t('admin.status')}</th><th>{t('admin.action')}</th></tr>
          </thead>
          <tbody>
            {data.list.map((badge) => (
              <tr key={badge.id} data-testid="admin-badge-row">
                <td><span className="qb-admin-name"><BadgeIcon icon={badge.icon} level={badge.level} size={28} /> <strong>{badge.name}</strong></span></td>
                <td>{badge.group_name}</td>
                <td>{badge.award_count}</td>
                <td><span className={`q-badge q-badge--${badge.status === 'active' ? 'normal' : 'inactive'}`}>{t(`admin.filter.${badge.status}`)}</span></td>
                <td><button type="button" className="q-btn q-btn--link" onClick={() => void toggle(badge).catch(() => undefined)}>{t(badge.status === 'active' ? 'admin.deactivate' : 'admin.activate')}</button></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && <Pagination currentPage={page} totalSize={data.count} pageSize={PAGE_SIZE} onChange={setPage} />}
    </div>
  );
}
