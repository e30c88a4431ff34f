import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import useSWR from 'swr';
import { Loading } from '../../../components/loading';
import { Modal } from '../../../components/modal';
import { adminKeys, adminUsersApi, roleLabel, type AdminUser, type Role } from '../api';
import { ModalSubmitFooter, useModalSubmit } from './modal-submit';

/** Admin user role dialog (GET roles, PUT user/role). */
export function UserRoleModal({ user, onClose, onDone }: { user: AdminUser; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { data: roles } = useSWR<Role[]>(adminKeys.roles());
  const [roleId, setRoleId] = useState(user.role_id);
  const { busy, run } = useModalSubmit(onDone);

  const submit = async () => {
    if (roleId === user.role_id) return onClose();
    await run(() => adminUsersApi.setRole({ user_id: user.user_id, role_id: roleId }));
  };

  const footer = <ModalSubmitFooter busy={busy} onCancel={onClose} onSubmit={() => void submit()} />;
  return (
    <Modal open title={t('admin.users.change_role')} onClose={onClose} footer={footer} testId="user-role-modal">
      {!roles && <Loading />}
      {roles?.map((role) => (
        <label key={role.id} className="q-radio q-radio--block">
          <input type="radio" name="role" value={role.id} checked={roleId === role.id} onChange={() => setRoleId(role.id)} />
          <span>
            <strong>{roleLabel(t, role.name)}</strong>
            <span className="q-muted q-block">{role.description}</span>
          </span>
        </label>
      ))}
    </Modal>
  );
}
