import { Link } from 'react-router-dom';
import { formatCount, useTranslation } from '../../../../web/src/sdk';
import { badgePath, type BadgeLevel } from '../api';
import { BadgeIcon } from './badge-icon';

const NS = 'plugin.badges';

interface CardBadge {
  id: string;
  name: string;
  icon: string;
  level: BadgeLevel;
  earned_count: number;
  award_count?: number;
}

/**
 * A badge as a card linking to its page (Answer's CardBadge): the catalogue shows how often it was
 * awarded and whether the reader earned it; a member's list shows how often they earned it and
 * links to their own awards of it.
 */
export function BadgeCard({ badge, mode, username }: { badge: CardBadge; mode: 'catalogue' | 'member'; username?: string }) {
  const { t } = useTranslation(NS);
  const levelName = t(`level.${badge.level}`);
  return (
    <Link className="q-card qb-card" to={badgePath(badge.id, username)} data-testid="badge-card" data-level={badge.level}>
      {mode === 'catalogue' && badge.earned_count > 0 && (
        <span className="qb-pill qb-pill--earned" data-testid="badge-earned">{t('earned_times', { count: badge.earned_count })}</span>
      )}
      {mode === 'member' && badge.earned_count > 1 && <span className="qb-pill">{t('times', { count: badge.earned_count })}</span>}
      <BadgeIcon icon={badge.icon} level={badge.level} size={64} label={levelName} />
      <span className="qb-card__name">{badge.name}</span>
      {mode === 'catalogue' && <span className="q-muted qb-card__count">{t('awarded_times', { count: badge.award_count ?? 0, number: formatCount(badge.award_count ?? 0) })}</span>}
    </Link>
  );
}
