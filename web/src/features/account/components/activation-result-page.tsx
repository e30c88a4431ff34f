import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../components/page-title';
import { AuthCard } from './auth-card';

/** /users/account-activation/success and /failed. */
export function ActivationResultPage({ result }: { result: 'success' | 'failed' }) {
  const { t } = useTranslation();
  usePageTitle('page_title.account_activation');
  return (
    <AuthCard title={t(`activation.${result}_title`)} testId={`activation-${result}`}>
      <p>{t(`activation.${result}_desc`)}</p>
      <Link to="/" className="q-btn q-btn--primary">{t('http_error.back_home')}</Link>
    </AuthCard>
  );
}

export const ActivationSuccessPage = () => <ActivationResultPage result="success" />;
export const ActivationFailedPage = () => <ActivationResultPage result="failed" />;
