import { useTranslation } from '../../../i18n/use-translation';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { checkPassword } from '../../account/validation';
import { adminUsersApi, type AdminUser } from '../api';
import { ModalSubmitFooter, useModalSubmit } from './modal-submit';

/** Admin set-new-password dialog: 8 to 32 characters; the user is logged out. */
export function NewPasswordModal({ user, onClose, onDone }: { user: AdminUser; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ password: '' }, (v) => ({ password: checkPassword(v.password) && t(checkPassword(v.password)) }));
  const { busy, run } = useModalSubmit(onDone);
  const submit = async (e?: React.FormEvent) => {
    e?.preventDefault();
    await run(() => form.submit((v) => adminUsersApi.setPassword({ user_id: user.user_id, password: v.password })));
  };
  const footer = <ModalSubmitFooter busy={busy} onCancel={onClose} onSubmit={() => void submit()} />;
  return (
    <Modal open title={t('admin.users.set_password')} onClose={onClose} footer={footer} testId="new-password-modal">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="q-muted">{t('admin.users.set_password_desc', { name: user.display_name })}</p>
        <TextField label={t('password_reset.new_password')} name="password" type="password" autoComplete="new-password" value={form.values.password} error={form.errors.password} onChange={(v) => form.set('password', v)} />
      </form>
    </Modal>
  );
}
