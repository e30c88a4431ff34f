import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router-dom';
import { FrownIcon } from './icons';
import { usePageTitle } from './page-title';

export type HttpErrorCode = '403' | '404' | '50X';

export function toErrorCode(status: number): HttpErrorCode {
  if (status === 403) return '403';
  if (status === 404) return '404';
  return '50X';
}

/** SPEC §2.3 error page: frowning face, 'http error' with the code, description, back-home link. */
export function ErrorPage({ code, message }: { code: HttpErrorCode; message?: string }) {
  const { t } = useTranslation();
  usePageTitle(`page_title.http_${code}`);
  return (
    <div className="q-error-page" data-testid="error-page" data-code={code}>
      <FrownIcon size={96} className="q-error-page__face" />
      <h1 className="q-error-page__code">{t('http_error.code', { code })}</h1>
      <p className="q-error-page__desc">{message || t(`http_error.desc_${code}`)}</p>
      <Link to="/" className="q-btn q-btn--link">
        {t('http_error.back_home')}
      </Link>
    </div>
  );
}

export function MaintenancePage() {
  const { t } = useTranslation();
  usePageTitle('page_title.maintenance');
  return (
    <div className="q-error-page" data-testid="maintenance-page">
      <FrownIcon size={96} className="q-error-page__face" />
      <p className="q-error-page__desc">{t('maintenance.desc')}</p>
    </div>
  );
}
