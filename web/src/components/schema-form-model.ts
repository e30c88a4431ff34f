import type { ErrorSchema, RJSFValidationError, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldError } from '../api/api-error';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface SchemaProperty {
  type?: string | string[];
  title?: string;
  maxLength?: number;
  format?: string;
  enum?: unknown[];
  notBlank?: boolean;
  'x-visibility'?: string;
}

function properties(schema: RJSFSchema): Record<string, SchemaProperty> {
  return (schema.properties ?? {}) as Record<string, SchemaProperty>;
}

/** i18n key of a property title: `<prefix>.<key>`; falls back to the schema title. */
export function propertyTitle(schema: RJSFSchema, key: string, t: Translate, prefix?: string): string {
  const fallback = properties(schema)[key]?.title ?? key;
  return prefix ? t(`${prefix}.${key}`, { defaultValue: fallback }) : fallback;
}

/** uiSchema with translated titles and sensible widgets for long text and secrets. */
export function buildUiSchema(schema: RJSFSchema, t: Translate, prefix?: string, overrides: UiSchema = {}): UiSchema {
  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  for (const [key, prop] of Object.entries(properties(schema))) {
    const entry: UiSchema = { 'ui:title': propertyTitle(schema, key, t, prefix) };
    if (prop['x-visibility'] === 'secret') entry['ui:widget'] = 'password';
    else if (prop.type === 'string' && !prop.enum && (prop.maxLength ?? 0) >= 1000) entry['ui:widget'] = 'textarea';
    ui[key] = { ...entry, ...(overrides[key] as UiSchema | undefined) };
  }
  return { ...overrides, ...ui };
}

/** SPEC §5 generic form messages: '{title} empty', otherwise '{title} invalid'. */
export function transformErrors(schema: RJSFSchema, t: Translate, prefix?: string) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const key = (error.property ?? '').replace(/^\./, '').split('.')[0] || String(error.params?.missingProperty ?? '');
      const title = propertyTitle(schema, key, t, prefix);
      const message = error.name === 'required' ? t('form.empty', { title }) : t('form.invalid', { title });
      return { ...error, message, stack: `${title}: ${message}` };
    });
}

/** Errors for keys that are required but not described (SPEC §5 'Required property {key} not found.'). */
export function missingRequiredProperties(schema: RJSFSchema): string[] {
  const props = properties(schema);
  return (schema.required ?? []).filter((key) => !(key in props));
}

/** `notBlank` properties whose value is only white space. */
export function blankErrors(schema: RJSFSchema, data: Record<string, unknown>): string[] {
  return Object.entries(properties(schema))
    .filter(([key, prop]) => prop.notBlank && typeof data[key] === 'string' && !(data[key] as string).trim())
    .map(([key]) => key);
}

/** Server field errors → rjsf `extraErrors`. */
export function toErrorSchema(list: FieldError[]): ErrorSchema {
  const out: Record<string, { __errors: string[] }> = {};
  for (const { error_field, error_msg } of list) {
    (out[error_field] ??= { __errors: [] }).__errors.push(error_msg);
  }
  return out as ErrorSchema;
}
