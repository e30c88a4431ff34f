import type { ErrorSchema, RJSFValidationError, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldError } from '../api/api-error';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Data = Record<string, unknown>;

export interface SchemaProperty {
  type?: string | string[];
  title?: string;
  description?: string;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  uniqueItems?: boolean;
  notBlank?: boolean;
  items?: SchemaProperty;
  properties?: Record<string, SchemaProperty>;
  additionalProperties?: unknown;
  'x-visibility'?: string;
  /** An image: drawn as an upload (with this upload source) with preview, remove and the URL. */
  'x-upload'?: string;
  /** A widget of the form's own for a plain value: `time-zone` (a choice of IANA zone names). */
  'x-widget'?: 'time-zone';
}

/**
 * Where a field's words are in the catalogue, under the form's prefix (`<prefix>.<key>`, the key
 * being the property's own name at any depth):
 * - `<key>`: its label (falls back to the schema's `title`);
 * - `<key>_help`: its help text (falls back to the schema's `description`);
 * - `<key>_options.<value>`: the label of each value of an enum (`none` for the empty string).
 */
const fieldKeys = {
  title: (prefix: string, key: string) => `${prefix}.${key}`,
  help: (prefix: string, key: string) => `${prefix}.${key}_help`,
  option: (prefix: string, key: string, value: unknown) => `${prefix}.${key}_options.${value === '' ? 'none' : String(value)}`,
};

/** A colour is a string whose pattern allows `#rrggbb` only. */
const HEX_COLOR_PATTERN = '^#[0-9a-fA-F]{6}$';

function properties(schema: RJSFSchema | SchemaProperty): Record<string, SchemaProperty> {
  return (schema.properties ?? {}) as Record<string, SchemaProperty>;
}

function typeOf(prop: SchemaProperty): string | undefined {
  return Array.isArray(prop.type) ? prop.type.find((t) => t !== 'null') : prop.type;
}

/** A catalogue text, or `fallback` when the catalogue has none. */
function text(t: Translate, key: string | undefined, fallback: string | undefined): string | undefined {
  if (!key) return fallback;
  const found = t(key, { defaultValue: '' });
  return found || fallback;
}

/** i18n key of a property title: `<prefix>.<key>`; falls back to the schema title. */
export function propertyTitle(schema: RJSFSchema, key: string, t: Translate, prefix?: string): string {
  const fallback = properties(schema)[key]?.title ?? key;
  return text(t, prefix && fieldKeys.title(prefix, key), fallback) ?? fallback;
}

/** The uiSchema of one property (and of what it holds), from its schema and the catalogue. */
function fieldUi(key: string, prop: SchemaProperty, t: Translate, prefix?: string): UiSchema {
  const entry: UiSchema = {};
  const title = text(t, prefix && fieldKeys.title(prefix, key), prop.title);
  if (title) entry['ui:title'] = title;
  const help = text(t, prefix && fieldKeys.help(prefix, key), prop.description);
  if (help) entry['ui:description'] = help;
  const type = typeOf(prop);
  if (prop.enum) {
    entry['ui:enumNames'] = prop.enum.map((value) => text(t, prefix && fieldKeys.option(prefix, key, value), undefined) ?? String(value));
  } else if (prop['x-visibility'] === 'secret') {
    entry['ui:widget'] = 'password';
  } else if (prop['x-upload']) {
    entry['ui:widget'] = 'image';
  } else if (prop['x-widget'] === 'time-zone') {
    entry['ui:widget'] = 'timeZone';
  } else if (type === 'string' && prop.pattern === HEX_COLOR_PATTERN) {
    entry['ui:widget'] = 'hexColor';
  } else if (type === 'string' && (prop.maxLength ?? 0) >= 1000) {
    entry['ui:widget'] = 'textarea';
  }
  // An emptied text box is an empty string (rjsf's default, undefined, would leave the key out of
  // what is sent, and the server would keep the old value); a nullable one is null.
  if (type === 'string') entry['ui:emptyValue'] = Array.isArray(prop.type) && prop.type.includes('null') ? null : '';
  if (type === 'array') {
    entry['ui:options'] = { orderable: false, copyable: false };
    // a set of choices is ticked, not picked in a list box
    if (prop.uniqueItems && prop.items?.enum) entry['ui:widget'] = 'checkboxes';
    if (prop.items) {
      // A list of choices (image types) takes its options' labels from the field's own keys.
      const items: UiSchema = { ...fieldUi(key, prop.items, t, prop.items.enum ? prefix : undefined), 'ui:label': false };
      // A list of objects (a connector's providers): each field labelled like the top level's.
      for (const [child, childProp] of Object.entries(properties(prop.items))) items[child] = fieldUi(child, childProp, t, prefix);
      entry.items = items;
    }
  }
  if (type === 'object') {
    // Named sub-objects are drawn; new keys are not invented in a form (rjsf's "<key> Key" and "+").
    entry['ui:options'] = { expandable: false };
    for (const [child, childProp] of Object.entries(properties(prop))) entry[child] = fieldUi(child, childProp, t, prefix);
  }
  return entry;
}

