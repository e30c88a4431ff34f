import { useAtomValue } from 'jotai';
import { useTranslation } from '../../../i18n/use-translation';
import { suspensionAtom, useCurrentUser } from '../../../app/atoms';
import { formatDate } from '../../../format/relative-time';
import { usePageTitle } from '../../../components/page-title';
import { accountState } from '../../../guards/account-state';
import { AuthCard } from './auth-card';

/** Far-future "until" values mean a permanent suspension. */
const FOREVER_AFTER = Date.UTC(2100, 0, 1) / 1000;

/**
 * /users/account-suspended: until a time, or forever. The end comes from the signed-in
 * user or from the server's refusal (a suspended member's login is refused with it).
 */
export function AccountSuspendedPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const suspension = useAtomValue(suspensionAtom);
  usePageTitle('page_title.account_suspended');
  const until = accountState(user).isForbidden ? (user!.suspended_until ?? 0) : (suspension?.until ?? null);
  const forever = until !== null && (until === 0 || until >= FOREVER_AFTER);
  const months = t('dates.months_short', { returnObjects: true }) as string[];
  return (
    <AuthCard title={t('suspended.title')} testId="account-suspended-page">
      {until !== null && (
        <p data-testid="suspended-until">
          {forever ? t('suspended.forever') : t('suspended.until_time', { time: formatDate(until, t('dates.long_date_with_time'), months) })}
        </p>
      )}
      <p className="q-muted">{t('suspended.contact')}</p>
    </AuthCard>
  );
}
