import { Ajv, type ErrorObject, type ValidateFunction, type AnySchema } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { InputError, type FieldError } from './errors.ts';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;

type Mode = 'strict' | 'coercing';

/**
 * One ajv instance per mode compiles every schema once. Request bodies are validated as sent
 * (no type coercion); query strings are coerced (`?page=2` is a number to the schema).
 */
export class SchemaValidator {
  private readonly ajv: Record<Mode, Ajv>;
  private readonly cache = new WeakMap<object, Partial<Record<Mode, ValidateFunction>>>();

  constructor() {
    const options = { allErrors: true, useDefaults: true, strict: false, removeAdditional: false } as const;
    this.ajv = {
      strict: addFormats(new Ajv({ ...options })),
      coercing: addFormats(new Ajv({ ...options, coerceTypes: true })),
    };
    for (const ajv of Object.values(this.ajv)) {
      // Plain text fields must not be made of blanks only (Answer's `notblank`).
      ajv.addKeyword({
        keyword: 'notBlank',
        type: 'string',
        schemaType: 'boolean',
        validate: (enabled: boolean, data: string) => !enabled || data.trim().length > 0,
        errors: false,
      });
    }
  }

  /** Registers a schema under its `$id` so other schemas can `$ref` it. */
  addSchema(schema: AnySchema & { $id?: string }): void {
    for (const ajv of Object.values(this.ajv)) {
      if (schema.$id && ajv.getSchema(schema.$id)) continue;
      ajv.addSchema(schema);
    }
  }

  compile(schema: object, key: Mode = 'strict'): ValidateFunction {
    let entry = this.cache.get(schema);
    if (!entry) {
      entry = {};
      this.cache.set(schema, entry);
    }
    entry[key] ??= this.ajv[key].compile(schema);
    return entry[key]!;
  }

  /**
   * Validates (and fills defaults into) `data`; throws a 400 naming every bad field.
   * 'coercing' converts strings as query strings need.
   */
  check<T>(schema: object, data: unknown, mode: Mode = 'strict'): T {
    const validate = this.compile(schema, mode);
    if (!validate(data)) throw InputError.fields('base.request_format_error', toFieldErrors(validate.errors ?? []));
    return data as T;
  }

  /**
   * A request body, checked, holding only the top-level fields its schema declares: a handler
   * may pass it on whole without fields the route never checked coming along (mass
   * assignment). Done here rather than by ajv's removeAdditional, which also strips inside
   * `if`/`anyOf` branches and so mangles composed schemas.
   */
  checkBody<T>(schema: object, data: unknown): T {
    const body = this.check<T>(schema, data);
    const declared = (schema as { properties?: object }).properties;
    if (!declared || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    return Object.fromEntries(Object.entries(body).filter(([key]) => Object.hasOwn(declared, key))) as T;
  }
}

/**
 * Turns ajv's errors into `{error_field, error_msg}` pairs. `error_msg` holds an i18n key
 * (`validation.<keyword>`) plus its values; the error middleware translates it.
 */
export function toFieldErrors(errors: ErrorObject[]): FieldError[] {
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    const field = fieldName(error);
    if (seen.has(field)) continue;
    seen.add(field);
    fields.push({ error_field: field, error_msg: messageKey(error) });
  }
  return fields;
}

function fieldName(error: ErrorObject): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  const extra = (error.params as { additionalProperty?: string }).additionalProperty;
  const child = missing ?? extra;
  if (child) return path ? `${path}.${child}` : child;
  return path || 'body';
}

/** The keywords whose message names the schema's limit, and their message keys. */
const LIMIT_KEYS: Record<string, string> = {
  maxLength: 'validation.max_length', minLength: 'validation.min_length', maximum: 'validation.maximum',
  minimum: 'validation.minimum', maxItems: 'validation.max_items', minItems: 'validation.min_items',
};

/** Encodes the message key and its values as `key|{"limit":30}` for later translation. */
function messageKey(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const withValues = (key: string, values: object) => `${key}|${JSON.stringify(values)}`;
  // A text that must not be empty (minLength 1, notBlank) reads as a missing field.
  if (error.keyword === 'required' || error.keyword === 'notBlank' || (error.keyword === 'minLength' && params.limit === 1)) return 'validation.required';
  const limitKey = LIMIT_KEYS[error.keyword];
  if (limitKey) return withValues(limitKey, { limit: params.limit });
  switch (error.keyword) {
    case 'enum':
      return withValues('validation.enum', { values: (params.allowedValues as unknown[]).join(', ') });
    case 'format':
      return `validation.format.${String(params.format)}`;
    case 'pattern':
      return 'validation.pattern';
    case 'type':
      return withValues('validation.type', { type: params.type });
    case 'additionalProperties':
      return 'validation.unknown_field';
    default:
      return 'validation.invalid';
  }
}
