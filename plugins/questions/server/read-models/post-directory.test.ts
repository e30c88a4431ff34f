import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { PostDirectoryPoint, type PostDirectory } from '../api.ts';
import { API, answer, ask, info, questionPlugins } from '../routes/question-test-kit.ts';

type Seen = { name: keyof DomainEvents; payload: Record<string, unknown> };

describe.each(testEngines())('PostDirectory and events on %s', (engine) => {
  let server: TestServer;
  let directory: PostDirectory;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  const seen: Seen[] = [];
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: questionPlugins() });
    directory = server.kernel.host.extensions.one(PostDirectoryPoint)!;
    const names: (keyof DomainEvents)[] = ['question.created', 'question.updated', 'question.deleted', 'question.closed', 'question.reopened', 'answer.created', 'answer.updated', 'answer.deleted', 'answer.accepted'];
    for (const name of names) server.kernel.events.on('kernel', name, (payload) => void seen.push({ name, payload: payload as Record<string, unknown> }), 'sync');
    admin = await server.admin();
    alice = await server.createUser();
    bob = await server.createUser();
  });
  afterAll(() => server.close());

  it('finds questions and answers with their state and title', async () => {
    const q = await ask(server, alice, { title: 'Directory lookups work' });
    const a = await answer(server, bob, q.id);
    expect(await directory.find(server.kernel.db, q.id)).toEqual({ id: q.id, type: 'question', user_id: alice.id, question_id: q.id, status: 'normal', title: 'Directory lookups work', html: expect.stringContaining('<p>') });
    expect(await directory.find(server.kernel.db, a.id)).toEqual({ id: a.id, type: 'answer', user_id: bob.id, question_id: q.id, status: 'normal', title: 'Directory lookups work', html: expect.stringContaining('<p>') });
    await server.api.put(`${API}/question/status`, { id: q.id, close_type: 2 }, { token: admin.token });
    expect((await directory.find(server.kernel.db, q.id))!.status).toBe('closed');
    expect(await directory.find(server.kernel.db, '10019999999999999')).toBeUndefined();
    expect(await directory.find(server.kernel.db, '10030000000000001')).toBeUndefined();
    expect(await directory.find(server.kernel.db, 'junk')).toBeUndefined();
  });

  it('adjusts counters inside the caller\'s transaction', async () => {
    const q = await ask(server, alice);
    const a = await answer(server, bob, q.id);
    await server.kernel.db.transaction(async (trx) => {
      await directory.adjust(trx, q.id, 'vote_count', 2);
      await directory.adjust(trx, q.id, 'collection_count', 1);
      await directory.adjust(trx, q.id, 'follow_count', 3);
      await directory.adjust(trx, a.id, 'vote_count', -1);
      await directory.adjust(trx, a.id, 'comment_count', 1);
    });
    await server.kernel.db.transaction(async (trx) => {
      await directory.adjust(trx, q.id, 'vote_count', 100);
      await trx.rollback();
    }).catch(() => undefined);
    expect((await info(server, q.id)).data).toMatchObject({ vote_count: 2, collection_count: 1, follow_count: 3 });
    const res = await server.api.get<{ info: { vote_count: number; comment_count: number } }>(`${API}/answer/info`, { query: { id: a.id } });
    expect(res.data.info).toMatchObject({ vote_count: -1, comment_count: 1 });
  });

  it('emits the domain events of each change', async () => {
    seen.length = 0;
    const q = await ask(server, alice);
    const a = await answer(server, bob, q.id);
    await server.api.put(`${API}/answer`, { id: a.id, content: 'Changed answer text' }, { token: bob.token });
    await server.api.post(`${API}/answer/acceptance`, { question_id: q.id, answer_id: a.id }, { token: alice.token });
    await server.api.put(`${API}/question`, { id: q.id, title: 'Changed title here', content: 'Changed body', tags: [{ slug_name: 'evented' }] }, { token: alice.token });
    await server.api.put(`${API}/question/status`, { id: q.id, close_type: 2 }, { token: admin.token });
    await server.api.put(`${API}/question/reopen`, { question_id: q.id }, { token: admin.token });
    await server.api.delete(`${API}/answer`, { id: a.id }, { token: admin.token });
    await server.api.delete(`${API}/question`, { id: q.id }, { token: alice.token });
    expect(seen.map((s) => s.name)).toEqual([
      'question.created', 'answer.created', 'answer.updated', 'answer.accepted', 'question.updated',
      'question.closed', 'question.reopened', 'answer.deleted', 'question.deleted',
    ]);
    // the answer's markdown travels with it, so listeners (its links) read nothing back
    expect(seen[1]!.payload).toEqual({ answerId: a.id, questionId: q.id, userId: bob.id, authorId: bob.id, questionAuthorId: alice.id, question: { title: q.title, held: false }, body: 'An answer with enough text.' });
    expect(seen[3]!.payload).toMatchObject({ answerId: a.id, userId: alice.id, authorId: bob.id, accepted: true });
    expect(seen[7]!.payload).toMatchObject({ userId: admin.id, authorId: bob.id });
  });
});
