import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { accountState, useCurrentUser, useTranslation } from '../../../../web/src/sdk';
import { RED_DOT_POLL_MS, notificationApi, notificationKeys } from '../api';
import { BellIcon, TrophyIcon } from './icons';

const NS = 'plugin.notifications';

/**
 * Slot `header.right`: the bell (inbox) and trophy (achievements), each with a dot while it has
 * unseen notices. Polled every 3 s for signed-in activated members only (SPEC §6), and not while
 * the tab is hidden (swr skips refreshes of hidden documents unless told otherwise).
 */
export function NotificationIcons() {
  const { t } = useTranslation(NS);
  const user = useCurrentUser();
  const { isActivated } = accountState(user);
  const { data } = useSWR(isActivated ? notificationKeys.redDot() : null, notificationApi.redDot, {
    refreshInterval: RED_DOT_POLL_MS,
    refreshWhenHidden: false,
    shouldRetryOnError: false,
    revalidateOnFocus: true,
  });
  if (!user) return null;
  const items = [
    { type: 'inbox', count: data?.inbox ?? 0, Icon: BellIcon },
    { type: 'achievement', count: data?.achievement ?? 0, Icon: TrophyIcon },
  ] as const;
  return (
    <>
      {items.map(({ type, count, Icon }) => (
        <Link key={type} to={`/users/notifications/${type}`} className="q-header__icon" aria-label={t(`header.${type}`)} title={t(`header.${type}`)} data-testid={`nav-${type}`}>
          <Icon />
          {count > 0 && <span className="q-dot" data-testid={`dot-${type}`} />}
        </Link>
      ))}
    </>
  );
}
