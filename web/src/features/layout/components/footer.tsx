import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { useSiteName } from '../../../app/atoms';
import { Slot } from '../../../plugin-host/slot';
import { FooterSlot } from '../../../sdk/shell-slots';
import { useClock } from '../../../ssr/render-clock';

/** SPEC §2.3 footer: year and site name with a built-on notice. */
export function Footer() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const { now, utc } = useClock();
  const year = utc ? new Date(now).getUTCFullYear() : new Date(now).getFullYear();
  return (
    <footer className="q-footer" data-testid="footer">
      <div className="q-container">
        <Slot slot={FooterSlot} />
        <p className="q-footer__line">{t('footer.copyright', { year, site: siteName })}</p>
        <p className="q-footer__line">{t('footer.built_on', { product: 'Quorum' })}</p>
        <nav className="q-footer__links">
          <Link to="/tos">{t('footer.tos')}</Link>
          <Link to="/privacy">{t('footer.privacy')}</Link>
        </nav>
      </div>
    </footer>
  );
}
