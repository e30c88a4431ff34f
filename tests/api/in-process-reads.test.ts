import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../support/test-server.ts';
import { API, ask, questionPlugins } from '../../plugins/questions/server/routes/question-test-kit.ts';

const FIXTURES = new URL('../fixtures/plugins', import.meta.url).pathname;
const ADMIN = '/answer/admin/api';

/**
 * The server render's reads of the API, made in process (`ctx.routes.reads`): the fixture
 * `api-reader` reads for the request it serves, as the render does for a page. Engine-free code
 * (the routes' own suites run on every engine), so SQLite alone.
 */
describe('API reads made in process', () => {
  let server: TestServer;
  let admin: TestUser;
  let member: TestUser;
  let questionId: string;

  beforeAll(async () => {
    server = await startTestServer({ plugins: [...questionPlugins(), 'reactions', 'api-reader'], extraPluginRoots: [FIXTURES] });
    admin = await server.admin();
    member = await server.createUser({ rank: 1000 });
    questionId = (await ask(server, member, { title: 'Which reads does a page make in process' })).id;
  }, 120_000);
  afterAll(() => server.close());

  /** What the fixture read in process, as `token`'s member (a visitor without one). */
  const readInProcess = async (path: string, params: Record<string, string> = {}, token?: string) => {
    const query = new URLSearchParams({ path, ...params });
    const res = await fetch(`${server.url}/api-reader?${query}`, { headers: token ? { authorization: token } : {} });
    return (await res.json()) as { data?: unknown; failed?: true };
  };
  /** The same GET over HTTP: its envelope's data. */
  const readOverHttp = async (path: string, query: Record<string, string> = {}, token?: string) =>
    (await server.api.get<unknown>(`${API}${path}`, { query, token })).data;

  it("answers with the route's data, as the browser's GET of it", async () => {
    const read = await readInProcess('/question/info', { id: questionId });
    expect(read.data).toMatchObject({ id: questionId, title: 'Which reads does a page make in process' });
    const overHttp = (await readOverHttp('/question/info', { id: questionId })) as { view_count: number };
    // the HTTP read came after and counted one more view: the rest is the same
    expect({ ...(read.data as object), view_count: overHttp.view_count }).toEqual(overHttp);
  });

  it("reads as the request's member, through the route's access guard", async () => {
    expect(await readInProcess('/user/email/delivery')).toEqual({ failed: true });
    expect((await readInProcess('/user/email/delivery', {}, member.token)).data).toEqual(await readOverHttp('/user/email/delivery', {}, member.token));
    expect(((await readInProcess('/user/info', {}, member.token)).data as { username: string }).username).toBe(member.username);
  });

  it('fails a read the route refuses: a bad query, an unknown path', async () => {
    expect(await readInProcess('/question/info', { id: 'not-an-id' })).toEqual({ failed: true });
    expect(await readInProcess('/question/info')).toEqual({ failed: true });
    expect(await readInProcess('/no/such/route')).toEqual({ failed: true });
  });

  it("reads a plugin's route only while the plugin is enabled", async () => {
    const reactions = () => readInProcess('/meta/reaction', { object_id: questionId }, member.token);
    const switchReactions = (enabled: boolean) => server.api.put(`${ADMIN}/plugin/status`, { plugin_slug_name: 'reactions', enabled }, { token: admin.token });
    expect((await reactions()).data).toEqual(await readOverHttp('/meta/reaction', { object_id: questionId }, member.token));
    expect((await switchReactions(false)).code).toBe(200);
    expect(await reactions()).toEqual({ failed: true });
    expect((await switchReactions(true)).code).toBe(200);
    expect((await reactions()).data).toBeTruthy();
  });
});
