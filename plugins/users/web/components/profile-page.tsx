import { NavLink, Navigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { Avatar, ErrorPage, RelativeTime, formatCount, useCurrentUser, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { OWN_TABS, PROFILE_TABS, usersApi, usersKeys, type PersonalUser, type ProfileTab } from '../api';
import { ProfileOverview } from './profile-overview';
import { ProfileSkeleton } from './profile-skeleton';
import { ProfileTabList } from './profile-tab-list';

const NS = 'plugin.users';
const fetchInfo = ([, , params]: readonly unknown[]) => usersApi.info((params as { username: string }).username);

function ProfileHead({ user }: { user: PersonalUser }) {
  const { t } = useTranslation(NS);
  const stats = [['rank', user.rank], ['answers', user.answer_count], ['questions', user.question_count], ['votes', user.vote_count]] as const;
  return (
    <header className="qu-head" data-testid="profile-head">
      <Avatar avatar={user.avatar} name={user.display_name || user.username} size={96} />
      <div>
        <h1>{user.display_name || user.username}</h1>
        <p className="q-muted">@{user.username}</p>
        {user.status !== 'normal' && <p className="q-badge qu-status" data-testid="profile-status">{user.status_msg}</p>}
        <ul className="qu-stats">
          {stats.map(([key, value]) => (
            <li key={key} data-testid={`stat-${key}`}><strong>{formatCount(value)}</strong> {t(`stats.${key}`, { count: value })}</li>
          ))}
        </ul>
        <p className="q-muted">
          {t('member_since')} <RelativeTime time={user.created_at} />
          {user.last_login_date > 0 && <> · {t('last_seen')} <RelativeTime time={user.last_login_date} /></>}
        </p>
        {user.location && <p className="q-muted">{user.location}</p>}
        {user.website && <a href={user.website} rel="nofollow ugc noopener">{user.website}</a>}
      </div>
    </header>
  );
}

/** `/users/:username/:tabName?`: a member's personal page and its tabs (SPEC §2.1). */
export function ProfilePage() {
  const { t } = useTranslation(NS);
  const { username = '', tabName = 'overview' } = useParams();
  const viewer = useCurrentUser();
  const { data, error } = useSWR(username ? usersKeys.info(username) : null, fetchInfo);
  usePageTitle(data ? `${NS}:page_title.profile` : null, { name: data?.display_name ?? '' });
  if (error) return <ErrorPage code="404" />;
  if (!data) return <ProfileSkeleton />;
  const own = viewer?.username === data.username;
  const tabs = PROFILE_TABS.filter((tab) => own || !(OWN_TABS as readonly string[]).includes(tab));
  const tab = tabs.find((x) => x === tabName) as ProfileTab | undefined;
  if (!tab) return <Navigate to={`/users/${encodeURIComponent(username)}`} replace />;
  return (
    <div className="qu-profile" data-testid="profile-page">
      <ProfileHead user={data} />
      <nav className="qu-tabs" aria-label={t('tabs.label')}>
        {tabs.map((x) => (
          <NavLink key={x} end to={x === 'overview' ? `/users/${encodeURIComponent(username)}` : `/users/${encodeURIComponent(username)}/${x}`} className="q-btn q-btn--light q-btn--small" data-testid={`profile-tab-${x}`}>
            {t(`tabs.${x}`)}
          </NavLink>
        ))}
      </nav>
      {tab === 'overview' ? <ProfileOverview user={data} /> : <ProfileTabList tab={tab} username={data.username} />}
    </div>
  );
}
