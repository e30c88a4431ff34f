import { join } from 'node:path';
import { REPO_ROOT } from '../kernel/paths.ts';
import { repoImport } from './kernel-import.ts';

/** A title for the manifest and README: `my-plugin` → `My Plugin`. */
export function titleOf(id: string): string {
  return id.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/**
 * The files of a new feature plugin in `dir` (the plugin's own folder): a manifest, one example
 * route answering in the reader's language, both catalogues, a README and a test that boots it.
 */
export function scaffoldFiles(id: string, dir: string): Record<string, string> {
  const name = titleOf(id);
  const inRepo = join(dir, '..') === join(REPO_ROOT, 'plugins');
  const manifest = { id, name, version: '0.1.0', description: `${name}: describe what it does.`, kernel: '^1', kind: 'feature', requires: [] };
  const catalogue = (hello: string) => `${JSON.stringify({ [id]: { hello } }, null, 2)}\n`;
  // Outside plugins/ the test server must be told where to find the plugin.
  const roots = inRepo ? '' : `, extraPluginRoots: [fileURLToPath(new URL('../..', import.meta.url))]`;
  return {
    'plugin.json': `${JSON.stringify(manifest, null, 2)}\n`,
    'server/index.ts': `import { definePlugin, defineRoute } from '${repoImport(join(dir, 'server'), 'kernel/api.ts')}';

/** ${name}: registers its routes; nothing runs on import. */
export default definePlugin({
  register(ctx) {
    ctx.routes.add('api', defineRoute({
      method: 'get', path: '/${id}/hello', access: 'optional',
      handler: ({ req }) => ({ message: ctx.i18n.t(req.quorum.language, '${id}.hello') }),
    }));
  },
});
`,
    'server/index.test.ts': `${inRepo ? '' : "import { fileURLToPath } from 'node:url';\n"}import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '${repoImport(join(dir, 'server'), 'tests/support/test-server.ts')}';

describe.each(testEngines())('${id} on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['${id}']${roots} });
  });
  afterAll(() => server.close());

  it("answers its example route in the reader's language", async () => {
    expect((await server.api.get('/answer/api/v1/${id}/hello')).data).toEqual({ message: 'Hello from ${name}.' });
    expect((await server.api.get('/answer/api/v1/${id}/hello', { language: 'zh_CN' })).data).toEqual({ message: '来自 ${name} 的问候。' });
  });
});
`,
    'locales/en_US.json': catalogue(`Hello from ${name}.`),
    'locales/zh_CN.json': catalogue(`来自 ${name} 的问候。`),
    'README.md': `# ${id}

\`feature\` plugin: describe what it does, its settings and its extension points.

## Routes

| route | access | answers |
|---|---|---|
| \`GET /answer/api/v1/${id}/hello\` | optional | \`{ message }\`, in the reader's language (\`locales/\`) |

## Develop

- \`server/index.ts\` registers routes, event handlers and providers (see docs/plugin-authoring.md).
- Tables go in \`migrations/NNN_name.ts\` (\`export async function up(db: Knex)\`); \`quorum upgrade\` applies them.
- \`npx vitest run ${inRepo ? `plugins/${id}` : 'server/index.test.ts'}\` runs the test on SQLite and, when reachable, MariaDB.
`,
  };
}
