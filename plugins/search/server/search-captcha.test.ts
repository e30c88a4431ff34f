import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '../../../tests/support/test-server.ts';
import { issuedCaptchaCode } from '../../captcha-basic/server/captcha-test-kit.ts';
import type { SearchResult } from '../schemas/search.ts';

const API = '/answer/api/v1';

/** Answer's search captcha strategy (captcha-basic: 20 searches a minute, then a captcha), answered in the query string. */
describe.each(testEngines())('search behind a captcha on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['markdown', 'tags', 'questions', 'search', 'search-sql', 'captcha-basic'] });
  });
  afterAll(() => server.close());

  it('asks for a captcha after 20 searches a minute and answers once it is solved in the query', async () => {
    const member = await server.createUser();
    const search = (query: Record<string, string>) => server.api.get<SearchResult>(`${API}/search`, { query: { q: 'anything', ...query }, token: member.token });
    for (let i = 0; i < 20; i += 1) expect((await search({})).code, `search ${i + 1}`).toBe(200);
    expect(await search({})).toMatchObject({ code: 400, data: [{ error_field: 'captcha_code' }] });
    expect(await search({ captcha_id: 'nope', captcha_code: 'wrong' })).toMatchObject({ code: 400, data: [{ error_field: 'captcha_code' }] });

    const record = await server.api.get<{ verify: boolean; captcha_id: string }>(`${API}/user/action/record`, { query: { action: 'search' }, token: member.token });
    expect(record.data.verify).toBe(true);
    const code = await issuedCaptchaCode(server.kernel.cache, record.data.captcha_id);
    expect(await search({ captcha_id: record.data.captcha_id, captcha_code: code })).toMatchObject({ code: 200, data: { count: 0 } });
  });
});
