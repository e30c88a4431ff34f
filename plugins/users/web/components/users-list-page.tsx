import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { Avatar, formatCount, usePageTitle, useTranslation } from '../../../../web/src/sdk';
import { usersKeys, type RankedUser, type Ranking } from '../api';

const NS = 'plugin.users';
const COLUMNS = [
  ['users_with_the_most_reputation', 'reputation'],
  ['users_with_the_most_vote', 'votes'],
  ['staffs', 'staff'],
] as const;

function MemberCard({ user, figure }: { user: RankedUser; figure: string }) {
  return (
    <li className="qu-card" data-testid="ranked-user">
      <Avatar avatar={user.avatar} name={user.display_name || user.username} size={48} />
      <div>
        <Link to={`/users/${encodeURIComponent(user.username)}`}>{user.display_name || user.username}</Link>
        <div className="q-muted">{figure}</div>
      </div>
    </li>
  );
}

/** `/users`: this week's top members by reputation and by votes, and the staff (user/ranking). */
export function UsersListPage() {
  const { t } = useTranslation(NS);
  usePageTitle(`${NS}:page_title.users`);
  const { data, error, isLoading } = useSWR<Ranking>(usersKeys.ranking());
  return (
    <div className="qu-users" data-testid="users-list">
      <h1>{t('list.title')}</h1>
      {COLUMNS.map(([key, label]) => {
        const users = data?.[key] ?? [];
        return (
          <section key={key} data-testid={`users-${label}`}>
            <h2>{t(`list.${label}`)}</h2>
            {isLoading && <div className="qu-skeleton__block" aria-busy="true" />}
            {!isLoading && (error || users.length === 0) && <p className="q-muted">{t('list.empty')}</p>}
            <ul className="qu-grid">
              {users.map((u) => (
                <MemberCard key={u.username} user={u} figure={label === 'votes' ? t('list.votes_count', { count: u.vote_count }) : t('list.reputation_count', { value: formatCount(u.rank) })} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
