import { Link, useParams, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { Avatar, ErrorPage, Loading, Pagination, PostHtml, RelativeTime, formatCount, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { AWARDS_PAGE_SIZE, badgeKeys, type AwardItem, type AwardsPage, type BadgeInfo } from '../api';
import { BadgeIcon } from './badge-icon';
import '../badges.css';

const NS = 'plugin.badges';

/** Where an award's post is (Answer's links: an answer opens on its question's page). */
function awardPath(item: AwardItem): string {
  if (item.object_type === 'question') return `/questions/${item.question_id}`;
  if (item.object_type === 'answer') return `/questions/${item.question_id}/${item.answer_id}`;
  return '';
}

function BadgeSummary({ badge }: { badge: BadgeInfo }) {
  const { t } = useTranslation(NS);
  return (
    <div className="q-card qb-summary" data-testid="badge-summary">
      <BadgeIcon icon={badge.icon} level={badge.level} size={96} label={t(`level.${badge.level}`)} />
      <div>
        <h2>{badge.name}</h2>
        {/* The description is the site's own catalogue text (Answer's carry a link), not a member's. */}
        <PostHtml html={badge.description} />
        {!badge.is_single && <p className="qb-summary__note">{t('can_earn_multiple')}</p>}
        <p className="q-muted qb-summary__counts">
          <span>{t('awarded_times', { count: badge.award_count, number: formatCount(badge.award_count) })}</span>
          {badge.earned_count > 0 && <span className="qb-pill qb-pill--earned" data-testid="badge-earned">{t('earned_times', { count: badge.earned_count })}</span>}
        </p>
      </div>
    </div>
  );
}

function Award({ item }: { item: AwardItem }) {
  const { t } = useTranslation(NS);
  const who = item.author_user_info;
  const name = who.display_name || who.username;
  const path = awardPath(item);
  return (
    <li className="qb-award" data-testid="badge-award">
      <span className="q-muted qb-award__time"><RelativeTime time={item.created_at} prefixKey={`${NS}:awarded`} /></span>
      <span className="qb-award__who">
        <Avatar avatar={who.avatar} name={name} size={32} decorative />
        <span>
          {who.status === 'deleted' ? <span>{name}</span> : <Link to={`/users/${encodeURIComponent(who.username)}`}>{name}</Link>}
          <span className="q-muted q-block">{t('reputation', { value: formatCount(who.rank) })}</span>
        </span>
      </span>
      {path && item.url_title && <Link className="qb-award__post" to={path}>{item.url_title}</Link>}
    </li>
  );
}

/** `/badges/:badgeId?username=&page=`: one badge and who earned it (one member's awards with `username`). */
export function BadgePage() {
  const { t } = useTranslation(NS);
  const { badgeId = '' } = useParams();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const username = params.get('username') || undefined;
  const { data: badge, error } = useSWR<BadgeInfo>(badgeId ? badgeKeys.info(badgeId) : null);
  const { data: awards } = useSWR<AwardsPage>(badge ? badgeKeys.awards(badge.id, page, username) : null);
  usePageTitle(badge ? `${NS}:badge_title` : null, { name: badge?.name ?? '' });
  if (error) return <ErrorPage code="404" />;
  if (!badge) return <Loading />;
  return (
    <div className="qb-page" data-testid="badge-page">
      <h1><Link to="/badges">{t('title')}</Link></h1>
      <BadgeSummary badge={badge} />
      {username && <p className="q-muted">{t('awards_of', { username })} <Link to={`/badges/${encodeURIComponent(badge.id)}`}>{t('everyone')}</Link></p>}
      {!awards ? <Loading /> : awards.count === 0 ? (
        <p className="q-muted" data-testid="badge-awards-empty">{t('no_awards')}</p>
      ) : (
        <>
          <ul className="qb-awards" data-testid="badge-awards">
            {awards.list.map((item, i) => <Award key={`${item.author_user_info.id}-${item.created_at}-${i}`} item={item} />)}
          </ul>
          <Pagination currentPage={page} totalSize={awards.count} pageSize={AWARDS_PAGE_SIZE} />
        </>
      )}
    </div>
  );
}
