import type { RJSFSchema } from '@rjsf/utils';
import { useTranslation } from '../../../i18n/use-translation';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { Loading } from '../../../components/loading';
import { usePageTitle } from '../../../components/page-title';
import { SchemaForm } from '../../../components/schema-form';
import { toast } from '../../../components/toast-store';
import { i18nNamespace } from '../../../sdk/define-web-plugin';
import { adminKeys, adminPluginsApi, type PluginConfig } from '../api';

/** /admin/plugins/:slug/config — the plugin's config form, from the schema it declares. */
export function PluginConfigPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data, isLoading, mutate } = useSWR<PluginConfig>(adminKeys.pluginConfig(slug));
  usePageTitle('admin.plugins.settings');

  const save = async (values: Record<string, unknown>) => {
    await adminPluginsApi.saveConfig(slug, values);
    await mutate();
    toast(t('messages.update_success'), 'success');
  };

  if (isLoading || !data) return <Loading />;
  return (
    <div data-testid="plugin-config">
      <h2>{data.name}</h2>
      {/* the words of its fields are in the plugin's admin catalogue, under config.fields */}
      <SchemaForm key={slug} schema={data.schema as RJSFSchema} formData={data.config} onSubmit={save} i18nPrefix={`${i18nNamespace(slug)}:config.fields`} testId="settings-form" />
    </div>
  );
}
