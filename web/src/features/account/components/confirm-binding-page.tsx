import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { signIn } from '../../../app/session';
import type { CurrentUser } from '../../../app/types';
import { api } from '../../../api/client';
import { setToken } from '../../../api/token-storage';
import { usePageTitle } from '../../../components/page-title';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { useTranslation } from '../../../i18n/use-translation';
import { connectorApi } from '../connectors';
import { checkEmail } from '../validation';
import { AuthCard } from './auth-card';

/**
 * /users/confirm-email?binding_key=…: a provider signed the person in without an e-mail the site
 * can trust; they give one (Answer's `connector/binding/email`). A new address makes an account
 * that waits for its verification; one with an account is not linked.
 */
export function ConfirmBindingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [exists, setExists] = useState(false);
  usePageTitle('page_title.signup');
  const form = useForm({ email: '' }, (v) => ({ email: checkEmail(v.email) && t(checkEmail(v.email)) }));
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    await form.submit(async (values) => {
      const result = await connectorApi.bindEmail({ binding_key: params.get('binding_key') ?? '', email: values.email });
      if (result.email_exist_and_must_be_confirmed) {
        setExists(true);
        return;
      }
      setToken(result.access_token);
      const user = await api.get<CurrentUser>('/user/info');
      signIn({ ...user, access_token: result.access_token });
      navigate('/users/login?status=inactive', { replace: true });
    });
  };
  return (
    <AuthCard title={t('confirm_binding.title')} testId="confirm-binding-page">
      {exists ? (
        <p className="q-alert q-alert--danger" role="alert">{t('confirm_binding.exists')}</p>
      ) : (
        <p className="q-muted">{t('confirm_binding.desc')}</p>
      )}
      <form onSubmit={onSubmit} noValidate>
        <TextField label={t('login.email')} name="email" type="email" autoComplete="email" value={form.values.email} error={form.errors.email} onChange={(v) => form.set('email', v)} />
        <button type="submit" className="q-btn q-btn--primary" disabled={form.submitting}>{t('confirm_binding.submit')}</button>
      </form>
      <p className="q-auth__alt">
        <Link to="/users/login">{t('account_recovery.back_to_login')}</Link>
      </p>
    </AuthCard>
  );
}
