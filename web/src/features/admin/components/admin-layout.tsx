import { useTranslation } from '../../../i18n/use-translation';
import { NavLink, Outlet } from 'react-router-dom';
import { usePageTitle } from '../../../components/page-title';
import { SideMenu } from '../../../components/side-menu';
import { useActivePlugins } from '../../../plugin-host/plugin-status';
import { Slot } from '../../../plugin-host/slot';
import { AdminMenuSlot, AdminSettingsMenuSlot } from '../../../sdk/shell-slots';
import { settingsGroups } from '../settings-groups';
import { accountState } from '../../../guards/account-state';
import { useCurrentUser } from '../../../app/atoms';

/**
 * The /admin shell: left menu in SPEC §6's order, whichever plugin registers first: dashboard,
 * the plugins' work pages (contents, flags), users, plugins, API docs, then the settings groups,
 * plugins' own settings pages and the settings-like pages plugins add.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const { plugins } = useActivePlugins();
  const { isAdmin } = accountState(useCurrentUser());
  usePageTitle('page_title.admin');
  return (
    <div className="q-two-col q-admin" data-testid="admin-layout">
      <SideMenu label={t('admin.menu')} testId="admin-menu">
        <NavLink to="/admin" end>{t('admin.nav.dashboard')}</NavLink>
        <Slot slot={AdminMenuSlot} />
        {plugins.flatMap((p) =>
          (p.routes ?? [])
            .filter((r) => r.layout === 'admin' && r.menu && (isAdmin || !r.menu.adminOnly))
            .map((r) => (
              <NavLink key={`${p.id}/${r.path}`} to={`/admin/${r.path}`}>
                {t(r.menu!.labelKey, { ns: `plugin.${p.id}` })}
              </NavLink>
            )),
        )}
        <NavLink to="/admin/users">{t('admin.nav.users')}</NavLink>
        <NavLink to="/admin/plugins" end>{t('admin.nav.plugins')}</NavLink>
        <NavLink to="/admin/api">{t('admin.api_docs.nav')}</NavLink>
        <h3 className="q-side-menu__heading">{t('admin.nav.settings')}</h3>
        {settingsGroups(plugins).map((g) => (
          <NavLink key={g.path} to={`/admin/${g.path}`}>{t(g.titleKey)}</NavLink>
        ))}
        {plugins.flatMap((p) =>
          (p.settingsPages ?? []).map((page) => (
            <NavLink key={`${p.id}/${page.path}`} to={`/admin/plugins/${p.id}${page.path ? `/${page.path}` : ''}`}>
              {t(page.titleKey, { ns: `plugin.${p.id}` })}
            </NavLink>
          )),
        )}
        <Slot slot={AdminSettingsMenuSlot} />
      </SideMenu>
      <section className="q-two-col__main">
        <Outlet />
      </section>
    </div>
  );
}
