import { useTranslation } from '../../../i18n/use-translation';
import { NavLink, Outlet } from 'react-router-dom';
import { usePageTitle } from '../../../components/page-title';
import { useActivePlugins } from '../../../plugin-host/plugin-status';
import { Slot } from '../../../plugin-host/slot';
import { AdminMenuSlot } from '../../../sdk/shell-slots';
import { SETTINGS_GROUPS, pluginSettingsGroups } from '../settings-groups';

/** The /admin shell: left menu (dashboard, users, plugins, settings groups, plugin pages). */
export function AdminLayout() {
  const { t } = useTranslation();
  const { plugins } = useActivePlugins();
  usePageTitle('page_title.admin');
  return (
    <div className="q-two-col q-admin" data-testid="admin-layout">
      <nav className="q-side-menu" aria-label={t('admin.menu')}>
        <NavLink to="/admin" end>{t('admin.nav.dashboard')}</NavLink>
        <NavLink to="/admin/users">{t('admin.nav.users')}</NavLink>
        <NavLink to="/admin/plugins" end>{t('admin.nav.plugins')}</NavLink>
        <NavLink to="/admin/api">{t('admin.api_docs.nav')}</NavLink>
        <h3 className="q-side-menu__heading">{t('admin.nav.settings')}</h3>
        {[...SETTINGS_GROUPS, ...pluginSettingsGroups(plugins)].map((g) => (
          <NavLink key={g.path} to={`/admin/${g.path}`}>{t(g.titleKey)}</NavLink>
        ))}
        {plugins.flatMap((p) =>
          (p.settingsPages ?? []).map((page) => (
            <NavLink key={`${p.id}/${page.path}`} to={`/admin/plugins/${p.id}${page.path ? `/${page.path}` : ''}`}>
              {t(page.titleKey, { ns: `plugin.${p.id}` })}
            </NavLink>
          )),
        )}
        <Slot slot={AdminMenuSlot} />
      </nav>
      <section className="q-two-col__main">
        <Outlet />
      </section>
    </div>
  );
}
