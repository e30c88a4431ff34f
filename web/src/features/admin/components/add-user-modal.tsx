import { useTranslation } from '../../../i18n/use-translation';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { checkAdminDisplayName, checkEmail, checkPassword } from '../../account/validation';
import { adminUsersApi } from '../api';
import { ModalSubmitFooter, useModalSubmit } from './modal-submit';

/** Admin create-user dialog (POST user {display_name, email, password}). */
export function AddUserModal({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const tr = (key: string) => (key ? t(key) : '');
  const form = useForm({ display_name: '', email: '', password: '' }, (v) => ({
    display_name: tr(checkAdminDisplayName(v.display_name)),
    email: tr(checkEmail(v.email)),
    password: tr(checkPassword(v.password)),
  }));
  const { busy, run } = useModalSubmit(onDone);
  const submit = async (e?: React.FormEvent) => {
    e?.preventDefault();
    await run(() => form.submit((v) => adminUsersApi.create(v), { e_mail: 'email', name: 'display_name' }));
  };
  const footer = <ModalSubmitFooter busy={busy} onCancel={onClose} onSubmit={() => void submit()} />;
  return (
    <Modal open title={t('admin.users.add')} onClose={onClose} footer={footer} testId="add-user-modal">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={t('settings.profile.display_name')} name="display_name" value={form.values.display_name} error={form.errors.display_name} onChange={(v) => form.set('display_name', v)} />
        <TextField label={t('login.email')} name="email" type="email" value={form.values.email} error={form.errors.email} onChange={(v) => form.set('email', v)} />
        <TextField label={t('login.password')} name="password" type="password" autoComplete="new-password" value={form.values.password} error={form.errors.password} onChange={(v) => form.set('password', v)} />
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
