import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate } from 'react-router-dom';
import { useSiteInfo } from '../../../app/atoms';
import { signIn } from '../../../app/session';
import { useCaptchaFlow } from '../../../components/captcha-flow';
import { usePageTitle } from '../../../components/page-title';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { accountApi } from '../api';
import { checkEmail, checkName, checkPassword } from '../validation';
import { AuthCard } from './auth-card';
import { ConnectorButtons } from './connector-buttons';

/** /users/register (only when new registrations are allowed). */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const site = useSiteInfo();
  const captcha = useCaptchaFlow('email');
  usePageTitle('page_title.signup');
  const tr = (key: string) => (key ? t(key) : '');
  const form = useForm({ name: '', e_mail: '', pass: '' }, (v) => ({
    name: tr(checkName(v.name)),
    e_mail: tr(checkEmail(v.e_mail)),
    pass: tr(checkPassword(v.pass)),
  }));

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    let activated = false;
    const ok = await form.submit((values) =>
      captcha.run(async (answer) => {
        const user = await accountApi.register({ ...values, ...answer });
        signIn(user);
        activated = user.mail_status === 1;
      }),
    );
    if (ok) navigate(activated ? '/' : '/users/login?status=inactive', { replace: true });
  };

  return (
    <AuthCard title={t('signup.title', { site: site?.general?.name ?? '' })} testId="register-page">
      <ConnectorButtons />
      <form onSubmit={onSubmit} noValidate>
        <TextField label={t('signup.name')} name="name" autoComplete="nickname" value={form.values.name} error={form.errors.name} onChange={(v) => form.set('name', v)} />
        <TextField label={t('login.email')} name="e_mail" type="email" autoComplete="email" value={form.values.e_mail} error={form.errors.e_mail} onChange={(v) => form.set('e_mail', v)} />
        <TextField label={t('login.password')} name="pass" type="password" autoComplete="new-password" value={form.values.pass} error={form.errors.pass} onChange={(v) => form.set('pass', v)} />
        <button type="submit" className="q-btn q-btn--primary" disabled={form.submitting}>{t('signup.submit')}</button>
      </form>
      <p className="q-auth__alt">
        {t('signup.agreements_prefix')} <Link to="/privacy">{t('signup.agreements_privacy')}</Link> {t('signup.agreements_and')} <Link to="/tos">{t('signup.agreements_tos')}</Link>
      </p>
      <p className="q-auth__alt">
        {t('signup.have_account')} <Link to="/users/login">{t('header.login')}</Link>
      </p>
      {captcha.modal}
    </AuthCard>
  );
}
