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

  /** True when `data` fits `schema`; for callers that decide on their own what a miss means. */
  fits(schema: object, data: unknown): boolean {
    return this.compile(schema)(data) as boolean;
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

/** Encodes the message key and its values as `key|{"limit":30}` for later translation. */
function messageKey(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'validation.required';
    case 'maxLength':
      return `validation.max_length|${JSON.stringify({ limit: params.limit })}`;
    case 'minLength':
      return params.limit === 1 ? 'validation.required' : `validation.min_length|${JSON.stringify({ limit: params.limit })}`;
    case 'maximum':
      return `validation.maximum|${JSON.stringify({ limit: params.limit })}`;
    case 'minimum':
      return `validation.minimum|${JSON.stringify({ limit: params.limit })}`;
    case 'maxItems':
      return `validation.max_items|${JSON.stringify({ limit: params.limit })}`;
    case 'minItems':
      return `validation.min_items|${JSON.stringify({ limit: params.limit })}`;
    case 'enum':
      return `validation.enum|${JSON.stringify({ values: (params.allowedValues as unknown[]).join(', ') })}`;
    case 'format':
      return `validation.format.${String(params.format)}`;
    case 'pattern':
      return 'validation.pattern';
    case 'type':
      return `validation.type|${JSON.stringify({ type: params.type })}`;
    case 'additionalProperties':
      return 'validation.unknown_field';
    case 'notBlank':
      return 'validation.required';
    default:
      return 'validation.invalid';
  }
}
