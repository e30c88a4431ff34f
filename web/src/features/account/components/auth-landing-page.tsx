import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../api/client';
import { setToken, takeRedirect } from '../../../api/token-storage';
import { signIn } from '../../../app/session';
import type { CurrentUser } from '../../../app/types';
import { usePageTitle } from '../../../components/page-title';
import { useTranslation } from '../../../i18n/use-translation';
import { AuthCard } from './auth-card';

/**
 * /users/auth-landing?access_token=…: where a login connector sends the browser after signing
 * the person in (Answer's route). Keeps the token, reads the member and goes on; the token
 * leaves the address bar at once.
 */
export function AuthLandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);
  usePageTitle('page_title.login');
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get('access_token');
    if (!token) {
      navigate('/users/login', { replace: true });
      return;
    }
    setToken(token);
    void api
      .get<CurrentUser | null>('/user/info')
      .then((user) => {
        if (!user) throw new Error('no session');
        signIn({ ...user, access_token: token });
        navigate(user.mail_status === 1 ? takeRedirect('/') : '/users/login?status=inactive', { replace: true });
      })
      .catch(() => navigate('/users/login?connector_error=failed', { replace: true }));
  }, [navigate, params]);
  return (
    <AuthCard title={t('auth_landing.title')} testId="auth-landing-page">
      <p className="q-muted">{t('auth_landing.signing_in')}</p>
    </AuthCard>
  );
}
