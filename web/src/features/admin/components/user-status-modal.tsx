import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Modal } from '../../../components/modal';
import { confirmModal } from '../../../components/modal-store';
import { SUSPEND_DURATIONS, USER_STATUSES, adminUsersApi, type AdminUser, type SuspendDuration, type UserStatus } from '../api';
import { isStatusChangeAllowed, statusAction } from '../user-status-rules';
import { ModalSubmitFooter, useModalSubmit } from './modal-submit';

interface Props {
  user: AdminUser;
  onClose: () => void;
  onDone: () => void;
}

/** Admin user status dialog: normal, suspended (with duration), deleted (confirmed), inactive. */
export function UserStatusModal({ user, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<UserStatus>(user.status);
  const [duration, setDuration] = useState<SuspendDuration>('24h');
  const [reason, setReason] = useState('');
  const [removeAll, setRemoveAll] = useState(false);
  const { busy, run } = useModalSubmit(onDone);

  const submit = async () => {
    const action = statusAction(user.status, status);
    // a deleted member's content may still be removed (spam found after the delete)
    if (action === 'none' && !(status === 'deleted' && removeAll)) return onClose();
    if (action === 'confirm-delete' && !(await confirmModal(t('admin.users.delete_confirm'), 'admin.users.delete_title'))) return;
    const remove_all_content = status === 'deleted' && removeAll ? true : undefined;
    await run(() => adminUsersApi.setStatus({ user_id: user.user_id, status, suspend_duration: status === 'suspended' ? duration : undefined, reason, remove_all_content }));
  };

  const footer = <ModalSubmitFooter busy={busy} onCancel={onClose} onSubmit={() => void submit()} />;
  return (
    <Modal open title={t('admin.users.change_status')} onClose={onClose} footer={footer} testId="user-status-modal">
      {USER_STATUSES.map((s) => (
        <label key={s} className="q-radio q-radio--block">
          <input type="radio" name="status" value={s} checked={status === s} disabled={!isStatusChangeAllowed(user.status, s)} onChange={() => setStatus(s)} />
          <span>
            <strong>{t(`admin.users.status_${s}`)}</strong>
            <span className="q-muted q-block">{t(`admin.users.status_${s}_desc`)}</span>
          </span>
        </label>
      ))}
      {status === 'suspended' && (
        <label className="q-field">
          <span className="q-field__label">{t('admin.users.suspend_duration')}</span>
          <select className="q-input" name="suspend_duration" value={duration} onChange={(e) => setDuration(e.target.value as SuspendDuration)}>
            {SUSPEND_DURATIONS.map((d) => (
              <option key={d} value={d}>{t(`admin.users.duration_${d}`)}</option>
            ))}
          </select>
        </label>
      )}
      {status === 'deleted' && (
        <label className="q-check">
          <input type="checkbox" name="remove_all_content" checked={removeAll} onChange={(e) => setRemoveAll(e.target.checked)} />
          <span>
            <strong>{t('admin.users.remove_all_content')}</strong>
            <span className="q-muted q-block">{t('admin.users.remove_all_content_desc')}</span>
          </span>
        </label>
      )}
      {status !== user.status && (
        <label className="q-field">
          <span className="q-field__label">{t('admin.users.reason')}</span>
          <textarea className="q-input" name="reason" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        </label>
      )}
    </Modal>
  );
}
