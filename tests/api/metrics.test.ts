import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '../support/test-server.ts';

/** Issue 24 item 6: `/metrics` in Prometheus's text format, off unless config.yaml enables it. */
describe.each(testEngines())('/metrics on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['mail-smtp', 'markdown', 'tags', 'questions', 'search', 'search-sql'] });
  });
  afterAll(() => server.close());
  const metrics = (token?: string) => fetch(`${server.url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const configure = (metricsConfig: object | undefined) => {
    server.kernel.config = { ...server.kernel.config!, metrics: metricsConfig };
  };

  it('is not served unless enabled', async () => {
    configure(undefined);
    expect((await metrics()).status).toBe(404);
  });

  it('asks for the bearer token config.yaml sets, then reports requests, the pool, the cache, the queues and the event loop', async () => {
    configure({ enabled: true, token: 'scrape-secret' });
    expect((await metrics()).status).toBe(401);
    expect((await metrics('wrong')).status).toBe(401);
    expect((await server.api.get('/answer/api/v1/siteinfo')).code).toBe(200);
    expect((await server.api.get('/answer/api/v1/question/info', { query: { id: '1' } })).status).toBe(404);
    const res = await metrics('scrape-secret');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(/^quorum_http_request_duration_seconds_count\{route="GET \/answer\/api\/v1\/siteinfo",method="GET",status="200"\} [1-9]/m);
    expect(text).toMatch(/^quorum_http_request_duration_seconds_count\{route="GET \/answer\/api\/v1\/question\/info",method="GET",status="404"\} 1$/m);
    expect(text).toMatch(/^quorum_http_request_duration_seconds_bucket\{le="0\.005",route="GET \/answer\/api\/v1\/siteinfo",method="GET",status="200"\} \d+$/m);
    expect(text).toMatch(/^quorum_db_pool_connections\{state="used"\} \d+$/m);
    expect(text).toMatch(/^quorum_cache_reads_total\{result="hit"\} \d+$/m);
    expect(text).toMatch(/^quorum_mail_outbox_pending 0$/m);
    expect(text).toMatch(/^quorum_search_index_queue \d+$/m);
    expect(text).toMatch(/^quorum_up\{service="database"\} 1$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
  });

  it('answers loopback callers only when no token is set', async () => {
    configure({ enabled: true });
    // the suite's server listens on 127.0.0.1: the caller is loopback
    expect((await metrics()).status).toBe(200);
    // Behind a proxy on the same host every socket is loopback: the client the proxy names is what counts.
    const proxied = await fetch(`${server.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.status).toBe(403);
  });
});
