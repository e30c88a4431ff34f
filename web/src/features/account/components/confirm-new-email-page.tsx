import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router-dom';
import { signIn } from '../../../app/session';
import { Loading } from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { accountApi } from '../api';
import { AuthCard } from './auth-card';

/** /users/confirm-new-email?code= : confirms a changed address (PUT user/email). */
export function ConfirmNewEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [state, setState] = useState<'pending' | 'done' | 'invalid'>(code ? 'pending' : 'invalid');
  const started = useRef(false);
  usePageTitle('page_title.confirm_email');

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    accountApi
      .confirmNewEmail(code)
      // Confirming ends every session of the member; the answer carries the new one.
      .then((user) => signIn(user))
      .then(() => setState('done'))
      .catch(() => setState('invalid'));
  }, [code]);

  if (state === 'pending') return <Loading />;
  return (
    <AuthCard title={t('confirm_email.title')} testId="confirm-email-page">
      <p className={state === 'done' ? 'q-alert q-alert--success' : 'q-alert q-alert--danger'}>
        {t(state === 'done' ? 'confirm_email.success' : 'confirm_email.link_invalid')}
      </p>
      <Link to="/" className="q-btn q-btn--primary">{t('http_error.back_home')}</Link>
    </AuthCard>
  );
}
