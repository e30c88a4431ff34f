import { useTranslation } from '../../../i18n/use-translation';
import { useSiteName } from '../../../app/atoms';
import { Slot } from '../../../plugin-host/slot';
import { FooterSlot } from '../../../sdk/shell-slots';
import { useClock } from '../../../ssr/render-clock';

/** SPEC §2.3 footer: year and site name with a built-on notice, then the plugins' fills. */
export function Footer() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const { now, utc } = useClock();
  const year = utc ? new Date(now).getUTCFullYear() : new Date(now).getFullYear();
  return (
    <footer className="q-footer" data-testid="footer">
      <div className="q-container">
        <p className="q-footer__line">{t('footer.copyright', { year, site: siteName })}</p>
        <p className="q-footer__line">{t('footer.built_on', { product: 'Quorum' })}</p>
        {/* plugins' links (legal's to /tos and /privacy) */}
        <Slot slot={FooterSlot} />
      </div>
    </footer>
  );
}
