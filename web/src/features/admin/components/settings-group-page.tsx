import { Suspense, use } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
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
import { settingsGroups, type SettingsGroup } from '../settings-groups';

/** Keeps only the keys the schema describes (it forbids additional properties). */
export function pickSchemaFields(schema: RJSFSchema, data: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(schema.properties ?? {});
  return Object.fromEntries(Object.entries(data).filter(([k]) => keys.includes(k)));
}

/** Each group's schema, loaded once (a plugin's is a chunk of its own), by group path. */
const schemas = new Map<string, Promise<RJSFSchema>>();

function useGroupSchema(group: SettingsGroup): RJSFSchema {
  let schema = schemas.get(group.path);
  if (!schema) {
    schema = group.loadSchema();
    // A load that failed (a chunk gone after a deploy) is tried again on the next visit.
    schema.catch(() => schemas.delete(group.path));
    schemas.set(group.path, schema);
  }
  return use(schema);
}

/** One settings group, rendered from its JSON Schema; saving refreshes the site info. */
export function SettingsGroupPage({ group }: { group: SettingsGroup }) {
  const { t } = useTranslation();
  const schema = useGroupSchema(group);
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
        <SchemaForm key={group.path} schema={schema} formData={pickSchemaFields(schema, data)} onSubmit={save} i18nPrefix={group.fieldsPrefix} testId="settings-form" />
      )}
    </div>
  );
}

/** /admin/:group: a settings group of the kernel or of a plugin, found by its path; any other path is not found. */
export function SettingsGroupRoute() {
  const { group: path } = useParams();
  const group = settingsGroups(registeredWebPlugins()).find((g) => g.path === path);
  if (!group) return <ErrorPage code="404" />;
  return (
    <Suspense fallback={<Loading />}>
      <SettingsGroupPage key={group.path} group={group} />
    </Suspense>
  );
}
