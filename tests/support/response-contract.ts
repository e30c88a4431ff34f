import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Kernel } from '../../kernel/kernel.ts';

/** Express-style `:name` segments → a matcher for concrete paths. */
function pathMatcher(path: string): RegExp {
  const source = path.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return new RegExp(`^${source}$`);
}

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

/** Checks one response; throws when it breaks its route's contract. */
export type ResponseCheck = (method: string, url: URL, status: number, body: unknown) => void;

const envelopeSchema = {
  type: 'object',
  required: ['code', 'reason', 'msg', 'data'],
  properties: { code: { type: 'integer' }, reason: { type: 'string', minLength: 1 }, msg: { type: 'string' }, data: {} },
  additionalProperties: false,
};

/**
 * The response contract of a running kernel (DESIGN §4): every envelope has the four keys and
 * the HTTP status as `code`; a success carries `data` that fits the schema its route declares.
 * Its own ajv, without defaults or coercion, so checking never changes what a test sees.
 */
export function responseContract(kernel: Kernel): ResponseCheck {
  const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
  ajv.addKeyword({ keyword: 'notBlank', schemaType: 'boolean' });
  const compiled = new WeakMap<object, ValidateFunction>();
  const compile = (schema: object) => {
    let fn = compiled.get(schema);
    if (!fn) compiled.set(schema, (fn = ajv.compile(schema)));
    return fn;
  };
  const checkEnvelope = compile(envelopeSchema);
  return (method, url, status, body) => {
    if (!url.pathname.startsWith('/answer/') && !url.pathname.startsWith('/installation/')) return;
    const where = `${method} ${url.pathname} (${status})`;
    const route = status === 200 ? kernel.routeTable().find((r) => r.def.method === method.toLowerCase() && pathMatcher(r.path).test(url.pathname)) : undefined;
    // A route that `produces` its own media type (the OpenAPI document) answers without an envelope: its schema is the body's.
    if (route?.def.produces) {
      const validate = route.def.response && compile(route.def.response);
      if (validate && !validate(body)) throw new Error(`${where}: the body breaks the route's response schema: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`);
      return;
    }
    if (!checkEnvelope(body)) throw new Error(`${where} is not an envelope: ${ajv.errorsText(checkEnvelope.errors)}`);
    const envelope = body as { code: number; data: unknown };
    if (envelope.code !== status) throw new Error(`${where} carries code ${envelope.code}`);
    if (status !== 200) return;
    if (!route?.def.response) return;
    const validate = compile(route.def.response);
    if (!validate(envelope.data))
      throw new Error(`${where}: data breaks the route's response schema: ${ajv.errorsText(validate.errors, { dataVar: 'data' })}\n${JSON.stringify(envelope.data).slice(0, 600)}`);
  };
}
