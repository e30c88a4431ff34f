import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/test-server.ts';

describe('rate limits on account actions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { login: { limit: 3, windowSeconds: 60 }, password_reset: { limit: 2, windowSeconds: 60 } } });
  });
  afterAll(() => server.close());

  it('answers 429 once a client passes the limit, in the envelope', async () => {
    const attempt = () => server.api.post('/answer/api/v1/user/login/email', { e_mail: 'x@example.org', pass: 'wrong-password' });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(400);
    expect(await attempt()).toMatchObject({ status: 429, reason: 'error.rate_limited', msg: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/) });
  });

  it('counts each action on its own', async () => {
    const reset = () => server.api.post('/answer/api/v1/user/password/reset', { e_mail: 'x@example.org' });
    expect((await reset()).code).toBe(200);
    expect((await reset()).code).toBe(200);
    expect((await reset()).status).toBe(429);
  });

  it('holds when the attempts arrive all at once', async () => {
    // Sent together, every request reaches the counter before any has answered: each must still count.
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => server.api.post('/answer/api/v1/user/password/reset', { e_mail: 'x@example.org' }, { headers: { 'X-Forwarded-For': '203.0.113.77' } })),
    );
    expect(burst.filter((response) => response.status === 429)).toHaveLength(10);
  });
});
