import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REDIS_TEST_URL } from '../../../tests/support/redis.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { ask, questionPlugins } from '../../questions/server/routes/question-test-kit.ts';
import { LoopbackReceiver } from './webhook-receiver-test-kit.ts';
import { webhookCalls } from './webhook-test-kit.ts';

/**
 * One site served by two kernels (one database, one Redis), both running the delivery worker:
 * every event reaches the receiver once, whichever process queued it and whichever sends it.
 */
describe.each(testEngines().filter((e) => e !== 'sqlite'))('webhooks on a site served by two processes, on %s', (engine) => {
  const prefix = `test:${randomUUID()}:`;
  let one: TestServer;
  let two: TestServer;
  let admin: TestUser;
  let receiver: LoopbackReceiver;

  beforeAll(async () => {
    const plugins = [...questionPlugins(), 'webhooks'];
    one = await startTestServer({ engine, plugins, cache: { engine: 'redis', url: REDIS_TEST_URL, prefix } });
    two = await startTestServer({ plugins, joining: one });
    admin = await one.admin();
    receiver = await LoopbackReceiver.start();
  });
  afterAll(async () => {
    await receiver?.close();
    await two?.close();
    await one?.close();
    const redis = new Redis(REDIS_TEST_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('delivers each event exactly once though both processes claim from one queue', async () => {
    const hooks = webhookCalls(one, () => admin);
    const { endpoint } = (await hooks.create({ url: receiver.url('/both'), events: ['question.created'] })).data;
    const asked = await Promise.all(Array.from({ length: 12 }, (_, i) => ask(i % 2 ? two : one, admin, { title: `Question ${i} asked through process ${(i % 2) + 1}` })));
    await receiver.waitFor('/both', asked.length);
    await vi.waitFor(async () => {
      const log = (await hooks.log(endpoint.id));
      expect(log).toHaveLength(asked.length);
      expect(log.every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true);
    }, { timeout: 20_000, interval: 100 });
    const got = receiver.at('/both');
    expect(got).toHaveLength(asked.length);
    expect(new Set(got.map((r) => r.headers['x-quorum-delivery'])).size).toBe(asked.length);
    expect(new Set(got.map((r) => r.json.data.question.id))).toEqual(new Set(asked.map((q) => q.id)));
  });
});
