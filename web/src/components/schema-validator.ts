import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import {
  createErrorHandler, getDefaultFormState, toErrorSchema, unwrapErrorHandler, validationDataMerge,
  type CustomValidator, type ErrorTransformer, type RJSFSchema, type RJSFValidationError, type UiSchema, type ValidationData, type ValidatorType,
} from '@rjsf/utils';

type Data = Record<string, unknown>;

/**
 * The schema forms' validator, built on @cfworker/json-schema, which interprets schemas instead
 * of compiling them to code as Ajv does: the pages' Content-Security-Policy allows no eval, and
 * Ajv's `new Function` would be refused (and its checks lost) on every admin form.
 */
const compiled = new WeakMap<object, Validator>();

function validatorOf(schema: RJSFSchema): Validator {
  let validator = compiled.get(schema);
  if (!validator) {
    validator = new Validator(schema as Schema, '7', false);
    compiled.set(schema, validator);
  }
  return validator;
}

/** Keywords that only say a nested schema failed; the nested failure is reported by itself. */
const WRAPPERS = new Set(['properties', 'additionalProperties', 'patternProperties', 'items', 'prefixItems', 'allOf', '$ref', 'dependentSchemas', 'unevaluatedProperties', 'if', 'then', 'else']);

/** A validator failure in rjsf's shape: `.field` paths, the keyword as name, the missing property of `required`. */
function toRjsfError(unit: OutputUnit): RJSFValidationError {
  let property = unit.instanceLocation.replace(/^#/, '').replace(/\//g, '.');
  const params: Record<string, unknown> = {};
  if (unit.keyword === 'required') {
    const missing = /"([^"]+)"/.exec(unit.error)?.[1];
    if (missing) {
      params.missingProperty = missing;
      property = `${property}.${missing}`;
    }
  }
  // the limit, as Ajv gives it (a text that must not be empty reads as a missing field)
  if (unit.keyword === 'minLength') params.limit = Number(/< (\d+)\)/.exec(unit.error)?.[1]);
  return { name: unit.keyword, property, message: unit.error, params, stack: `${property} ${unit.error}`.trim(), schemaPath: unit.keywordLocation };
}

function rawErrors(schema: RJSFSchema, formData: unknown): RJSFValidationError[] {
  return validatorOf(schema).validate(formData ?? {}).errors.filter((unit) => !WRAPPERS.has(unit.keyword)).map(toRjsfError);
}

export const schemaValidator: ValidatorType<Data, RJSFSchema> = {
  validateFormData(formData: Data | undefined, schema: RJSFSchema, customValidate?: CustomValidator<Data, RJSFSchema>, transformErrors?: ErrorTransformer<Data, RJSFSchema>, uiSchema?: UiSchema<Data, RJSFSchema>): ValidationData<Data> {
    let errors = rawErrors(schema, formData);
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    const errorSchema = toErrorSchema<Data>(errors);
    if (!customValidate) return { errors, errorSchema };
    // as rjsf's own validators do: custom checks see the form data with its defaults filled in
    const data = getDefaultFormState<Data, RJSFSchema>(schemaValidator, schema, formData, schema, true) as Data;
    const handler = customValidate(data, createErrorHandler<Data>(data), uiSchema, errorSchema);
    return validationDataMerge<Data>({ errors, errorSchema }, unwrapErrorHandler<Data>(handler));
  },

  isValid(schema: RJSFSchema, formData: Data | undefined, rootSchema: RJSFSchema): boolean {
    try {
      const withDefinitions = { ...schema, definitions: rootSchema.definitions, $defs: (rootSchema as { $defs?: unknown }).$defs } as RJSFSchema;
      return validatorOf(withDefinitions).validate(formData ?? {}).valid;
    } catch {
      return false;
    }
  },

  rawValidation<Result = RJSFValidationError>(schema: RJSFSchema, formData?: Data): { errors?: Result[]; validationError?: Error } {
    try {
      return { errors: rawErrors(schema, formData) as Result[] };
    } catch (err) {
      return { validationError: err as Error };
    }
  },
};
