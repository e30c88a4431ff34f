import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../components/page-title';
import { accountApi } from '../api';
import { AuthCard } from './auth-card';

/** /users/unsubscribe?code= : stops notification mails (no guards). */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [state, setState] = useState<'pending' | 'done' | 'failed'>(code ? 'pending' : 'failed');
  const started = useRef(false);
  usePageTitle('page_title.unsubscribe');

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    accountApi.unsubscribe(code).then(() => setState('done'), () => setState('failed'));
  }, [code]);

  return (
    <AuthCard title={t('unsubscribe.title')} testId="unsubscribe-page">
      <p>{t(`unsubscribe.${state}`)}</p>
      <Link to="/" className="q-btn q-btn--primary">{t('http_error.back_home')}</Link>
    </AuthCard>
  );
}
