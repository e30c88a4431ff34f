import { useTranslation } from '../../../i18n/use-translation';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { checkEmail } from '../../account/validation';
import { adminUsersApi, type AdminUser } from '../api';
import { ModalSubmitFooter, useModalSubmit } from './modal-submit';

/** Admin edit of a member's display name, username and e-mail (PUT user/profile); a taken name or address is shown on its field. */
export function EditProfileModal({ user, onClose, onDone }: { user: AdminUser; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ display_name: user.display_name, username: user.username, email: user.e_mail }, (v) => ({
    display_name: v.display_name.trim().length < 2 ? t('admin.users.display_name_short') : '',
    email: checkEmail(v.email) ? t(checkEmail(v.email)) : '',
  }));
  const { busy, run } = useModalSubmit(onDone);
  const submit = async (e?: React.FormEvent) => {
    e?.preventDefault();
    await run(() => form.submit((v) => adminUsersApi.editProfile({ user_id: user.user_id, ...v })));
  };
  const footer = <ModalSubmitFooter busy={busy} onCancel={onClose} onSubmit={() => void submit()} />;
  return (
    <Modal open title={t('admin.users.edit_profile')} onClose={onClose} footer={footer} testId="edit-profile-modal">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={t('settings.profile.display_name')} name="display_name" value={form.values.display_name} error={form.errors.display_name} onChange={(v) => form.set('display_name', v)} />
        <TextField label={t('settings.profile.username')} name="username" value={form.values.username} error={form.errors.username} onChange={(v) => form.set('username', v)} />
        <TextField label={t('login.email')} name="email" type="email" value={form.values.email} error={form.errors.email} onChange={(v) => form.set('email', v)} />
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
