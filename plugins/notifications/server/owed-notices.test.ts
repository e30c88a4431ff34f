import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { answer, ask } from '../../../tests/support/posts.ts';
import type { NotificationPage } from '../schemas/notification.ts';

const API = '/answer/api/v1';
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000, interval: 25 });

/**
 * Notices whose write failed after their action committed stay owed (the kernel's event
 * journal), and two sweeps taking them up at once, as two processes starting together do,
 * write each notice once and queue each mail once.
 */
describe.each(testEngines())('owed notices taken up by two sweeps at once on %s', (engine) => {
  let server: TestServer;
  let asker: TestUser;
  let answerers: TestUser[];
  const rename = (from: string, to: string) =>
    server.kernel.db.raw(engine === 'mysql' ? `RENAME TABLE \`${from}\` TO \`${to}\`` : `ALTER TABLE "${from}" RENAME TO "${to}"`);
  const owed = async (event: string, failed = false) => {
    const q = server.kernel.db('event_journal').where({ event });
    if (failed) q.andWhere('attempts', '>', 0);
    return Number(((await q.count({ n: '*' })) as { n: number | string }[])[0]!.n);
  };

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'comments', 'users', 'notifications', 'mail-smtp'] });
    asker = await server.createUser();
    answerers = await Promise.all(Array.from({ length: 6 }, () => server.createUser()));
  });
  afterAll(() => server.close());

  it('writes each owed notice once and mails it once', async () => {
    const questionId = await ask(server, asker, 'Who answers while the notices cannot be written?');
    await rename('notification', 'notification_away');
    let answerIds: string[];
    try {
      answerIds = await Promise.all(answerers.map((answerer) => answer(server, answerer, questionId)));
      // Each answer's notice was tried after its commit and failed: owed, and counted.
      await eventually(async () => expect(await owed('answer.created', true)).toBe(answerers.length));
    } finally {
      await rename('notification_away', 'notification');
    }
    expect(await server.outbox(asker.email)).toHaveLength(0);

    // Two processes starting at once: each takes every owed run up it can claim.
    const [first, second] = await Promise.all([server.kernel.events.sweep(), server.kernel.events.sweep()]);
    expect(first + second).toBe(answerers.length);
    expect(await owed('answer.created')).toBe(0);
    const page = await server.api.get<NotificationPage>(`${API}/notification/page`, { token: asker.token, query: { type: 'inbox', page_size: 50 } });
    expect(page.data.list.map((n) => n.object_info.object_id).sort()).toEqual([...answerIds].sort());
    expect(await server.outbox(asker.email)).toHaveLength(answerers.length);
  });
});
