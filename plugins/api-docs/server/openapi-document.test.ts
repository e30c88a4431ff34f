import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Validator } from '@seriousme/openapi-schema-validator';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';
import { builtInPlugins, enableAll } from '../../../tests/support/built-in-plugins.ts';
import { toOpenApiSchema } from './openapi-schema.ts';

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { tags: string[]; 'x-quorum-access': string; security: object[]; responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
};

const DOC = '/answer/api/v1/openapi.json';
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Every Schema Object in the document: request bodies, parameters, responses, components. */
function schemasOf(node: unknown, found: object[] = []): object[] {
  if (Array.isArray(node)) node.forEach((n) => schemasOf(n, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'schema' && value && typeof value === 'object') found.push(value);
      else schemasOf(value, found);
    }
  }
  return found;
}

describe('OpenAPI document', () => {
  let server: TestServer;
  const fetchDoc = async () => {
    const res = await fetch(`${server.url}${DOC}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    return (await res.json()) as Document;
  };

  beforeAll(async () => {
    server = await startTestServer({ plugins: builtInPlugins() });
    await enableAll(server);
  });
  afterAll(() => server?.close());

  it('has every served route, with its access, owner and the token requirement', async () => {
    const doc = await fetchDoc();
    expect(doc.openapi).toBe('3.1.0');
    const table = server.kernel.routeTable();
    expect(table.length).toBeGreaterThan(50);
    for (const entry of table) {
      const op = doc.paths[openApiPath(entry.path)]?.[entry.def.method];
      expect(op, `${entry.def.method} ${entry.path}`).toBeDefined();
      expect(op!['x-quorum-access']).toBe(entry.def.access);
      expect(op!.tags).toEqual([entry.owner]);
      expect(op!.security.length === 0).toBe(entry.def.access === 'public');
    }
    const operations = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(operations).toBe(table.length);
  });

  it('is a valid OpenAPI 3.1 document whose schemas are valid JSON Schema 2020-12', async () => {
    const doc = await fetchDoc();
    const result = await new Validator().validate(doc as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    // Strict: a keyword 2020-12 does not know (like our `notBlank`) fails unless it is an `x-` extension.
    const ajv = new Ajv2020({ strict: true, strictTypes: false, validateFormats: false });
    const extensions = new Set(JSON.stringify(doc).match(/"x-[\w-]+"/g)?.map((k) => JSON.parse(k) as string));
    for (const keyword of extensions) ajv.addKeyword({ keyword });
    ajv.addSchema({ components: doc.components }, 'doc');
    for (const schema of schemasOf(doc.paths)) {
      const resolvable = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/'));
      expect(() => ajv.compile(resolvable)).not.toThrow();
    }
  });

  it('moves custom keywords to x- names and draft-07 forms to 2020-12 ones', () => {
    const converted = toOpenApiSchema({
      $schema: 'http://json-schema.org/draft-07/schema#', $id: 'x', type: 'object',
      properties: { title: { type: 'string', notBlank: true }, pair: { type: 'array', items: [{ type: 'string' }, { type: 'integer' }] }, notBlank: { type: 'boolean' } },
      dependencies: { a: ['b'] },
    });
    expect(converted).toEqual({
      type: 'object',
      properties: { title: { type: 'string', 'x-notBlank': true }, pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }] }, notBlank: { type: 'boolean' } },
      dependentRequired: { a: ['b'] },
    });
  });

  it("leaves out a disabled plugin's routes, and takes them back when it is enabled again", async () => {
    const admin = await server.admin();
    const setStatus = (id: string, enabled: boolean) => server.api.put('/answer/admin/api/plugin/status', { plugin_slug_name: id, enabled }, { token: admin.token });
    const setUploads = (enabled: boolean) => setStatus('uploads-local', enabled);
    // files-s3, which every plugin being on turned on too, requires uploads-local
    expect((await setStatus('files-s3', false)).code).toBe(200);
    expect((await setUploads(false)).code).toBe(200);
    const without = await fetchDoc();
    expect(without.paths['/answer/api/v1/file']).toBeUndefined();
    expect(server.kernel.routeTable().some((r) => r.owner === 'uploads-local')).toBe(false);
    expect((await setUploads(true)).code).toBe(200);
    expect((await fetchDoc()).paths['/answer/api/v1/file']?.post?.tags).toEqual(['uploads-local']);
  });

  it('is for members only on a login-required site', async () => {
    await server.kernel.settings.put('login', { login_required: true });
    try {
      const visitor = await server.api.get(DOC);
      expect([visitor.status, visitor.reason]).toEqual([401, 'base.unauthorized_error']);
      const member = await server.createUser();
      const res = await fetch(`${server.url}${DOC}`, { headers: { authorization: member.token } });
      expect(res.status).toBe(200);
    } finally {
      await server.kernel.settings.put('login', { login_required: false });
    }
  });
});
