import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '../../tests/support/test-server.ts';

describe.each(testEngines())('envelope, validation and language on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server.close());

  it('answers success in the envelope', async () => {
    const res = await server.api.get('/answer/api/v1/language/options');
    expect(res).toMatchObject({ status: 200, code: 200, reason: 'base.success', msg: 'Success.' });
    expect(res.data).toEqual([{ label: 'English', value: 'en_US' }, { label: '简体中文', value: 'zh_CN' }]);
  });

  it('answers unknown API paths with a 404 envelope in both scopes', async () => {
    for (const path of ['/answer/api/v1/no/such/thing', '/answer/admin/api/nothing', '/installation/nope']) {
      const res = await server.api.get(path);
      expect(res).toMatchObject({ status: 404, code: 404, reason: 'base.not_found', data: null });
    }
  });

  it('names every bad field and translates by Accept-Language', async () => {
    const body = { name: '', e_mail: 'not-an-email', pass: 'short' };
    const en = await server.api.post('/answer/api/v1/user/register/email', body);
    expect(en).toMatchObject({ status: 400, reason: 'base.request_format_error' });
    expect((en.data as { error_field: string }[]).map((f) => f.error_field).sort()).toEqual(['e_mail', 'name', 'pass']);
    const zh = await server.api.post('/answer/api/v1/user/register/email', body, { language: 'zh-CN,zh;q=0.9' });
    expect(zh.msg).toBe('请求格式错误。');
    expect((zh.data as { error_field: string; error_msg: string }[]).find((f) => f.error_field === 'pass')!.error_msg).toBe('至少 8 个字符。');
    const other = await server.api.post('/answer/api/v1/user/register/email', body, { language: 'fr_FR' });
    expect(other.msg).toBe('Request format is not valid.');
  });

  it('reports missing fields, wrong types and over-long strings', async () => {
    const missing = await server.api.post('/answer/api/v1/user/login/email', {});
    expect((missing.data as { error_field: string }[]).map((f) => f.error_field).sort()).toEqual(['e_mail', 'pass']);
    const wrongType = await server.api.post('/answer/api/v1/user/login/email', { e_mail: 42, pass: true });
    expect(wrongType.status).toBe(400);
    const long = await server.api.post('/answer/api/v1/user/register/email', { name: 'x'.repeat(31), e_mail: 'a@b.co', pass: 'password1' });
    expect(long.data).toEqual([{ error_field: 'name', error_msg: 'Must be at most 30 characters.' }]);
    expect(long.msg).toBe('Must be at most 30 characters.');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await server.api.call('POST', '/answer/api/v1/user/login/email', '{"e_mail": ');
    expect(res).toMatchObject({ status: 400, reason: 'base.request_format_error' });
  });

  it('gives every response a request id', async () => {
    const res = await fetch(`${server.url}/answer/api/v1/siteinfo`);
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
