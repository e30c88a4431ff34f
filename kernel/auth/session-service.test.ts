import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../ports/clock.ts';
import { startTestServer, testEngines, type TestServer } from '../../tests/support/test-server.ts';
import { SESSION_TTL_SECONDS, SessionService } from './session-service.ts';

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

  it('a token checked before is refused as soon as it is revoked, forged, signed with a replaced secret or expired', async () => {
    let secret = 'the first secret of this site, long enough';
    const sessions = new SessionService(() => server.kernel.db, () => secret, clock);
    const member = await server.createUser();
    const first = await sessions.create(Number(member.id), '127.0.0.1');
    expect((await sessions.resolve(first.token))?.user.id).toBe(Number(member.id));
    expect((await sessions.resolve(first.token))?.sessionId).toBe(first.sessionId);
    // the same claims under another signature
    const [head, body, signature] = first.token.split('.');
    const forged = `${head}.${body}.${signature!.slice(0, -4)}${signature!.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    expect(await sessions.resolve(forged)).toBeUndefined();
    await sessions.revoke(first.sessionId);
    expect(await sessions.resolve(first.token)).toBeUndefined();

    const second = await sessions.create(Number(member.id), '127.0.0.1');
    expect(await sessions.resolve(second.token)).toBeDefined();
    secret = 'a replaced secret of this site, long enough';
    expect(await sessions.resolve(second.token)).toBeUndefined();

    const third = await sessions.create(Number(member.id), '127.0.0.1');
    expect(await sessions.resolve(third.token)).toBeDefined();
    // the token's own expiry (real time, as jsonwebtoken reads it), its row kept alive
    await server.kernel.db('session').where({ id: third.sessionId }).update({ expires_at: clock.now() + 2 * SESSION_TTL_SECONDS });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (SESSION_TTL_SECONDS + 1) * 1000);
      expect(await sessions.resolve(third.token)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
