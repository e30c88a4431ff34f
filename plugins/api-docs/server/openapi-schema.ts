/**
 * Our route schemas are written for ajv's draft-07 with one custom keyword; OpenAPI 3.1 reads
 * schemas as JSON Schema 2020-12. The keywords we use mean the same in both, so only a few
 * things change on the way into the document.
 */

/** Keywords whose value is one subschema. */
const ONE = new Set(['additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems', 'additionalItems']);
/** Keywords whose value is a list of subschemas. */
const LIST = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords whose value maps names to subschemas. */
const MAP = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Our own keywords: kept under an `x-` name so 3.1 tools read them as extensions. */
const CUSTOM = new Set(['notBlank']);
/**
 * Dropped: a draft-07 `$schema` would switch a 3.1 reader to a dialect it may not know, and an
 * `$id` would move the base URI that `$ref`s inside the document resolve against.
 */
const DROPPED = new Set(['$schema', '$id']);

/** A copy of `schema` that OpenAPI 3.1 validators accept; the input is left untouched. */
export function toOpenApiSchema(schema: unknown): unknown {
  if (typeof schema === 'boolean') return schema;
  if (!isObject(schema)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DROPPED.has(key)) continue;
    if (CUSTOM.has(key)) out[`x-${key}`] = value;
    else if (key === 'items') Object.assign(out, items(value));
    else if (key === 'dependencies' && isObject(value)) Object.assign(out, dependencies(value));
    else if (ONE.has(key)) out[key] = toOpenApiSchema(value);
    else if (LIST.has(key) && Array.isArray(value)) out[key] = value.map(toOpenApiSchema);
    else if (MAP.has(key) && isObject(value)) out[key] = mapValues(value);
    // Values (`enum`, `const`, `default`, `examples`) and annotations are data: copied as they are.
    else out[key] = value;
  }
  return out;
}

/** Draft-07's tuple form `items: [a, b]` is 2020-12's `prefixItems`. */
function items(value: unknown): Record<string, unknown> {
  return Array.isArray(value) ? { prefixItems: value.map(toOpenApiSchema) } : { items: toOpenApiSchema(value) };
}

/** Draft-07's `dependencies` split in 2020-12: name lists → `dependentRequired`, schemas → `dependentSchemas`. */
function dependencies(value: Record<string, unknown>): Record<string, unknown> {
  const required = Object.entries(value).filter(([, v]) => Array.isArray(v));
  const schemas = Object.entries(value).filter(([, v]) => !Array.isArray(v));
  return {
    ...(required.length ? { dependentRequired: Object.fromEntries(required) } : {}),
    ...(schemas.length ? { dependentSchemas: Object.fromEntries(schemas.map(([k, v]) => [k, toOpenApiSchema(v)])) } : {}),
  };
}

function mapValues(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toOpenApiSchema(v)]));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