/** uiSchema with translated titles, help texts and option labels, and widgets that suit each field. */
export function buildUiSchema(schema: RJSFSchema, t: Translate, prefix?: string, overrides: UiSchema = {}): UiSchema {
  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  for (const [key, prop] of Object.entries(properties(schema))) {
    ui[key] = { ...fieldUi(key, prop, t, prefix), ...(overrides[key] as UiSchema | undefined) };
  }
  return { ...overrides, ...ui };
}

/**
 * Fields that are only needed under a condition (`if`/`then` at the top or in `allOf`: the keys
 * `then` requires beyond the schema's own `required`), while the data does not meet it. They are
 * hidden (SMTP's username and password while authentication is off).
 */
export function conditionallyHidden(schema: RJSFSchema, data: Data, meets: (condition: RJSFSchema, data: Data) => boolean): string[] {
  const always = new Set(schema.required ?? []);
  const rules = [schema, ...((schema.allOf ?? []) as RJSFSchema[])].filter((r) => r.if !== undefined && r.then !== undefined);
  return rules.flatMap((rule) =>
    meets(rule.if as RJSFSchema, data) ? [] : ((rule.then as RJSFSchema).required ?? []).filter((key) => !always.has(key)),
  );
}

/**
 * What a form sends: its data with every described key present, an emptied text as `""`, an
 * emptied list as `[]` (or `null` where the schema allows it), so a cleared field is cleared on
 * the server rather than left out and kept.
 */
export function withClearedValues(schema: RJSFSchema, data: Data): Data {
  const out: Data = { ...data };
  for (const [key, prop] of Object.entries(properties(schema))) {
    if (out[key] !== undefined) continue;
    const nullable = Array.isArray(prop.type) && prop.type.includes('null');
    const type = typeOf(prop);
    if (nullable) out[key] = null;
    else if (type === 'string' && (!prop.enum || prop.enum.includes(''))) out[key] = '';
    else if (type === 'array') out[key] = [];
  }
  return out;
}

/** Whether an error is about a secret left empty: the browser never sees a stored secret, so empty means "keep it"; the server checks. */
function aboutEmptySecret(schema: RJSFSchema, error: RJSFValidationError): boolean {
  const key = (error.property ?? '').replace(/^\./, '');
  const empty = error.name === 'required' || (error.name === 'minLength' && error.params?.limit === 1);
  return empty && properties(schema)[key]?.['x-visibility'] === 'secret';
}

/** SPEC §5 generic form messages: '{title} empty', otherwise '{title} invalid'. */
export function transformErrors(schema: RJSFSchema, t: Translate, prefix?: string) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.filter((error) => !aboutEmptySecret(schema, error)).map((error) => {
      const path = (error.property ?? '').replace(/^\./, '').split('.');
      const key = path.at(-1) || String(error.params?.missingProperty ?? '');
      const top = path[0] || key;
      const title = path.length > 1 ? (text(t, prefix && fieldKeys.title(prefix, key), undefined) ?? propertyTitle(schema, top, t, prefix)) : propertyTitle(schema, key, t, prefix);
      const empty = error.name === 'required' || (error.name === 'minLength' && error.params?.limit === 1);
      const message = empty ? t('form.empty', { title }) : t('form.invalid', { title });
      return { ...error, message, stack: `${title}: ${message}` };
    });
}

/** Errors for keys that are required but not described (SPEC §5 'Required property {key} not found.'). */
export function missingRequiredProperties(schema: RJSFSchema): string[] {
  const props = properties(schema);
  return (schema.required ?? []).filter((key) => !(key in props));
}

/** `notBlank` properties whose value is only white space. */
export function blankErrors(schema: RJSFSchema, data: Data): string[] {
  return Object.entries(properties(schema))
    .filter(([key, prop]) => prop.notBlank && typeof data[key] === 'string' && !(data[key] as string).trim())
    .map(([key]) => key);
}

/** Server field errors → rjsf `extraErrors` (`a.b` names a nested field). */
export function toErrorSchema(list: FieldError[]): ErrorSchema {
  const out: Record<string, unknown> = {};
  for (const { error_field, error_msg } of list) {
    let node = out as Record<string, Record<string, unknown>>;
    for (const part of error_field.split('.')) node = (node[part] ??= {}) as Record<string, Record<string, unknown>>;
    ((node as { __errors?: string[] }).__errors ??= []).push(error_msg);
  }
  return out as ErrorSchema;
}
