import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { useCurrentUser } from '../../../app/atoms';
import { Avatar } from '../../../components/avatar';
import { ErrorPage } from '../../../components/error-page';
import { Loading } from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { RelativeTime } from '../../../components/relative-time';
import { toast } from '../../../components/toast-store';
import { Slot } from '../../../plugin-host/slot';
import { AdminUserSlot } from '../../../sdk/shell-slots';
import { adminKeys, roleLabel, type AdminUser } from '../api';
import { NewPasswordModal } from './new-password-modal';
import { UserRoleModal } from './user-role-modal';
import { UserStatusModal } from './user-status-modal';

type Dialog = 'status' | 'role' | 'password' | null;

/** A time the profile shows, or a dash when it never happened (0). */
function When({ time }: { time: number }) {
  return time > 0 ? <RelativeTime time={time} /> : <span className="q-muted">—</span>;
}

/**
 * /admin/users/{user_id}: one member's profile with the users page's actions; plugins add the
 * member's posts and flags below it through AdminUserSlot.
 */
export function UserOverviewPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const me = useCurrentUser();
  const [dialog, setDialog] = useState<Dialog>(null);
  usePageTitle('admin.nav.users');
  const { data: user, error, mutate } = useSWR<AdminUser>(adminKeys.user(userId));
  if (error) return <ErrorPage code="404" />;
  if (!user) return <Loading />;

  const open = (kind: Exclude<Dialog, null>) => {
    if (me?.id && user.user_id === me.id) toast(t('messages.forbidden_operate_self'), 'danger');
    else setDialog(kind);
  };
  const done = () => {
    setDialog(null);
    void mutate();
  };
  const facts: [string, React.ReactNode][] = [
    ['admin.users.email', user.e_mail],
    ['admin.users.reputation', user.rank],
    ['admin.users.role', roleLabel(t, user.role_name)],
    ['admin.users.status', <span key="s" className={`q-badge q-badge--${user.status}`}>{t(`admin.users.status_${user.status}`)}</span>],
    ['admin.users.created', <When key="c" time={user.created_at} />],
    ['admin.user.last_login', <When key="l" time={user.last_login_date} />],
  ];
  if (user.suspended_until > 0) facts.push(['admin.user.suspended_until', <When key="u" time={user.suspended_until} />]);
  if (user.deleted_at > 0) facts.push(['admin.user.deleted_at', <When key="d" time={user.deleted_at} />]);

  return (
    <div data-testid="admin-user-overview" data-user-id={user.user_id}>
      <p><Link to="/admin/users">{t('admin.user.back')}</Link></p>
      <div className="q-row q-gap">
        <Avatar avatar={user.avatar} name={user.display_name} size={64} />
        <div>
          <h2>{user.display_name}</h2>
          <Link to={`/users/${user.username}`} className="q-muted">@{user.username}</Link>
        </div>
      </div>
      <table className="q-table">
        <tbody>
          {facts.map(([label, value]) => (
            <tr key={label}><th scope="row">{t(label)}</th><td>{value}</td></tr>
          ))}
        </tbody>
      </table>
      <div className="q-row q-gap q-wrap">
        <button type="button" className="q-btn" data-testid="change-status" onClick={() => open('status')}>{t('admin.users.change_status')}</button>
        <button type="button" className="q-btn" data-testid="change-role" onClick={() => open('role')}>{t('admin.users.change_role')}</button>
        <button type="button" className="q-btn" data-testid="set-password" onClick={() => open('password')}>{t('admin.users.set_password')}</button>
      </div>
      <Slot slot={AdminUserSlot} context={{ user_id: user.user_id, username: user.username }} />
      {dialog === 'status' && <UserStatusModal user={user} onClose={() => setDialog(null)} onDone={done} />}
      {dialog === 'role' && <UserRoleModal user={user} onClose={() => setDialog(null)} onDone={done} />}
      {dialog === 'password' && <NewPasswordModal user={user} onClose={() => setDialog(null)} onDone={done} />}
    </div>
  );
}
