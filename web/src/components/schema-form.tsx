import Form, { type IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, FormValidation, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { isFieldErrors } from '../api/api-error';
import { schemaValidator as validator } from './schema-validator';
import { blankErrors, buildUiSchema, missingRequiredProperties, toErrorSchema, transformErrors } from './schema-form-model';

type Data = Record<string, unknown>;


export interface SchemaFormProps {
  schema: RJSFSchema;
  formData: Data | undefined;
  /** Saves the data; server field errors it rejects with are shown on the fields. */
  onSubmit: (data: Data) => Promise<unknown>;
  /** i18n key prefix for property titles (`<prefix>.<property>`). */
  i18nPrefix?: string;
  uiSchema?: UiSchema;
  submitLabelKey?: string;
  /** Extra client checks; return `{ field: message }`. */
  validate?: (data: Data) => Record<string, string>;
  testId?: string;
}

/** The generic schema-driven form (SPEC §2.3, §5) on @rjsf/core. */
export function SchemaForm({ schema, formData, onSubmit, i18nPrefix, uiSchema, submitLabelKey = 'common.save', validate, testId }: SchemaFormProps) {
  const { t } = useTranslation();
  const [data, setData] = useState<Data | undefined>(formData);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [saving, setSaving] = useState(false);
  const ui = useMemo(() => buildUiSchema(schema, t, i18nPrefix, uiSchema), [schema, t, i18nPrefix, uiSchema]);
  const missing = missingRequiredProperties(schema);

  const customValidate = (values: Data | undefined, errors: FormValidation<Data>) => {
    const current = values ?? {};
    for (const key of blankErrors(schema, current)) {
      const title = (ui[key] as UiSchema | undefined)?.['ui:title'] ?? key;
      errors[key]?.addError(t('form.empty', { title }));
    }
    for (const [key, message] of Object.entries(validate?.(current) ?? {})) errors[key]?.addError(message);
    return errors;
  };

  const submit = async ({ formData: values }: IChangeEvent<Data>) => {
    setExtraErrors(undefined);
    setSaving(true);
    try {
      await onSubmit(values ?? {});
    } catch (err) {
      if (isFieldErrors(err)) setExtraErrors(toErrorSchema(err.list));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="q-schema-form" data-testid={testId}>
      {missing.map((key) => (
        <p key={key} className="q-alert q-alert--danger">
          {t('form.required_property_missing', { key })}
        </p>
      ))}
      <Form<Data>
        schema={schema}
        uiSchema={ui}
        formData={data}
        validator={validator}
        noHtml5Validate
        showErrorList={false}
        extraErrors={extraErrors}
        transformErrors={transformErrors(schema, t, i18nPrefix)}
        customValidate={customValidate}
        onChange={(e) => setData(e.formData)}
        onSubmit={submit}
      >
        <button type="submit" className="q-btn q-btn--primary" disabled={saving}>
          {t(submitLabelKey)}
        </button>
      </Form>
    </div>
  );
}
