import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router-dom';
import { appStore, loginModalAtom, siteInfoAtom } from '../app/atoms';
import { Modal } from './modal';

/** Opens the login-to-continue modal (visitors pressing vote, bookmark, comment…). */
export function requireLogin(): void {
  appStore.set(loginModalAtom, true);
}

export function LoginModal() {
  const [open, setOpen] = useAtom(loginModalAtom);
  const site = useAtomValue(siteInfoAtom);
  const { t } = useTranslation();
  const close = () => setOpen(false);
  return (
    <Modal open={open} title={t('login_modal.title')} onClose={close} testId="login-modal">
      <p>{t('login_modal.desc', { site: site?.general?.name ?? '' })}</p>
      <div className="q-row q-gap">
        <Link to="/users/login" className="q-btn q-btn--primary" onClick={close}>
          {t('header.login')}
        </Link>
        {site?.login?.allow_new_registrations && (
          <Link to="/users/register" className="q-btn" onClick={close}>
            {t('header.signup')}
          </Link>
        )}
      </div>
    </Modal>
  );
}
