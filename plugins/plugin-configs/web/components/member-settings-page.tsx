import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import useSWR from 'swr';
import { ErrorPage, Loading, SchemaForm, toast, useTranslation } from '../../../../web/src/sdk';
import { memberSettingsKeys, saveMemberSettings, type UserPluginConfig } from '../api';

const NS = 'plugin.plugin-configs';

/**
 * /users/settings/:slug — a plugin's member settings. The server sends the schema with its words
 * in the reader's language, so the form needs no catalogue of the plugin's; choices' labels come
 * from Answer's field list.
 */
export function MemberSettingsPage() {
  const { t } = useTranslation(NS);
  const { slug = '' } = useParams();
  const { data, error, mutate } = useSWR<UserPluginConfig>(memberSettingsKeys.form(slug));
  const uiSchema = useMemo<UiSchema>(
    () => Object.fromEntries((data?.config_fields ?? []).filter((f) => f.options).map((f) => [f.name, { 'ui:enumNames': f.options!.map((o) => o.label) }])),
    [data],
  );

  if (error) return <ErrorPage code="404" />;
  if (!data) return <Loading />;
  const save = async (values: Record<string, unknown>) => {
    await saveMemberSettings(slug, values);
    await mutate();
    toast(t('settings.saved'), 'success');
  };
  return (
    <div data-testid="member-settings">
      <h2>{data.name}</h2>
      <SchemaForm key={slug} schema={data.schema as RJSFSchema} formData={data.config} uiSchema={uiSchema} onSubmit={save} testId="member-settings-form" />
    </div>
  );
}
