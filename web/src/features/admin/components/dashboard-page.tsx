import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useSiteInfo } from '../../../app/atoms';
import { usePageTitle } from '../../../components/page-title';
import { adminKeys } from '../api';

const STATS = ['question_count', 'answer_count', 'comment_count', 'vote_count', 'user_count', 'report_count'] as const;

/** /admin default page: statistics and system info when the server provides them. */
export function DashboardPage() {
  const { t } = useTranslation();
  const site = useSiteInfo();
  const { data } = useSWR<{ info?: Record<string, unknown> }>(adminKeys.dashboard(), { shouldRetryOnError: false });
  usePageTitle('admin.nav.dashboard');
  const info = data?.info ?? {};
  return (
    <div data-testid="admin-dashboard">
      <h2>{t('admin.nav.dashboard')}</h2>
      <div className="q-grid">
        {STATS.filter((k) => info[k] !== undefined).map((k) => (
          <div key={k} className="q-card q-stat">
            <span className="q-stat__value">{String(info[k])}</span>
            <span className="q-muted">{t(`admin.dashboard.${k}`)}</span>
          </div>
        ))}
      </div>
      <section className="q-card">
        <h3>{t('admin.dashboard.system')}</h3>
        <p>{t('admin.dashboard.version', { version: site?.version ?? '' })}</p>
      </section>
    </div>
  );
}
