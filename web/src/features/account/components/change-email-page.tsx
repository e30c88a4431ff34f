import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../../app/atoms';
import { useCaptchaFlow } from '../../../components/captcha-flow';
import { usePageTitle } from '../../../components/page-title';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { accountApi } from '../api';
import { checkEmail } from '../validation';
import { AuthCard } from './auth-card';

/** /users/change-email: an inactive user corrects the address the activation mail goes to. */
export function ChangeEmailPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const captcha = useCaptchaFlow('email');
  const [sentTo, setSentTo] = useState('');
  usePageTitle('page_title.change_email');
  const form = useForm({ e_mail: '' }, (v) => ({ e_mail: checkEmail(v.e_mail) && t(checkEmail(v.e_mail)) }));

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const ok = await form.submit((values) => captcha.run((answer) => accountApi.requestEmailChange({ ...values, ...answer })));
    if (ok) setSentTo(form.values.e_mail);
  };

  return (
    <AuthCard title={t('change_email.title')} testId="change-email-page">
      {sentTo ? (
        <p>{t('change_email.sent', { mail: sentTo })}</p>
      ) : user ? (
        <form onSubmit={onSubmit} noValidate>
          <p className="q-muted">{t('change_email.current', { mail: user.e_mail })}</p>
          <TextField label={t('change_email.new_email')} name="e_mail" type="email" value={form.values.e_mail} error={form.errors.e_mail} onChange={(v) => form.set('e_mail', v)} />
          <button type="submit" className="q-btn q-btn--primary" disabled={form.submitting}>{t('change_email.submit')}</button>
        </form>
      ) : (
        <p>
          <Link to="/users/login">{t('header.login')}</Link>
        </p>
      )}
      {captcha.modal}
    </AuthCard>
  );
}
