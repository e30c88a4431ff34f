import useSWR from 'swr';
import { ErrorPage, Loading, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { badgeKeys, type BadgeGroups } from '../api';
import { BadgeCard } from './badge-card';
import '../badges.css';

const NS = 'plugin.badges';

/** `/badges`: every active badge by group, with how often each was awarded and what the reader earned. */
export function BadgesPage() {
  const { t } = useTranslation(NS);
  usePageTitle(`${NS}:title`);
  const { data, error } = useSWR<BadgeGroups>(badgeKeys.groups());
  if (error) return <ErrorPage code="404" />;
  return (
    <div className="qb-page" data-testid="badges-page">
      <h1>{t('title')}</h1>
      {!data ? <Loading /> : data.filter((g) => g.badges.length > 0).map((group) => (
        <section key={group.group_name} className="qb-group" data-testid="badge-group">
          <h2>{group.group_name}</h2>
          <ul className="qb-grid">
            {group.badges.map((badge) => (
              <li key={badge.id}><BadgeCard badge={badge} mode="catalogue" /></li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
