import useSWR from 'swr';
import { type FillProps, useTranslation } from '../../../../web/src/sdk';
import type { ProfileOverviewContext } from '../../../users/web/slots';
import { badgeKeys, type UserBadges } from '../api';
import { BadgeCard } from './badge-card';
import '../badges.css';

const NS = 'plugin.badges';

/** A member's ten most recent badges on their profile's overview (Answer's "Recent badges"); fills ProfileOverviewSlot. */
export function RecentBadges({ context }: FillProps<ProfileOverviewContext>) {
  const { t } = useTranslation(NS);
  const { data } = useSWR<UserBadges>(badgeKeys.recent(context.username));
  return (
    <section className="qb-recent" data-testid="recent-badges">
      <h2>{t('recent')}</h2>
      {data && data.count === 0 && <p className="q-muted">{t('no_badges')}</p>}
      <ul className="qb-grid qb-grid--small">
        {data?.list.map((badge) => (
          <li key={badge.id}><BadgeCard badge={badge} mode="member" username={context.username} /></li>
        ))}
      </ul>
    </section>
  );
}
