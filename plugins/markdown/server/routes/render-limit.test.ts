import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server.ts';

describe('post/render rate limit', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ plugins: ['markdown'], rateLimits: { render: { limit: 2, windowSeconds: 60 } } });
    ({ token } = await server.createUser());
  });
  afterAll(() => server.close());

  it('answers 429 once a member has rendered their share', async () => {
    const render = () => server.api.post('/answer/api/v1/post/render', { content: '**hi**' }, { token });
    expect((await render()).data).toBe('<p><strong>hi</strong></p>\n');
    expect((await render()).code).toBe(200);
    expect(await render()).toMatchObject({ status: 429, reason: 'error.rate_limited' });
  });
});
