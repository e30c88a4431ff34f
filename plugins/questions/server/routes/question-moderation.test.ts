import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { API, ask, info, questionPlugins } from './question-test-kit.ts';

describe.each(testEngines())('question moderation on %s', (engine) => {
  let server: TestServer;
  let moderator: TestUser;
  let alice: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: questionPlugins() });
    moderator = await server.createUser({ role: Role.moderator });
    alice = await server.createUser();
  });
  afterAll(() => server.close());

  it('closes with a reason and reopens', async () => {
    const q = await ask(server, alice);
    const close = (body: unknown, user = moderator) => server.api.put(`${API}/question/status`, body, { token: user.token });
    expect((await close({ id: q.id, close_type: 3, close_msg: 'off topic' }, alice)).code).toBe(403);
    expect((await close({ id: q.id })).code).toBe(400);
    expect((await close({ id: q.id, close_type: 3, close_msg: 'off topic' })).code).toBe(200);
    const closed = await info(server, q.id, moderator);
    expect(closed.data).toMatchObject({ status: 2, operation: { type: 'closed', msg: 'off topic' } });
    expect(closed.data.member_actions.map((a) => a.action)).toContain('reopen');
    expect((await close({ id: q.id, close_type: 3 })).reason).toBe('error.question.already_closed');
    const answerRes = await server.api.post(`${API}/answer`, { question_id: q.id, content: 'Too late for this.' }, { token: moderator.token });
    expect(answerRes).toMatchObject({ code: 400, reason: 'error.answer.question_closed' });
    const reopen = (id: string, user = moderator) => server.api.put(`${API}/question/reopen`, { question_id: id }, { token: user.token });
    expect((await reopen(q.id, alice)).code).toBe(403);
    expect((await reopen(q.id)).code).toBe(200);
    expect((await info(server, q.id)).data).toMatchObject({ status: 1, operation: null });
    expect((await reopen(q.id)).reason).toBe('error.question.not_closed');
    expect((await reopen('10019999999999999')).code).toBe(404);
    expect((await close({ id: '10019999999999999', close_type: 1 })).code).toBe(404);
  });

  it('pins, unpins, hides and shows', async () => {
    const q = await ask(server, alice);
    const op = (operation: string, user = moderator, id = q.id) => server.api.put(`${API}/question/operation`, { id, operation }, { token: user.token });
    expect((await op('pin')).code).toBe(200);
    expect((await info(server, q.id)).data.pin).toBe(2);
    expect((await info(server, q.id, moderator)).data.member_actions.map((a) => a.action)).toContain('unpin');
    await op('unpin');
    await op('hide');
    expect((await info(server, q.id)).data).toMatchObject({ pin: 1, show: 2 });
    await op('show');
    expect((await info(server, q.id)).data.show).toBe(1);
    expect((await op('pin', alice)).code).toBe(403);
    expect((await op('explode')).code).toBe(400);
    expect((await op('pin', moderator, '10019999999999999')).code).toBe(404);
    expect((await server.api.put(`${API}/question/operation`, { id: q.id, operation: 'pin' })).code).toBe(401);
  });
});
