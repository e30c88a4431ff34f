import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { useTranslation } from '../../../i18n/use-translation';
import type { NextStep, NextSteps } from '../../../../../schemas/api/dashboard';
import { adminKeys } from '../api';

/** Where each step is done. */
const STEP_PATHS: Record<NextStep, string> = {
  tags: '/tags/create',
  smtp: '/admin/smtp',
  branding: '/admin/branding',
  privileges: '/admin/privileges',
};

/** The first-run checklist on the dashboard: what to set up next, ticked by the server from the site's state. */
export function NextStepsCard() {
  const { t } = useTranslation();
  const { data } = useSWR<NextSteps>(adminKeys.nextSteps(), { shouldRetryOnError: false });
  if (!data) return null;
  const left = data.steps.filter((s) => !s.done).length;
  return (
    <section id="next-steps" className="q-card q-next-steps" data-testid="dashboard-next-steps">
      <h3>{t('admin.next_steps.title')}</h3>
      <p className="q-muted">{left ? t('admin.next_steps.left', { count: left }) : t('admin.next_steps.all_done')}</p>
      <ol className="q-next-steps__list">
        {data.steps.map(({ step, done }) => (
          <li key={step} className={`q-next-steps__step${done ? ' is-done' : ''}`} data-testid={`next-step-${step}`} data-done={done}>
            <span className="q-next-steps__mark" aria-hidden="true">{done ? '✓' : ''}</span>
            <div className="q-next-steps__text">
              <strong>{t(`admin.next_steps.${step}_title`)}</strong>
              <span className="q-visually-hidden">{t(done ? 'admin.next_steps.done' : 'admin.next_steps.to_do')}</span>
              <span className="q-muted q-block">{t(`admin.next_steps.${step}_desc`)}</span>
            </div>
            <Link className={`q-btn q-btn--small${done ? '' : ' q-btn--primary'}`} to={STEP_PATHS[step]}>
              {t(done ? 'admin.next_steps.review' : 'admin.next_steps.start')}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
