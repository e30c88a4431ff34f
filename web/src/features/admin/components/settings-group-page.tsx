import { useTranslation } from '../../../i18n/use-translation';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { fetchSiteInfo } from '../../../app/session';
import { ErrorPage } from '../../../components/error-page';
import { Loading } from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { SchemaForm } from '../../../components/schema-form';
import { toast } from '../../../components/toast-store';
import { adminKeys, adminSettingsApi } from '../api';
import { registeredWebPlugins } from '../../../plugin-host/plugin-registry';
import { SETTINGS_GROUPS, pluginSettingsGroups, type SettingsGroup } from '../settings-groups';

/** Keeps only the keys the schema describes (it forbids additional properties). */
export function pickSchemaFields(group: SettingsGroup, data: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(group.schema.properties ?? {});
  return Object.fromEntries(Object.entries(data).filter(([k]) => keys.includes(k)));
}

/** One settings group, rendered from its JSON Schema; saving refreshes the site info. */
export function SettingsGroupPage({ group }: { group: SettingsGroup }) {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useSWR<Record<string, unknown>>(adminKeys.settings(group.endpoint));
  usePageTitle(group.titleKey);

  const save = async (values: Record<string, unknown>) => {
    await adminSettingsApi.save(group.endpoint, values);
    await Promise.all([mutate(values, { revalidate: true }), fetchSiteInfo()]);
    toast(t('messages.update_success'), 'success');
  };

  return (
    <div data-testid={`admin-settings-${group.path}`}>
      <h2>{t(group.titleKey)}</h2>
      {error ? (
        <p className="q-alert q-alert--danger">{t('common.load_failed')}</p>
      ) : isLoading || !data ? (
        <Loading />
      ) : (
        <SchemaForm key={group.path} schema={group.schema} formData={pickSchemaFields(group, data)} onSubmit={save} i18nPrefix={group.fieldsPrefix} testId="settings-form" />
      )}
    </div>
  );
}

/** /admin/:group: a settings group of the kernel or of a plugin, found by its path; any other path is not found. */
export function SettingsGroupRoute() {
  const { group: path } = useParams();
  const group = [...SETTINGS_GROUPS, ...pluginSettingsGroups(registeredWebPlugins())].find((g) => g.path === path);
  return group ? <SettingsGroupPage key={group.path} group={group} /> : <ErrorPage code="404" />;
}
