import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import { useSiteInfo } from '../../../app/atoms';
import { usePageTitle } from '../../../components/page-title';
import { Slot } from '../../../plugin-host/slot';
import { HomeMainSlot } from '../../../sdk/shell-slots';

/**
 * The shell's home screen. The questions plugin replaces / and /questions with the
 * question list; this page shows while no such plugin is enabled.
 */
export function HomePage() {
  const { t } = useTranslation();
  const site = useSiteInfo();
  usePageTitle(null);
  return (
    <section className="q-home" data-testid="home-page">
      <h1>{site?.general?.name}</h1>
      {site?.general?.description && <p className="q-muted">{site.general.description}</p>}
      <Slot slot={HomeMainSlot} />
      <p>
        <Link to="/questions/ask" className="q-btn q-btn--primary">{t('header.add_question')}</Link>
      </p>
    </section>
  );
}
