import Form, { type IChangeEvent } from '@rjsf/core';
import { TranslatableString, englishStringTranslator, type ErrorSchema, type FormValidation, type RJSFSchema, type RegistryWidgetsType, type UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { isFieldErrors } from '../api/api-error';
import { schemaValidator as validator } from './schema-validator';
import { blankErrors, buildUiSchema, conditionallyHidden, missingRequiredProperties, toErrorSchema, transformErrors, withClearedValues } from './schema-form-model';
import { AddButton, HexColorWidget, ImageWidget, RemoveButton, TimeZoneWidget } from './schema-form-widgets';

type Data = Record<string, unknown>;

const widgets: RegistryWidgetsType = { hexColor: HexColorWidget, image: ImageWidget, timeZone: TimeZoneWidget };
const templates = { ButtonTemplates: { AddButton, RemoveButton } };

/** rjsf's own words that can show in these forms, by our catalogue key. */
const RJSF_STRINGS: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.EmptyArray]: 'schema_form.empty_list',
  [TranslatableString.YesLabel]: 'schema_form.yes',
  [TranslatableString.NoLabel]: 'schema_form.no',
  [TranslatableString.AddItemButton]: 'schema_form.add_item',
  [TranslatableString.AddButton]: 'schema_form.add_item',
  [TranslatableString.RemoveButton]: 'schema_form.remove_item',
};

export interface SchemaFormProps {
  schema: RJSFSchema;
  formData: Data | undefined;
  /** Saves the data; server field errors it rejects with are shown on the fields. */
  onSubmit: (data: Data) => Promise<unknown>;
  /** i18n key prefix of the fields' words (`<prefix>.<property>`, see `fieldKeys`). */
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
  const baseUi = useMemo(() => buildUiSchema(schema, t, i18nPrefix, uiSchema), [schema, t, i18nPrefix, uiSchema]);
  const hidden = conditionallyHidden(schema, data ?? {}, (condition, values) => validator.isValid(condition, values, schema));
  const hiddenKey = hidden.join(',');
  const ui = useMemo(() => {
    if (!hiddenKey) return baseUi;
    const out = { ...baseUi };
    for (const key of hiddenKey.split(',')) out[key] = { ...(out[key] as UiSchema), 'ui:widget': 'hidden' };
    return out;
  }, [baseUi, hiddenKey]);
  const missing = missingRequiredProperties(schema);
  const translateString = (key: TranslatableString, params?: string[]) => {
    const ours = RJSF_STRINGS[key];
    return ours ? t(ours) : englishStringTranslator(key, params);
  };

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
      await onSubmit(withClearedValues(schema, values ?? {}));
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
        widgets={widgets}
        templates={templates}
        translateString={translateString}
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
