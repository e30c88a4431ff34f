import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { Loading } from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { toast } from '../../../components/toast-store';
import { pluginStatusKey } from '../../../plugin-host/plugin-status';
import { useWebFailures } from '../../../plugin-host/web-failures';
import { adminKeys, adminPluginsApi, type AdminPlugin } from '../api';
import { pluginGroups } from '../plugin-groups';

function pluginState(p: AdminPlugin): string {
  if (p.quarantined) return 'quarantined';
  return p.enabled ? 'enabled' : 'disabled';
}

/** What the plugin's manifest says it may do; the privileged powers (granted by the operator) marked. */
function PluginCapabilities({ plugin }: { plugin: AdminPlugin }) {
  const { t } = useTranslation();
  if (!plugin.capabilities.length) return null;
  return (
    <span className="q-block q-plugins__capabilities" data-testid="plugin-capabilities">
      <span className="q-muted">{t('admin.plugins.capabilities')}</span>{' '}
      {plugin.capabilities.map((c) => {
        const privileged = plugin.privileged.includes(c);
        return (
          <span key={c} className={`q-badge${privileged ? ' q-badge--privileged' : ''}`} data-capability={c} title={privileged ? t('admin.plugins.privileged_hint') : undefined}>
            {t(`admin.plugins.capability_${c}`)}
          </span>
        );
      })}
    </span>
  );
}

/** /admin/plugins: the plugins by kind, each with its purpose; enable or disable those that may be, open their settings. */
export function PluginsPage() {
  const { t } = useTranslation();
  const { mutate: mutateGlobal } = useSWRConfig();
  const { data, isLoading, mutate } = useSWR<AdminPlugin[]>(adminKeys.plugins());
  const [busy, setBusy] = useState('');
  // added plugins whose web half this browser switched off (the admin pages are one visit with the site's)
  const failures = useWebFailures();
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
      <p className="q-muted">{t('admin.plugins.intro')}</p>
      {pluginGroups(data ?? []).map(({ group, plugins }) => (
        <section key={group} className="q-card q-plugins" data-testid={`plugin-group-${group}`}>
          <h3>{t(`admin.plugins.group_${group}`)}</h3>
          <ul className="q-plugins__list">
            {plugins.map((p) => (
              <li key={p.slug_name} className="q-plugins__row" data-testid="plugin-row" data-slug={p.slug_name}>
                <div className="q-plugins__about">
                  <strong>{p.name}</strong> <span className="q-muted q-plugins__version">{p.version}</span>
                  {p.author && <span className="q-muted q-plugins__author" data-testid="plugin-author"> {t('admin.plugins.author', { author: p.author })}</span>}
                  <span className="q-muted q-block">{p.description}</span>
                  <PluginCapabilities plugin={p} />
                  {p.error && <span className="q-field__error q-block" data-testid="plugin-quarantine-reason">{t('admin.plugins.quarantine_reason', { reason: p.error })}</span>}
                  {p.pending_version && <span className="q-block q-plugins__note" data-testid="plugin-pending-version">{t('admin.plugins.restart_to_serve', { version: p.pending_version })}</span>}
                  {failures.has(p.slug_name) && (
                    <span className="q-field__error q-block" data-testid="plugin-web-failed">{t(`admin.plugins.web_failed_${failures.get(p.slug_name)!}`)}</span>
                  )}
                </div>
                <span className="q-plugins__state"><span className={`q-badge q-badge--${pluginState(p)}`}>{t(`admin.plugins.${pluginState(p)}`)}</span></span>
                <div className="q-plugins__actions">
                  {p.lock ? (
                    <span className="q-muted q-plugins__lock" data-testid="plugin-lock">
                      {t(`admin.plugins.lock_${p.lock}`, { names: p.required_by.join(t('admin.plugins.list_separator')) })}
                    </span>
                  ) : !p.quarantined && (
                    <button type="button" className="q-btn q-btn--small" disabled={busy === p.slug_name} onClick={() => void toggle(p)} data-testid="plugin-toggle">
                      {t(p.enabled ? 'admin.plugins.disable' : 'admin.plugins.enable')}
                    </button>
                  )}
                  {p.have_config && <Link className="q-btn q-btn--small" to={`/admin/plugins/${p.slug_name}/config`}>{t('admin.plugins.settings')}</Link>}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
