import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { API, answer, ask, questionPlugins } from './question-test-kit.ts';

const ADMIN = '/answer/admin/api';
const FIXTURES = new URL('../../../../tests/fixtures/plugins', import.meta.url).pathname;
type State = { id: string; vote_status: string; collected: boolean; is_followed?: boolean };

async function views(server: TestServer, questionId: string, answerId: string, user?: TestUser) {
  const token = user?.token;
  const question = await server.api.get<State>(`${API}/question/info`, { query: { id: questionId }, token });
  const page = await server.api.get<{ list: State[] }>(`${API}/answer/page`, { query: { question_id: questionId }, token });
  const one = await server.api.get<{ info: State; question: State }>(`${API}/answer/info`, { query: { id: answerId }, token });
  expect([question.code, page.code, one.code]).toEqual([200, 200, 200]);
  return { question: question.data, answer: page.data.list.find((a) => a.id === answerId)!, info: one.data };
}

describe.each(testEngines())('viewer state on posts on %s', (engine) => {
  let server: TestServer;
  let author: TestUser;
  let viewer: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: [...questionPlugins(), 'votes', 'bookmarks', 'follow'] });
    [author, viewer, other] = [await server.createUser(), await server.createUser(), await server.createUser()];
  });
  afterAll(() => server.close());

  it('shows each viewer their own vote, bookmark and follow; visitors get neutral values', async () => {
    const q = await ask(server, author);
    const a = await answer(server, author, q.id);
    const neutral = await views(server, q.id, a.id, viewer);
    expect(neutral.question).toMatchObject({ vote_status: '', collected: false, is_followed: false });
    expect(neutral.answer).toMatchObject({ vote_status: '', collected: false });
    const post = (path: string, body: object) => server.api.post(`${API}/${path}`, body, { token: viewer.token });
    expect((await post('vote/up', { object_id: q.id })).code).toBe(200);
    expect((await post('vote/down', { object_id: a.id })).code).toBe(200);
    expect((await post('collection/switch', { object_id: q.id, group_id: '0' })).code).toBe(200);
    expect((await post('collection/switch', { object_id: a.id, group_id: '0' })).code).toBe(200);
    expect((await post('follow', { object_id: q.id })).code).toBe(200);

    const mine = await views(server, q.id, a.id, viewer);
    expect(mine.question).toMatchObject({ vote_status: 'vote_up', collected: true, is_followed: true });
    expect(mine.answer).toMatchObject({ vote_status: 'vote_down', collected: true });
    expect(mine.answer).not.toHaveProperty('is_followed');
    expect(mine.info.info).toMatchObject({ vote_status: 'vote_down', collected: true });
    expect(mine.info.question).toMatchObject({ vote_status: 'vote_up', collected: true, is_followed: true });

    for (const who of [other, author, undefined]) {
      const theirs = await views(server, q.id, a.id, who);
      expect(theirs.question).toMatchObject({ vote_status: '', collected: false, is_followed: false });
      expect(theirs.answer).toMatchObject({ vote_status: '', collected: false });
    }

    await post('vote/up', { object_id: q.id, is_cancel: true });
    await post('follow', { object_id: q.id, is_cancel: true });
    expect((await views(server, q.id, a.id, viewer)).question).toMatchObject({ vote_status: '', collected: true, is_followed: false });
  });

  it('votes is a core plugin: it cannot be switched off', async () => {
    const admin = await server.admin();
    const res = await server.api.put(`${ADMIN}/plugin/status`, { plugin_slug_name: 'votes', enabled: false }, { token: admin.token });
    expect(res).toMatchObject({ code: 400, reason: 'error.plugin.core_cannot_disable' });
  });
});

describe.each(testEngines())('viewer state providers come and go with their plugin on %s', (engine) => {
  let server: TestServer;
  let admin: TestUser;
  let viewer: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: [...questionPlugins(), 'viewer-state-probe'], extraPluginRoots: [FIXTURES] });
    admin = await server.admin();
    viewer = await server.createUser();
  });
  afterAll(() => server.close());

  const setProbe = (enabled: boolean, user = admin) =>
    server.api.put(`${ADMIN}/plugin/status`, { plugin_slug_name: 'viewer-state-probe', enabled }, { token: user.token });

  it('merges an enabled provider, drops a disabled one, and survives a failing one', async () => {
    const q = await ask(server, admin);
    const a = await answer(server, admin, q.id);
    const on = await views(server, q.id, a.id, viewer);
    // Only declared fields are taken (the probe's `id` is ignored); the failing provider costs `collected` only.
    expect(on.question).toMatchObject({ id: q.id, vote_status: 'vote_down', collected: false, is_followed: false });
    expect(on.answer).toMatchObject({ id: a.id, vote_status: 'vote_down', collected: false });
    expect((await views(server, q.id, a.id)).question.vote_status).toBe('');

    expect((await setProbe(false, viewer)).code).toBe(403);
    expect((await setProbe(false)).code).toBe(200);
    const off = await views(server, q.id, a.id, viewer);
    expect(off.question).toMatchObject({ vote_status: '', collected: false, is_followed: false });
    expect(off.answer).toMatchObject({ vote_status: '', collected: false });
    expect(off.info.info.vote_status).toBe('');

    expect((await setProbe(true)).code).toBe(200);
    expect((await views(server, q.id, a.id, viewer)).question.vote_status).toBe('vote_down');
  });
});
