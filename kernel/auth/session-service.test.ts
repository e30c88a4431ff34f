import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../ports/clock.ts';
import { startTestServer, testEngines, type TestServer } from '../../tests/support/test-server.ts';
import { SESSION_TTL_SECONDS } from './session-service.ts';

describe.each(testEngines())('sessions on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  beforeAll(async () => {
    server = await startTestServer({ engine, clock });
  });
  afterAll(() => server.close());

  const rows = async (userId: string) => (await server.kernel.db('session').where({ user_id: userId }).count({ n: '*' }))[0]!.n;

  it('clears expired session rows when later members sign in, and keeps live ones', async () => {
    const gone = await server.createUser();
    const kept = await server.createUser();
    await server.kernel.sessions.create(Number(gone.id), '127.0.0.1');
    clock.advance(SESSION_TTL_SECONDS + 3600);
    const live = await server.kernel.sessions.create(Number(kept.id), '127.0.0.1');
    expect(Number(await rows(gone.id))).toBe(0);
    expect(Number(await rows(kept.id))).toBeGreaterThan(0);
    expect((await server.kernel.sessions.resolve(live.token))?.user.id).toBe(Number(kept.id));
  });
});
