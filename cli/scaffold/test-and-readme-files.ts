import type { ScaffoldNames } from './scaffold-names.ts';

/** `server/index.test.ts`: boots a test server with the plugin on every engine and calls it. */
export function testFile(n: ScaffoldNames): string {
  // Outside plugins/ the test server must be told which folder holds the plugin.
  const roots = n.inRepo ? '' : `, extraPluginRoots: [fileURLToPath(new URL('../..', import.meta.url))]`;
  return `${n.inRepo ? '' : "import { fileURLToPath } from 'node:url';\n"}import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '${n.repo('server', 'tests/support/test-server.ts')}';
import type { Greeting } from '../schemas/greeting.ts';

const GREETING = '/answer/api/v1/${n.id}/greeting';
const SETTINGS = '/answer/admin/api/${n.id}/settings';

// Every response is also checked against its route's response schema by the test server's client.
describe.each(testEngines())('${n.id} on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['${n.id}']${roots} });
  });
  afterAll(() => server.close());

  it("greets the name asked for, or the audience, in the reader's language", async () => {
    expect((await server.api.get<Greeting>(GREETING)).data).toEqual({ greetings: ['Hello, visitor, from ${n.title}.'] });
    expect((await server.api.get<Greeting>(GREETING, { language: 'zh_CN', query: { name: 'Ada' } })).data).toEqual({ greetings: ['Ada，你好！来自 ${n.title} 的问候。'] });
    expect((await server.api.get(GREETING, { query: { name: 'x'.repeat(41) } })).code).toBe(400);
  });

  it('keeps its settings: public keys in siteinfo, every key for admins', async () => {
    const { token } = await server.admin();
    expect((await server.api.put(SETTINGS, { audience: 'friends', moderator_note: 'be kind' }, { token })).code).toBe(200);
    expect((await server.api.get(SETTINGS, { token })).data).toEqual({ audience: 'friends', moderator_note: 'be kind' });
    expect((await server.api.get<Record<string, unknown>>('/answer/api/v1/siteinfo')).data.${n.snake}).toEqual({ audience: 'friends' });
    expect((await server.api.get<Greeting>(GREETING)).data.greetings).toEqual(['Hello, friends, from ${n.title}.']);
    expect((await server.api.put(SETTINGS, { audience: '' }, { token })).code).toBe(400);
  });
});
`;
}

export function readmeFile(n: ScaffoldNames): string {
  return `# ${n.id}

\`feature\` plugin: describe what it does. Written by \`quorum plugin new\`; see docs/plugin-authoring.md.

## Routes

| route | access | answers |
|---|---|---|
| \`GET /answer/api/v1/${n.id}/greeting[?name=]\` | public | \`{ greetings: string[] }\`: each enabled greeter greets \`name\` (else the \`audience\` setting) in the reader's language |
| \`GET\`/\`PUT /answer/admin/api/${n.id}/settings\` | admin | the settings group below |

Request and response schemas live in \`schemas/greeting.ts\`, shared with the web half.

## Settings

Group \`${n.snake}\` (\`schemas/settings.ts\`), edited at /admin/${n.id}:

| key | visibility | default | what |
|---|---|---|---|
| \`audience\` | public (\`siteinfo.${n.snake}\`) | \`visitor\` | who the greeting names when no \`name\` is asked for |
| \`moderator_note\` | admin | \`""\` | seen only in the admin form |

## Extension points

| point | cardinality | provided by | used by |
|---|---|---|---|
| \`${n.id}.greeter\` (\`GreeterPoint\` in \`server/api.ts\`) | many | this plugin (the default greeter) and any plugin listing \`${n.id}\` under \`optional\` | the greeting route |

## Web

Fills the shell's \`footer\` slot with the greeting and lists the settings group in the admin menu
(\`web/index.tsx\`). Catalogues: \`locales/\` (server), \`web/locales/\` (browser).

## Develop

- Tables go in \`migrations/NNN_name.ts\` (\`export async function up(db: Knex)\`); \`quorum upgrade\` applies them.
- \`${n.inRepo ? `npx vitest run plugins/${n.id}` : 'npm test'}\` runs the test on SQLite and, when reachable, MariaDB and PostgreSQL${n.inRepo ? '' : '; `npm run typecheck` checks the types against the SDK'}.${n.inRepo ? '' : `
- \`quorum plugin add <this folder>\` (or \`npm run pack\`, then \`quorum plugin add ../${n.id}.tgz\`) adds it to a site, running or not; enable it on the admin plugins page.`}
`;
}
