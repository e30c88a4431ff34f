import useSWR from 'swr';
import { type FillProps, useTranslation } from '../../../../web/src/sdk';
import type { PostAuthorContext } from '../../../questions/web/slots';
import { badgeKeys, type BadgeLevel, type UserBadges } from '../api';
import '../badges.css';

const NS = 'plugin.badges';
const LEVELS: BadgeLevel[] = [3, 2, 1];

/**
 * Beside a post author's name: how many gold, silver and bronze badges they hold, as coloured
 * dots with counts (nothing while they hold none); fills PostAuthorSlot. One request per author
 * on a page, shared by their posts (swr).
 */
export function AuthorBadges({ context }: FillProps<PostAuthorContext>) {
  const { t } = useTranslation(NS);
  const { data } = useSWR<UserBadges>(badgeKeys.ofMember(context.username), { revalidateOnFocus: false });
  const counts = LEVELS.map((level) => [level, data?.list.filter((b) => b.level === level).reduce((n, b) => n + b.earned_count, 0) ?? 0] as const).filter(([, n]) => n > 0);
  if (counts.length === 0) return null;
  const label = counts.map(([level, n]) => t(`count_${level}`, { count: n })).join(', ');
  return (
    <span className="qb-tally" title={label} aria-label={label} role="img" data-testid="author-badges">
      {counts.map(([level, n]) => (
        <span key={level} className={`qb-tally__item is-level-${level}`}><span className="qb-dot" aria-hidden="true" />{n}</span>
      ))}
    </span>
  );
}
