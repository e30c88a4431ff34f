import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../../app/atoms';
import { useCaptchaFlow } from '../../../components/captcha-flow';
import { accountApi } from '../api';
import { AuthCard } from './auth-card';

/** SPEC §2.3 inactive-account notice: mail sent, resend (captcha when asked), change e-mail. */
export function InactiveNotice() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const captcha = useCaptchaFlow('email');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [mailLeaves, setMailLeaves] = useState(true);
  useEffect(() => {
    if (!user) return;
    accountApi.mailDelivery().then((d) => setMailLeaves(d.mail_leaves_site), () => undefined);
  }, [user]);

  const resend = async () => {
    setBusy(true);
    try {
      await captcha.run((answer) => accountApi.resendActivation(answer));
      setSent(true);
    } catch {
      // toasts and dialogs are shown by the api client; a closed captcha just stops
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('inactive.title')} testId="inactive-notice">
      {mailLeaves
        ? <p>{t(sent ? 'inactive.another_sent' : 'inactive.first_sent', { mail: user?.e_mail ?? '' })}</p>
        : <p className="q-alert q-alert--warning" data-testid="mail-not-sent">{t('inactive.mail_not_sent', { mail: user?.e_mail ?? '' })}</p>}
      {user && (
        <div className="q-row q-gap">
          <button type="button" className="q-btn q-btn--primary" disabled={busy} onClick={() => void resend()} data-testid="resend-activation">
            {t('inactive.resend')}
          </button>
          <Link to="/users/change-email" className="q-btn q-btn--link">{t('inactive.change_email')}</Link>
        </div>
      )}
      {captcha.modal}
    </AuthCard>
  );
}
