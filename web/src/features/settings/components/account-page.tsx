import { useTranslation } from '../../../i18n/use-translation';
import { useCurrentUser } from '../../../app/atoms';
import { useCaptchaFlow } from '../../../components/captcha-flow';
import { TextField } from '../../../components/text-field';
import { toast } from '../../../components/toast-store';
import { useForm } from '../../../components/use-form';
import { checkEmail, checkPassword, checkPasswordMatch, checkRequired } from '../../account/validation';
import { settingsApi } from '../api';
import { LinkedLogins } from './linked-logins';

function ChangeEmailForm() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const tr = (key: string) => (key ? t(key) : '');
  const captcha = useCaptchaFlow('email');
  const form = useForm({ e_mail: '', pass: '' }, (v) => ({ e_mail: tr(checkEmail(v.e_mail)), pass: tr(checkRequired(v.pass, 'validation.password_empty')) }));
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (await form.submit((values) => captcha.run((answer) => settingsApi.requestEmailChange({ ...values, ...answer })))) {
      toast(t('change_email.sent', { mail: form.values.e_mail }), 'success');
      form.setValues({ e_mail: '', pass: '' });
    }
  };
  return (
    <>
      <form onSubmit={onSubmit} noValidate data-testid="change-email-form">
        <h3>{t('settings.account.email')}</h3>
        <p className="q-muted">{t('change_email.current', { mail: user?.e_mail ?? '' })}</p>
        <TextField label={t('change_email.new_email')} name="e_mail" type="email" value={form.values.e_mail} error={form.errors.e_mail} onChange={(v) => form.set('e_mail', v)} />
        <TextField label={t('settings.account.current_password')} name="pass" type="password" value={form.values.pass} error={form.errors.pass} onChange={(v) => form.set('pass', v)} />
        <button type="submit" className="q-btn q-btn--primary" disabled={form.submitting}>{t('common.save')}</button>
      </form>
      {captcha.modal}
    </>
  );
}

function ChangePasswordForm() {
  const { t } = useTranslation();
  const tr = (key: string) => (key ? t(key) : '');
  const captcha = useCaptchaFlow('edit_userinfo');
  const form = useForm({ old_pass: '', pass: '', confirm: '' }, (v) => ({
    old_pass: tr(checkRequired(v.old_pass, 'validation.password_empty')),
    pass: tr(checkPassword(v.pass)),
    confirm: tr(checkPassword(v.confirm) || checkPasswordMatch(v.pass, v.confirm)),
  }));
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const ok = await form.submit((values) => captcha.run((answer) => settingsApi.changePassword({ old_pass: values.old_pass, pass: values.pass, ...answer })));
    if (ok) {
      toast(t('messages.password_changed'), 'success');
      form.setValues({ old_pass: '', pass: '', confirm: '' });
    }
  };
  return (
    <>
      <form onSubmit={onSubmit} noValidate data-testid="change-password-form">
        <h3>{t('settings.account.password')}</h3>
        <TextField label={t('settings.account.current_password')} name="old_pass" type="password" autoComplete="current-password" value={form.values.old_pass} error={form.errors.old_pass} onChange={(v) => form.set('old_pass', v)} />
        <TextField label={t('password_reset.new_password')} name="pass" type="password" autoComplete="new-password" value={form.values.pass} error={form.errors.pass} onChange={(v) => form.set('pass', v)} />
        <TextField label={t('password_reset.confirm_password')} name="confirm" type="password" autoComplete="new-password" value={form.values.confirm} error={form.errors.confirm} onChange={(v) => form.set('confirm', v)} />
        <button type="submit" className="q-btn q-btn--primary" disabled={form.submitting}>{t('common.save')}</button>
      </form>
      {captcha.modal}
    </>
  );
}

/** Account settings: e-mail, password, and the logins linked at login connectors. */
export function AccountPage() {
  const { t } = useTranslation();
  return (
    <div className="q-stack" data-testid="account-settings">
      <h2>{t('settings.nav.account')}</h2>
      <ChangeEmailForm />
      <ChangePasswordForm />
      <LinkedLogins />
    </div>
  );
}
