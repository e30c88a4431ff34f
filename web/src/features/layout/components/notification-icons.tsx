import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { useCurrentUser } from '../../../app/atoms';
import { BellIcon, TrophyIcon } from '../../../components/icons';
import { accountState } from '../../../guards/account-state';
import { NOTIFICATION_POLL_MS, fetchRedDot, layoutKeys } from '../api';

/** Red-dot counts, polled every 3 s only for logged-in activated users (SPEC §6). */
export function useRedDot() {
  const user = useCurrentUser();
  const { isActivated } = accountState(user);
  const { data } = useSWR(isActivated ? layoutKeys.redDot() : null, fetchRedDot, {
    refreshInterval: NOTIFICATION_POLL_MS,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  return data;
}

export function NotificationIcons() {
  const { t } = useTranslation();
  const redDot = useRedDot();
  const items = [
    { to: '/users/notifications/inbox', label: t('header.inbox'), count: redDot?.inbox ?? 0, Icon: BellIcon, id: 'inbox' },
    { to: '/users/notifications/achievement', label: t('header.achievement'), count: redDot?.achievement ?? 0, Icon: TrophyIcon, id: 'achievement' },
  ];
  return (
    <>
      {items.map(({ to, label, count, Icon, id }) => (
        <Link key={id} to={to} className="q-header__icon" aria-label={label} title={label} data-testid={`nav-${id}`}>
          <Icon />
          {count > 0 && <span className="q-dot" data-testid={`dot-${id}`} />}
        </Link>
      ))}
    </>
  );
}
