import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../api/api-error';
import { Loading } from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { accountApi } from '../api';
import { checkPassword, checkPasswordMatch } from '../validation';
import { AuthCard } from './auth-card';

/** /users/password-reset?code= : choose a new password. */
export function PasswordResetPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [state, setState] = useState<'checking' | 'form' | 'done' | 'invalid'>(code ? 'checking' : 'invalid');
  // A used, expired or mistyped link says so at once, rather than after a new password is typed.
  useEffect(() => {
    if (!code) return;
    let live = true;
    accountApi
      .passwordResetCodeLive(code)
      .then((r) => live && setState(r.live ? 'form' : 'invalid'))
      .catch(() => live && setState('form'));
    return () => {
      live = false;
    };
  }, [code]);
  usePageTitle('page_title.password_reset');
  const tr = (key: string) => (key ? t(key) : '');
  const form = useForm({ pass: '', confirm: '' }, (v) => ({
    pass: tr(checkPassword(v.pass)),
    confirm: tr(checkPassword(v.confirm) || checkPasswordMatch(v.pass, v.confirm)),
  }));

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    let invalid = false;
    const ok = await form.submit(async (values) => {
      try {
        await accountApi.replacePassword({ code, pass: values.pass });
      } catch (err) {
        invalid = err instanceof ApiError && err.status === 403;
        throw err;
      }
    });
    if (ok) setState('done');
    else if (invalid) setState('invalid');
  };

  return (
    <AuthCard title={t('password_reset.title')} testId="password-reset-page">
      {state === 'checking' && <Loading />}
      {state === 'invalid' && (
        <>
          <p className="q-alert q-alert--danger" data-testid="password-reset-invalid">{t('password_reset.link_invalid')}</p>
          <p className="q-auth__alt">
            <Link to="/users/account-recovery" className="q-btn q-btn--primary" data-testid="password-reset-request-new">{t('password_reset.request_new')}</Link>
          </p>
        </>
      )}
      {state === 'done' && <p className="q-alert q-alert--success">{t('password_reset.success')}</p>}
      {state === 'form' && (
        <form onSubmit={onSubmit} noValidate>
          <TextField label={t('password_reset.new_password')} name="pass" type="password" autoComplete="new-password" value={form.values.pass} error={form.errors.pass} onChange={(v) => form.set('pass', v)} />
          <TextField label={t('password_reset.confirm_password')} name="confirm" type="password" autoComplete="new-password" value={form.values.confirm} error={form.errors.confirm} onChange={(v) => form.set('confirm', v)} />
          <button type="submit" className="q-btn q-btn--primary" disabled={form.submitting}>{t('password_reset.submit')}</button>
        </form>
      )}
      <p className="q-auth__alt">
        <Link to="/users/login">{t('account_recovery.back_to_login')}</Link>
      </p>
    </AuthCard>
  );
}
