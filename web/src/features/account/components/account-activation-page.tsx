import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { signIn } from '../../../app/session';
import { Loading } from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { accountApi } from '../api';
import { InactiveNotice } from './inactive-notice';

/**
 * /users/account-activation. With ?code= (the link in the activation mail) it verifies
 * the address, stores the returned login and goes to the success page; without a code
 * it tells the user to activate by e-mail.
 */
export function AccountActivationPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const navigate = useNavigate();
  const started = useRef(false);
  usePageTitle('page_title.account_activation');

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    accountApi
      .verifyEmail(code)
      .then((user) => {
        signIn(user);
        navigate('/users/account-activation/success', { replace: true });
      })
      // a 403 url_expired is routed to /failed by the api client; anything else ends there too
      .catch(() => navigate('/users/account-activation/failed', { replace: true }));
  }, [code, navigate]);

  return code ? <Loading /> : <InactiveNotice />;
}
