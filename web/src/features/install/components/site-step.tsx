import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { TextField } from '../../../components/text-field';
import { useForm } from '../../../components/use-form';
import { checkEmail, checkPassword, checkWebsite } from '../../account/validation';
import type { Language } from '../../../i18n/resolve-language';
import { installApiCalls } from '../api';

/** Step 4: site information and the admin account (POST base-info). */
export function SiteStep({ lang, onNext }: { lang: Language; onNext: () => void }) {
  const { t } = useTranslation();
  const [loginRequired, setLoginRequired] = useState(false);
  const tr = (key: string) => (key ? t(key) : '');
  const required = (v: string, field: string) => (v.trim() ? '' : t('install.field_empty', { field: t(`install.${field}`) }));
  const form = useForm(
    { site_name: '', site_url: window.location.origin, contact_email: '', name: '', email: '', password: '' },
    (v) => ({
      site_name: required(v.site_name, 'site_name'),
      site_url: required(v.site_url, 'site_url') || tr(checkWebsite(v.site_url)),
      contact_email: tr(checkEmail(v.contact_email)),
      name: required(v.name, 'name'),
      email: tr(checkEmail(v.email)),
      password: tr(checkPassword(v.password)),
    }),
  );

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (await form.submit((v) => installApiCalls.baseInfo({ ...v, lang, login_required: loginRequired }))) onNext();
  };

  const field = (k: keyof typeof form.values, type = 'text') => (
    <TextField label={t(`install.${k}`)} name={k} type={type} value={form.values[k]} error={form.errors[k]} onChange={(v) => form.set(k, v)} />
  );
  return (
    <form onSubmit={onSubmit} noValidate data-testid="install-step-4">
      <h3>{t('install.site_information')}</h3>
      {field('site_name')}
      {field('site_url', 'url')}
      {field('contact_email', 'email')}
      <label className="q-check">
        <input type="checkbox" name="login_required" checked={loginRequired} onChange={(e) => setLoginRequired(e.target.checked)} />
        {t('install.login_required')}
      </label>
      <h3>{t('install.admin_account')}</h3>
      {field('name')}
      {field('email', 'email')}
      {field('password', 'password')}
      {form.alert && <p className="q-alert q-alert--danger" role="alert" data-testid="install-alert">{form.alert}</p>}
      <button type="submit" className="q-btn q-btn--primary" disabled={form.submitting}>{t('install.next')}</button>
    </form>
  );
}
