import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { useCaptchaFlow } from '../../../components/captcha-flow';
import { usePageTitle } from '../../../components/page-title';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { accountApi } from '../api';
import { checkEmail } from '../validation';
import { AuthCard } from './auth-card';

/** /users/account-recovery: asks for a password-reset mail. */
export function AccountRecoveryPage() {
  const { t } = useTranslation();
  const captcha = useCaptchaFlow('email');
  const [sentTo, setSentTo] = useState('');
  usePageTitle('page_title.account_recovery');
  const form = useForm({ e_mail: '' }, (v) => ({ e_mail: checkEmail(v.e_mail) && t(checkEmail(v.e_mail)) }));

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const ok = await form.submit((values) => captcha.run((answer) => accountApi.requestPasswordReset({ ...values, ...answer })));
    if (ok) setSentTo(form.values.e_mail);
  };

  return (
    <AuthCard title={t('account_recovery.title')} testId="account-recovery-page">
      {sentTo ? (
        <p data-testid="recovery-sent">{t('account_recovery.sent', { mail: sentTo })}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <p className="q-muted">{t('account_recovery.desc')}</p>
          <TextField label={t('login.email')} name="e_mail" type="email" value={form.values.e_mail} error={form.errors.e_mail} onChange={(v) => form.set('e_mail', v)} />
          <button type="submit" className="q-btn q-btn--primary" disabled={form.submitting}>{t('account_recovery.submit')}</button>
        </form>
      )}
      <p className="q-auth__alt">
        <Link to="/users/login">{t('account_recovery.back_to_login')}</Link>
      </p>
      {captcha.modal}
    </AuthCard>
  );
}
