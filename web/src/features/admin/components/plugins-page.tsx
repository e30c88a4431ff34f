import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { Loading } from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { toast } from '../../../components/toast-store';
import { pluginStatusKey } from '../../../plugin-host/plugin-status';
import { adminKeys, adminPluginsApi, type AdminPlugin } from '../api';

function pluginState(p: AdminPlugin): string {
  if (p.quarantined) return 'quarantined';
  return p.enabled ? 'enabled' : 'disabled';
}

/** /admin/plugins: enable or disable plugins, open their configuration. */
export function PluginsPage() {
  const { t } = useTranslation();
  const { mutate: mutateGlobal } = useSWRConfig();
  const { data, isLoading, mutate } = useSWR<AdminPlugin[]>(adminKeys.plugins());
  const [busy, setBusy] = useState('');
  usePageTitle('admin.nav.plugins');

  const toggle = async (p: AdminPlugin) => {
    setBusy(p.slug_name);
    try {
      await adminPluginsApi.setEnabled(p.slug_name, !p.enabled);
      // the public status drives which plugin routes and slots the shell mounts
      await Promise.all([mutate(), mutateGlobal(pluginStatusKey())]);
      toast(t('messages.update_success'), 'success');
    } catch {
      // reported by the api client
    } finally {
      setBusy('');
    }
  };

  if (isLoading) return <Loading />;
  return (
    <div data-testid="admin-plugins">
      <h2>{t('admin.nav.plugins')}</h2>
      <table className="q-table">
        <thead>
          <tr><th>{t('admin.plugins.name')}</th><th>{t('admin.plugins.version')}</th><th>{t('admin.plugins.status')}</th><th>{t('admin.users.action')}</th></tr>
        </thead>
        <tbody>
          {(data ?? []).map((p) => (
            <tr key={p.slug_name} data-testid="plugin-row" data-slug={p.slug_name}>
              <td>
                <strong>{p.name}</strong>
                <span className="q-muted q-block">{p.description}</span>
                {p.error && <span className="q-field__error q-block">{p.error}</span>}
              </td>
              <td>{p.version}</td>
              <td><span className={`q-badge q-badge--${pluginState(p)}`}>{t(`admin.plugins.${pluginState(p)}`)}</span></td>
              <td className="q-row q-gap q-wrap">
                {!p.core && (
                  <button type="button" className="q-btn q-btn--small" disabled={busy === p.slug_name} onClick={() => void toggle(p)} data-testid="plugin-toggle">
                    {t(p.enabled ? 'admin.plugins.disable' : 'admin.plugins.enable')}
                  </button>
                )}
                {p.have_config && <Link className="q-btn q-btn--small" to={`/admin/plugins/${p.slug_name}/config`}>{t('admin.plugins.settings')}</Link>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
