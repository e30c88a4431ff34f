import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { scratchDatabase, startTestServer, testEngines, type TestServer } from '../../../tests/support/test-server.ts';
import { answer, ask } from '../../../tests/support/posts.ts';
import * as layout1 from './001_notifications.ts';
import * as topics from './002_mail_topics.ts';

const API = '/answer/api/v1';

describe.each(testEngines())('upgrading notice mail codes to topics on %s', (engine) => {
  it('keeps every old code as an inbox code and each opt-out, and goes back down', async () => {
    const { db, drop } = await scratchDatabase(engine);
    try {
      await layout1.up(db);
      await db('notification_mail').insert([
        { user_id: 7, code: 'code-of-seven', unsubscribed: false, updated_at: 100 },
        { user_id: 8, code: 'code-of-eight', unsubscribed: true, updated_at: 200 },
      ]);
      await topics.up(db);
      expect(await db.schema.hasTable('notification_mail')).toBe(false);
      const codes = await db('notification_mail_code').orderBy('user_id').select('code', 'user_id', 'topic');
      expect(codes.map((r) => ({ ...r, user_id: Number(r.user_id) }))).toEqual([
        { code: 'code-of-seven', user_id: 7, topic: 'inbox' },
        { code: 'code-of-eight', user_id: 8, topic: 'inbox' },
      ]);
      expect((await db('notification_mail_optout').select('user_id', 'topic')).map((r) => [Number(r.user_id), r.topic])).toEqual([[8, 'inbox']]);
      await topics.down(db);
      const back = await db('notification_mail').orderBy('user_id').select('user_id', 'code', 'unsubscribed');
      expect(back.map((r) => [Number(r.user_id), r.code, Boolean(Number(r.unsubscribed))])).toEqual([[7, 'code-of-seven', false], [8, 'code-of-eight', true]]);
    } finally {
      await drop();
    }
  });

  describe('an opt-out kept from before', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'users', 'notifications', 'mail-smtp'] });
    });
    afterAll(() => server.close());

    it('moves into the member\'s settings at their next notice, so the settings page can undo it', async () => {
      const [asker, answerer] = [await server.createUser(), await server.createUser()];
      await server.kernel.db('notification_mail_optout').insert({ user_id: Number(asker.id), topic: 'inbox', created_at: 1 });
      const questionId = await ask(server, asker, 'Does an old opt-out still hold?');
      await answer(server, answerer, questionId);
      await vi.waitFor(async () => expect(await server.kernel.db('notification_mail_optout').where({ user_id: Number(asker.id) })).toHaveLength(0), { timeout: 5000, interval: 25 });
      expect(await server.outbox(asker.email)).toHaveLength(0);
      const config = await server.api.get<{ inbox: { enable: boolean } }>(`${API}/user/notification/config`, { token: asker.token });
      expect(config.data.inbox.enable).toBe(false);
    });
  });
});
