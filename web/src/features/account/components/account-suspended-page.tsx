import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../app/atoms';
import { formatDate } from '../../../format/relative-time';
import { usePageTitle } from '../../../components/page-title';
import { AuthCard } from './auth-card';

/** Far-future "until" values mean a permanent suspension. */
const FOREVER_AFTER = Date.UTC(2100, 0, 1) / 1000;

/** /users/account-suspended: until a time, or forever. */
export function AccountSuspendedPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle('page_title.account_suspended');
  const until = user?.suspended_until ?? 0;
  const forever = !until || until >= FOREVER_AFTER;
  const months = t('dates.months_short', { returnObjects: true }) as string[];
  return (
    <AuthCard title={t('suspended.title')} testId="account-suspended-page">
      <p>{forever ? t('suspended.forever') : t('suspended.until_time', { time: formatDate(until, t('dates.long_date_with_time'), months) })}</p>
      <p className="q-muted">{t('suspended.contact')}</p>
    </AuthCard>
  );
}
