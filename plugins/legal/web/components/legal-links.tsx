import { Link } from 'react-router-dom';
import { useTranslation } from '../../../../web/src/sdk';

/** The footer's links to the two pages (every page's, so their text is in the catalogue every page loads). */
export function LegalLinks() {
  const { t } = useTranslation('plugin.legal');
  return (
    <nav className="q-footer__links">
      <Link to="/tos">{t('tos')}</Link>
      <Link to="/privacy">{t('privacy')}</Link>
    </nav>
  );
}
