import { useTranslation } from '../../../i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { takeRedirect } from '../../../api/token-storage';
import { useCurrentUser, useSiteInfo } from '../../../app/atoms';
import { signIn } from '../../../app/session';
import { useCaptchaFlow } from '../../../components/captcha-flow';
import { usePageTitle } from '../../../components/page-title';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { accountState } from '../../../guards/account-state';
import { accountApi } from '../api';
import { checkEmail, checkRequired } from '../validation';
import { AuthCard } from './auth-card';
import { ConnectorButtons, ConnectorError } from './connector-buttons';
import { InactiveNotice } from './inactive-notice';

function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const site = useSiteInfo();
  const [params] = useSearchParams();
  // Single sign-on only: no password form, except at ?password=1 (administrators keep password login).
  const passwordForm = site?.login?.allow_password_login !== false || params.get('password') === '1';
  const captcha = useCaptchaFlow('password');
  const form = useForm({ e_mail: '', pass: '' }, (v) => ({
    e_mail: checkEmail(v.e_mail) && t(checkEmail(v.e_mail)),
    pass: checkRequired(v.pass, 'validation.password_empty') && t('validation.password_empty'),
  }));

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    let activated = true;
    const ok = await form.submit((values) =>
      captcha.run(async (answer) => {
        const user = await accountApi.login({ ...values, ...answer });
        signIn(user);
        activated = user.mail_status === 1;
      }),
    );
    if (!ok) return;
    navigate(activated ? takeRedirect('/') : '/users/login?status=inactive', { replace: true });
  };

  return (
    <AuthCard title={t('login.title', { site: site?.general?.name ?? '' })} testId="login-page">
      <ConnectorError />
      <ConnectorButtons />
      {passwordForm && (
        <form onSubmit={onSubmit} noValidate>
          <TextField label={t('login.email')} name="e_mail" type="email" autoComplete="username" value={form.values.e_mail} error={form.errors.e_mail} onChange={(v) => form.set('e_mail', v)} />
          <TextField label={t('login.password')} name="pass" type="password" autoComplete="current-password" value={form.values.pass} error={form.errors.pass} onChange={(v) => form.set('pass', v)} />
          <div className="q-row q-space-between">
            <button type="submit" className="q-btn q-btn--primary" disabled={form.submitting}>{t('login.submit')}</button>
            <Link to="/users/account-recovery">{t('login.forgot_password')}</Link>
          </div>
        </form>
      )}
      {site?.login?.allow_new_registrations && (
        <p className="q-auth__alt">
          {t('login.no_account')} <Link to="/users/register">{t('header.signup')}</Link>
        </p>
      )}
      {captcha.modal}
    </AuthCard>
  );
}

/** /users/login; with ?status=inactive (or for an inactive user) the activation prompt. */
export function LoginPage() {
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const inactive = params.get('status') === 'inactive' || accountState(user).isNotActivated;
  usePageTitle(inactive ? 'page_title.account_activation' : 'page_title.login');
  return inactive ? <InactiveNotice /> : <LoginForm />;
}
