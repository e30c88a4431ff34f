import { useTranslation } from '../../../i18n/use-translation';
import { NavLink, Outlet } from 'react-router-dom';
import { usePageTitle } from '../../../components/page-title';
import { SideMenu } from '../../../components/side-menu';
import { Slot } from '../../../plugin-host/slot';
import { UserSettingsMenuSlot } from '../../../sdk/shell-slots';

const PAGES = ['profile', 'notify', 'account', 'interface'] as const;

/** /users/settings with its sub-pages. */
export function SettingsLayout() {
  const { t } = useTranslation();
  usePageTitle('page_title.settings');
  return (
    <div className="q-two-col" data-testid="settings-layout">
      <SideMenu label={t('settings.menu')}>
        {PAGES.map((page) => (
          <NavLink key={page} to={`/users/settings/${page}`}>{t(`settings.nav.${page}`)}</NavLink>
        ))}
        <Slot slot={UserSettingsMenuSlot} />
      </SideMenu>
      <section className="q-two-col__main">
        <Outlet />
      </section>
    </div>
  );
}
