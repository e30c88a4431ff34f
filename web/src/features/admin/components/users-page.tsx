import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { useCurrentUser } from '../../../app/atoms';
import { Loading } from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { Pagination } from '../../../components/pagination';
import { RelativeTime } from '../../../components/relative-time';
import { toast } from '../../../components/toast-store';
import { ADMIN_USERS_PAGE_SIZE, USER_STATUSES, adminKeys, roleLabel, type AdminUser, type Paged } from '../api';
import { adminUsersApi } from '../api';
import { AddUserModal } from './add-user-modal';
import { AddUsersModal } from './add-users-modal';
import { EditProfileModal } from './edit-profile-modal';
import { NewPasswordModal } from './new-password-modal';
import { UserRoleModal } from './user-role-modal';
import { UserStatusModal } from './user-status-modal';

type Dialog = { kind: 'status' | 'role' | 'password' | 'profile'; user: AdminUser } | { kind: 'add' | 'add-many' } | null;

/** /admin/users: filter by status, search, and per-user status / role / password dialogs. */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const status = params.get('status') ?? '';
  const query = params.get('query') ?? '';
  const [search, setSearch] = useState(query);
  const [dialog, setDialog] = useState<Dialog>(null);
  usePageTitle('admin.nav.users');
  const { data, isLoading, mutate } = useSWR<Paged<AdminUser>>(adminKeys.users({ page, page_size: ADMIN_USERS_PAGE_SIZE, query, status }));

  const setFilter = (next: Record<string, string>) => setParams({ ...Object.fromEntries(params), page: '1', ...next });
  const open = (kind: 'status' | 'role' | 'password' | 'profile', user: AdminUser) => {
    if (me?.id && user.user_id === me.id) toast(t('messages.forbidden_operate_self'), 'danger');
    else setDialog({ kind, user });
  };
  /** The activation link of an inactive member, copied for the admin to hand over when mail does not reach them. */
  const copyActivation = async (user: AdminUser) => {
    try {
      const { activation_url } = await adminUsersApi.activationLink(user.user_id);
      await navigator.clipboard.writeText(activation_url);
      toast(t('admin.users.activation_copied'), 'success');
    } catch {
      // the api client has said why; a refused clipboard leaves nothing to show
    }
  };
  const done = () => {
    setDialog(null);
    void mutate();
  };

  return (
    <div data-testid="admin-users">
      <div className="q-row q-space-between">
        <h2>{t('admin.nav.users')}</h2>
        <div className="q-row q-gap">
          <button type="button" className="q-btn" onClick={() => setDialog({ kind: 'add-many' })} data-testid="add-users">{t('admin.users.add_many')}</button>
          <button type="button" className="q-btn q-btn--primary" onClick={() => setDialog({ kind: 'add' })} data-testid="add-user">{t('admin.users.add')}</button>
        </div>
      </div>
      <div className="q-row q-gap q-wrap">
        <div className="q-tabs" role="tablist">
          {['', ...USER_STATUSES].map((s) => (
            <button key={s || 'all'} type="button" role="tab" aria-selected={status === s} className={status === s ? 'is-active' : ''} onClick={() => setFilter({ status: s })}>
              {t(`admin.users.filter_${s || 'all'}`)}
            </button>
          ))}
        </div>
        <form className="q-row q-gap" onSubmit={(e) => { e.preventDefault(); setFilter({ query: search }); }}>
          <input className="q-input" type="search" name="query" value={search} placeholder={t('admin.users.search')} aria-label={t('admin.users.search')} onChange={(e) => setSearch(e.target.value)} />
        </form>
      </div>
      {isLoading ? <Loading /> : (
        <table className="q-table">
          <thead>
            <tr>
              <th>{t('admin.users.name')}</th><th>{t('admin.users.reputation')}</th><th>{t('admin.users.email')}</th>
              <th>{t('admin.users.created')}</th><th>{t('admin.users.status')}</th><th>{t('admin.users.role')}</th><th>{t('admin.users.action')}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.list ?? []).map((u) => (
              <tr key={u.user_id} data-testid="admin-user-row" data-username={u.username}>
                <td><Link to={`/admin/users/${u.user_id}`} data-testid="admin-user-link"><strong>{u.display_name}</strong></Link> <span className="q-muted">@{u.username}</span></td>
                <td>{u.rank}</td>
                <td>{u.e_mail}</td>
                <td><RelativeTime time={u.created_at} /></td>
                <td><span className={`q-badge q-badge--${u.status}`}>{t(`admin.users.status_${u.status}`)}</span></td>
                <td>{roleLabel(t, u.role_name)}</td>
                {/* the cell stays a table cell (a flex cell left the table's layout: on a phone its buttons stacked and every row grew) */}
                <td>
                  <div className="q-row q-gap q-wrap">
                    <button type="button" className="q-btn q-btn--small" data-testid="change-status" onClick={() => open('status', u)}>{t('admin.users.change_status')}</button>
                    <button type="button" className="q-btn q-btn--small" data-testid="change-role" onClick={() => open('role', u)}>{t('admin.users.change_role')}</button>
                    <button type="button" className="q-btn q-btn--small" data-testid="set-password" onClick={() => open('password', u)}>{t('admin.users.set_password')}</button>
                    <button type="button" className="q-btn q-btn--small" data-testid="edit-profile" onClick={() => open('profile', u)}>{t('admin.users.edit_profile')}</button>
                    {u.status === 'inactive' && (
                      <button type="button" className="q-btn q-btn--small" data-testid="copy-activation" onClick={() => void copyActivation(u)}>{t('admin.users.copy_activation')}</button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && data.list.length === 0 && <p className="q-muted">{t('common.empty')}</p>}
      <Pagination currentPage={page} totalSize={data?.count ?? 0} pageSize={ADMIN_USERS_PAGE_SIZE} />
      {dialog?.kind === 'status' && <UserStatusModal user={dialog.user} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === 'role' && <UserRoleModal user={dialog.user} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === 'password' && <NewPasswordModal user={dialog.user} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === 'add' && <AddUserModal onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === 'add-many' && <AddUsersModal onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === 'profile' && <EditProfileModal user={dialog.user} onClose={() => setDialog(null)} onDone={done} />}
    </div>
  );
}
