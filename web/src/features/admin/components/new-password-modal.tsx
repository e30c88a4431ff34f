import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { toast } from '../../../components/toast-store';
import { useForm } from '../../../components/use-form';
import { checkPassword } from '../../account/validation';
import { adminUsersApi, type AdminUser } from '../api';

/** Admin set-new-password dialog: 8 to 32 characters; the user is logged out. */
export function NewPasswordModal({ user, onClose, onDone }: { user: AdminUser; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ password: '' }, (v) => ({ password: checkPassword(v.password) && t(checkPassword(v.password)) }));
  const submit = async (e?: React.FormEvent) => {
    e?.preventDefault();
    if (await form.submit((v) => adminUsersApi.setPassword({ user_id: user.user_id, password: v.password }))) {
      toast(t('messages.update_success'), 'success');
      onDone();
    }
  };
  const footer = (
    <>
      <button type="button" className="q-btn" onClick={onClose}>{t('common.cancel')}</button>
      <button type="button" className="q-btn q-btn--primary" disabled={form.submitting} onClick={() => void submit()}>{t('common.submit')}</button>
    </>
  );
  return (
    <Modal open title={t('admin.users.set_password')} onClose={onClose} footer={footer} testId="new-password-modal">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="q-muted">{t('admin.users.set_password_desc', { name: user.display_name })}</p>
        <TextField label={t('password_reset.new_password')} name="password" type="password" autoComplete="new-password" value={form.values.password} error={form.errors.password} onChange={(v) => form.set('password', v)} />
      </form>
    </Modal>
  );
}
