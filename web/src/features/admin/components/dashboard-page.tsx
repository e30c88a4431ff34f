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
            <dl className="q-dl">
              <dt>{t('admin.dashboard.uploading_files')}</dt><dd>{t(info.uploading_files ? 'admin.dashboard.allowed' : 'admin.dashboard.not_allowed')}</dd>
              <dt>{t('admin.dashboard.smtp')}</dt><dd>{t(`admin.dashboard.${info.smtp}`)}</dd>
              <dt>{t('admin.dashboard.https')}</dt><dd>{yes(info.https)}</dd>
              <dt>{t('admin.dashboard.login_required')}</dt><dd>{yes(info.login_required)}</dd>
              <dt>{t('admin.dashboard.time_zone')}</dt><dd>{info.time_zone}</dd>
              <dt>{t('admin.dashboard.storage')}</dt><dd>{info.occupying_storage_space}</dd>
            </dl>
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
