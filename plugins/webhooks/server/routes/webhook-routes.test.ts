import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { questionPlugins } from '../../../questions/server/routes/question-test-kit.ts';
import type { TestResult } from '../../schemas/webhook.ts';
import { LoopbackReceiver, verifySignature } from '../webhook-receiver-test-kit.ts';
import { ADMIN, V1, addMember, webhookCalls } from '../webhook-test-kit.ts';

/**
 * The admin's webhook routes on every engine: admins only, bad addresses refused field by field
 * with nothing written, the secret answered once and never again (nor in the log or the OpenAPI
 * document), the test button against a receiver that answers and one that hangs.
 */
describe.each(testEngines())('webhook routes on %s', (engine) => {
  let server: TestServer;
  let receiver: LoopbackReceiver;
  let admin: TestUser;
  let member: TestUser;
  const lines: string[] = [];
  const logger = pino({ level: 'debug' }, new Writable({ write: (chunk: Buffer, _enc, done) => done(void lines.push(chunk.toString())) }));
  const hooks = () => webhookCalls(server, () => admin);

  beforeAll(async () => {
    server = await startTestServer({ engine, logger, plugins: [...questionPlugins(), 'api-docs', 'webhooks'] });
    receiver = await LoopbackReceiver.start();
    admin = await server.admin();
    member = await addMember(server, admin, 'Nothookadmin');
  });
  afterAll(async () => {
    await receiver?.close();
    await server?.close();
  });

  it('answers admins only', async () => {
    const calls: [string, string, object?][] = [
      ['get', '/webhooks'], ['post', '/webhooks', { url: receiver.url(), events: ['question.created'] }], ['put', '/webhooks', { id: '1', enabled: false }],
      ['delete', '/webhooks', { id: '1' }], ['get', '/webhooks/formats'], ['post', '/webhooks/test', { id: '1' }], ['get', '/webhooks/deliveries?id=1'],
    ];
    for (const [method, path, body] of calls) {
      const send = (token?: string) => server.api.call(method.toUpperCase(), `${ADMIN}${path}`, body, { token });
      expect((await send()).code, `${method} ${path}`).toBe(401);
      expect((await send(member.token)).code, `${method} ${path}`).toBe(403);
    }
  });

  it('refuses addresses that are not http(s) or lead back to the site, naming the field, and writes nothing', async () => {
    const own = new URL(server.url);
    const refused: [string, string][] = [
      ['ftp://files.example.org/hook', 'error.webhooks.url_scheme'],
      ['javascript:alert(1)', 'error.webhooks.url_scheme'],
      ['not an address', 'error.webhooks.url_invalid'],
      ['http://user:pass@example.org/hook', 'error.webhooks.url_invalid'],
      ['http://quorum.test/hook', 'error.webhooks.url_self'],
      [`${server.url}/answer/api/v1/siteinfo`, 'error.webhooks.url_self'],
      [`http://localhost:${own.port}/hook`, 'error.webhooks.url_self'],
    ];
    for (const [url, reason] of refused) {
      const res = await hooks().create({ url, events: ['question.created'] });
      expect(res, url).toMatchObject({ code: 400, reason, data: [{ error_field: 'url' }] });
      expect(res.msg).not.toBe(reason);
    }
    expect(await hooks().create({ url: receiver.url(), events: [] })).toMatchObject({ code: 400, data: [{ error_field: 'events' }] });
    expect(await hooks().create({ url: receiver.url(), events: ['question.exploded'] })).toMatchObject({ code: 400 });
    expect(await hooks().create({ url: receiver.url(), events: ['question.created'], format: 'telegraph' })).toMatchObject({ code: 400, reason: 'error.webhooks.format_unknown', data: [{ error_field: 'format' }] });
    expect(await hooks().create({ url: receiver.url(), events: ['question.created'], secret: 'short' })).toMatchObject({ code: 400, data: [{ error_field: 'secret' }] });
    expect(await hooks().list()).toEqual([]);
    expect((await hooks().update({ id: '999999', enabled: false })).code).toBe(404);
    expect((await hooks().remove('999999')).code).toBe(404);
  });

  it('answers the secret once, at creation; never in a list, a change, the log or the OpenAPI document', async () => {
    const created = await hooks().create({ url: receiver.url('/kept'), events: ['question.created', 'answer.created'] });
    expect(created.code).toBe(200);
    const { endpoint, secret } = created.data;
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(endpoint).toMatchObject({ url: receiver.url('/kept'), format: 'quorum', signed: true, enabled: true, events: ['question.created', 'answer.created'] });
    const list = await server.api.get(`${ADMIN}/webhooks`, { token: admin.token });
    expect(JSON.stringify(list)).not.toContain(secret);
    const changed = await hooks().update({ id: endpoint.id, events: ['answer.created'], tags: [' Hooks ', 'hooks'] });
    expect(changed.data).toMatchObject({ events: ['answer.created'], tags: ['hooks'], signed: true });
    expect(JSON.stringify(changed)).not.toContain(secret);
    const rotated = await hooks().update({ id: endpoint.id, secret: 'a-secret-the-admin-chose' });
    expect(JSON.stringify(rotated)).not.toContain('a-secret-the-admin-chose');
    // The document is the whole body (no envelope).
    const doc = (await server.api.get(`${V1}/openapi.json`, { token: admin.token })) as unknown as { paths: Record<string, Record<string, { 'x-quorum-access': string }>> };
    const text = JSON.stringify(doc);
    expect(text).not.toContain(secret);
    for (const [method, path] of [['get', '/webhooks'], ['post', '/webhooks'], ['put', '/webhooks'], ['delete', '/webhooks'], ['post', '/webhooks/test'], ['get', '/webhooks/deliveries'], ['get', '/webhooks/formats']]) {
      expect(doc.paths[`${ADMIN}${path}`]?.[method!]?.['x-quorum-access'], `${method} ${path}`).toBe('admin');
    }
    expect(lines.join('\n')).not.toContain(secret);
    expect(lines.join('\n')).not.toContain('a-secret-the-admin-chose');
    expect((await hooks().remove(endpoint.id)).code).toBe(200);
  });

  it('sends a signed test event at once and logs it', async () => {
    const { endpoint, secret } = (await hooks().create({ url: receiver.url('/test'), events: ['question.created'] })).data;
    const res = await server.api.post<TestResult>(`${ADMIN}/webhooks/test`, { id: endpoint.id }, { token: admin.token });
    expect(res.data).toMatchObject({ ok: true, response_status: 200, error: '' });
    expect(res.data.message).toMatch(/^The receiver accepted the test event \(HTTP 200, \d+ ms\)\.$/);
    const [got] = await receiver.waitFor('/test', 1);
    expect(got!.json).toMatchObject({ event: 'webhook.test', data: { endpoint_id: endpoint.id } });
    expect(verifySignature(secret, got!.headers['x-quorum-signature'] as string, got!.body)).toBe(true);
    expect(await hooks().log(endpoint.id)).toMatchObject([{ event: 'webhook.test', status: 'delivered', attempts: 1, response_status: 200 }]);
    receiver.answer(() => 410);
    const refused = await server.api.post<TestResult>(`${ADMIN}/webhooks/test`, { id: endpoint.id }, { token: admin.token, language: 'zh_CN' });
    expect(refused.data).toMatchObject({ ok: false, response_status: 410, error: 'status', message: '接收方返回 HTTP 410；需要 2xx 状态。' });
    receiver.answer(() => 200);
    expect((await hooks().remove(endpoint.id)).code).toBe(200);
  });

  it('gives up on a receiver that hangs after the configured timeout, with a clear message, while the site keeps serving', async () => {
    expect((await hooks().config({ timeout_seconds: 1 })).code).toBe(200);
    receiver.answer(() => 'hang');
    const { endpoint } = (await hooks().create({ url: receiver.url('/hang'), events: ['question.created'] })).data;
    const pending = server.api.post<TestResult>(`${ADMIN}/webhooks/test`, { id: endpoint.id }, { token: admin.token });
    await receiver.waitFor('/hang', 1);
    expect((await server.api.get(`${V1}/siteinfo`)).code).toBe(200);
    const res = await pending;
    expect(res.data).toMatchObject({ ok: false, response_status: 0, error: 'timeout', message: 'The receiver did not answer within 1 second.' });
    expect(await hooks().log(endpoint.id)).toMatchObject([{ status: 'failed', error: 'timeout' }]);
    receiver.answer(() => 200);
    expect((await hooks().config({ timeout_seconds: 10 })).code).toBe(200);
    expect((await hooks().remove(endpoint.id)).code).toBe(200);
  });
});
