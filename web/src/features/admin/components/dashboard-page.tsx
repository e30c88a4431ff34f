import { useTranslation } from '../../../i18n/use-translation';
import useSWR from 'swr';
import type { Dashboard } from '../../../../../schemas/api/dashboard';
import { usePageTitle } from '../../../components/page-title';
import { adminKeys } from '../api';
import { NextStepsCard } from './next-steps-card';

const STATS = ['question_count', 'resolved_count', 'unanswered_count', 'answer_count', 'comment_count', 'vote_count', 'tag_count', 'user_count', 'report_count'] as const;

/** /admin default page: what to set up next, statistics, site health and system info (SPEC §2.3). */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data } = useSWR<Dashboard>(adminKeys.dashboard(), { shouldRetryOnError: false });
  usePageTitle('admin.nav.dashboard');
  const info = data?.info;
  const yes = (on: boolean) => t(on ? 'admin.dashboard.yes' : 'admin.dashboard.no');
  // Drawn as the statistics are: a value over its muted label, in the same grid.
  const health: [string, string][] = info
    ? [
        ['uploading_files', t(info.uploading_files ? 'admin.dashboard.allowed' : 'admin.dashboard.not_allowed')],
        ['smtp', t(`admin.dashboard.${info.smtp}`)],
        ['https', yes(info.https)],
        ['login_required', yes(info.login_required)],
        ['time_zone', info.time_zone],
        ['storage', info.occupying_storage_space],
      ]
    : [];
  return (
    <div className="q-dashboard" data-testid="admin-dashboard">
      <h2>{t('admin.nav.dashboard')}</h2>
      <NextStepsCard />
      {info && (
        <>
          <section className="q-card" data-testid="dashboard-statistics">
            <h3>{t('admin.dashboard.statistics')}</h3>
            <div className="q-grid">
              {STATS.map((k) => (
                <div key={k} className="q-stat" data-testid={`stat-${k}`}>
                  <span className="q-stat__value">{info[k]}</span>
                  <span className="q-muted">{t(`admin.dashboard.${k}`)}</span>
                </div>
              ))}
            </div>
            <p className="q-muted">{t('admin.dashboard.resolved_rate', { rate: info.resolved_rate })}</p>
          </section>
          <section className="q-card" data-testid="dashboard-health">
            <h3>{t('admin.dashboard.health')}</h3>
            <div className="q-grid">
              {health.map(([key, value]) => (
                <div key={key} className="q-stat" data-testid={`health-${key}`}>
                  <span className="q-stat__value q-stat__value--text">{value}</span>
                  <span className="q-muted">{t(`admin.dashboard.${key}`)}</span>
                </div>
              ))}
            </div>
          </section>
          <section className="q-card" data-testid="dashboard-system">
            <h3>{t('admin.dashboard.system')}</h3>
            <p>{t('admin.dashboard.version', { version: info.version_info.version })}</p>
            <p>{t('admin.dashboard.uptime', { hours: Math.floor(info.app_start_time / 3600) })}</p>
            <p>{t('admin.dashboard.database')}: {info.database_version}</p>
            {info.database_size && <p>{t('admin.dashboard.database_size')}: {info.database_size}</p>}
          </section>
        </>
      )}
    </div>
  );
}
