import { defineRoute, RAW, type Access, type RouteDefinition, type RouteEntry } from '../../../kernel/api.ts';
import { toOpenApiSchema } from './openapi-schema.ts';
import { ERROR_COMPONENTS, errorResponses } from './openapi-errors.ts';
import { openApiDocumentSchema } from '../schemas/openapi.ts';

export interface OpenApiSource {
  /** The routes served now (the kernel's and enabled plugins'). */
  routes(): RouteEntry[];
  version: string;
}

type Json = Record<string, unknown>;

const SECURITY_SCHEME = 'token';

/**
 * Who must send the token: `optional` routes take one (and require it on a login-required
 * site), `public` ones never need it, the rest always do.
 */
function security(access: Access): Json[] {
  if (access === 'public') return [];
  if (access === 'optional') return [{}, { [SECURITY_SCHEME]: [] }];
  return [{ [SECURITY_SCHEME]: [] }];
}

/** `/vote/:type` → `/vote/{type}` and its path parameters. */
function openApiPath(path: string): { path: string; params: Json[] } {
  const params: Json[] = [];
  const converted = path.split('/').map((part) => {
    if (!part.startsWith(':')) return part;
    params.push({ name: part.slice(1), in: 'path', required: true, schema: { type: 'string' } });
    return `{${part.slice(1)}}`;
  }).join('/');
  return { path: converted, params };
}

/** One query parameter per top-level property of the route's query schema. */
function queryParams(query: object | undefined): Json[] {
  const schema = query as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  return Object.entries(schema?.properties ?? {}).map(([name, property]) => ({
    name, in: 'query', required: schema?.required?.includes(name) ?? false, schema: toOpenApiSchema(property),
  }));
}

function successResponse(def: RouteDefinition<any, any>): Json {
  if (def.produces) return { description: 'Success', content: { [def.produces]: { schema: def.response ? toOpenApiSchema(def.response) : {} } } };
  const envelope = {
    type: 'object', required: ['code', 'reason', 'msg', 'data'], additionalProperties: false,
    properties: { code: { const: 200 }, reason: { const: 'base.success' }, msg: { type: 'string' }, data: def.response ? toOpenApiSchema(def.response) : {} },
  };
  return { description: 'Success: the `{code, reason, msg, data}` envelope', content: { 'application/json': { schema: envelope } } };
}

function operation(entry: RouteEntry, pathParams: Json[]): Json {
  const { def } = entry;
  const parameters = [...pathParams, ...queryParams(def.query)];
  const body = def.body as { required?: string[] } | undefined;
  return {
    operationId: `${def.method}${entry.path}`.replace(/[^A-Za-z0-9]+/g, '_'),
    tags: [entry.owner],
    'x-quorum-access': def.access,
    // Whether a read-only API key may call it: reads, and writes that refuse its changes themselves.
    'x-quorum-read-only-keys': def.method === 'get' || !!def.readOnlyChecked,
    security: security(def.access),
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: { required: !!body.required?.length, content: { 'application/json': { schema: toOpenApiSchema(body) } } } } : {}),
    responses: { '200': successResponse(def), ...errorResponses(def.access) },
  };
}

/** The OpenAPI 3.1 document of `routes`: one operation per route, tagged with its owner. */
export function openApiDocument(routes: RouteEntry[], version: string): Json {
  const paths: Record<string, Json> = {};
  for (const entry of routes) {
    const { path, params } = openApiPath(entry.path);
    paths[path] = { ...paths[path], [entry.def.method]: operation(entry, params) };
  }
  const owners = new Map(routes.map((r) => [r.owner, r.ownerName]));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Quorum API',
      version,
      description: 'Every JSON call answers with the `{code, reason, msg, data}` envelope; `x-quorum-access` names who may call each operation, `x-quorum-read-only-keys` whether a read-only API key may.',
    },
    servers: [{ url: '/' }],
    tags: [...owners].map(([name, description]) => ({ name, description })),
    paths,
    components: {
      ...ERROR_COMPONENTS,
      securitySchemes: {
        [SECURITY_SCHEME]: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The access token from login, or an admin\'s API key (a `Bearer ` prefix is accepted too).' },
      },
    },
  };
}

/**
 * `GET /openapi.json`. Access `optional`: the document is no secret on an open site (the code
 * is public), but it lists every admin route, so a login-required site shows it to members
 * only. The text is kept until the set of routes changes (a plugin enabled or disabled).
 */
export function openApiRoute(source: OpenApiSource): RouteDefinition {
  let cached: { key: string; text: string } | undefined;
  return defineRoute({
    method: 'get', path: '/openapi.json', access: 'optional', produces: 'application/json', response: openApiDocumentSchema,
    handler: ({ res }) => {
      const routes = source.routes();
      const key = routes.map((r) => `${r.def.method} ${r.path}`).join('\n');
      if (cached?.key !== key) cached = { key, text: JSON.stringify(openApiDocument(routes, source.version)) };
      res.type('application/json').send(cached.text);
      return RAW;
    },
  });
}
