import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedText, nonceOf, rawRequest } from '../../../tests/support/raw-request.ts';
import { startTestServer, testEngines, type TestServer } from '../../../tests/support/test-server.ts';
import { COMPRESS_MIN_BYTES, keptPageEncoding, negotiateEncoding } from './compression.ts';
import { withScriptNonce } from './content-security-policy.ts';

/** A request with one Accept-Encoding header or none. */
const get = (server: TestServer, path: string, acceptEncoding?: string, method?: string) => rawRequest(server, path, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}, method);

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('%s → %s', (header, expected) => expect(negotiateEncoding(header)).toBe(expected));

  it.each([
    ['gzip, deflate, br, zstd', 'gzip'],
    ['br', 'br'],
    ['gzip;q=0, br', 'br'],
    ['*', 'gzip'],
    ['identity', undefined],
  ])('a kept page: %s → %s', (header, expected) => expect(keptPageEncoding(header)).toBe(expected));
});

describe.each(testEngines())('compression on %s', (engine) => {
  let server: TestServer;
  let dist: string;
  const script = `console.log(${JSON.stringify('quorum '.repeat(400))});\n`;
  // the shell's script takes each response's nonce: a kept page differs per response by it alone
  const html = `<!doctype html><html><head><title>Quorum</title><script type="module" src="/assets/app-1234.js"></script></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`;

  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'quorum-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), html);
    await writeFile(join(dist, 'index.html.br'), brotliCompressSync(html));
    await writeFile(join(dist, 'index.html.gz'), gzipSync(html));
    await writeFile(join(dist, 'assets', 'app-1234.js'), script);
    await writeFile(join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync(script));
    await writeFile(join(dist, 'assets', 'app-1234.js.gz'), gzipSync(script));
    await writeFile(join(dist, 'assets', 'plain-1234.js'), script);
    server = await startTestServer({ engine, webDist: dist, plugins: ['questions', 'tags', 'users'] });
  });
  afterAll(async () => {
    await server.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends the build\'s brotli or gzip copy of an asset, typed by the original name', async () => {
    const br = await get(server, '/assets/app-1234.js', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(decodedText(br)).toBe(script);
    const gz = await get(server, '/assets/app-1234.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decodedText(gz)).toBe(script);
    const plain = await get(server, '/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect((await get(server, '/assets/plain-1234.js', 'br')).body.toString()).toBe(script);
    // express.static refuses the traversal itself (403); the compressed path must not serve it either.
    expect([403, 404]).toContain((await get(server, '/assets/%2e%2e/index.html', 'br')).status);
  });

  it('sends the page shell compressed and uncached', async () => {
    const page = await get(server, '/questions', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decodedText(page)).toBe(withScriptNonce(html, nonceOf(page)));
  });

  it('sends a kept page gzipped from pieces compressed once, each response under its own nonce', async () => {
    const plain = await get(server, '/questions?page=2');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const identity = plain.body.toString('utf8');
    expect(identity).toBe(withScriptNonce(html, nonceOf(plain)));
    const nonces = new Set([nonceOf(plain)]);
    for (let i = 0; i < 3; i += 1) {
      // a browser's header: gzip is preferred for kept pages, which brotli would compress per response
      const gz = await get(server, '/questions?page=2', 'gzip, deflate, br, zstd');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
      expect(gz.body.length).toBeLessThan(plain.body.length / 4);
      const nonce = nonceOf(gz);
      nonces.add(nonce);
      expect(gunzipSync(gz.body).toString('utf8')).toBe(identity.split(nonceOf(plain)).join(nonce));
    }
    expect(nonces.size).toBe(4);
    const head = await get(server, '/questions?page=2', 'gzip', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(Number(head.headers['content-length'])).toBe(plain.body.length);
  });

  it('compresses JSON answers above the threshold, by Accept-Encoding', async () => {
    // sizes the test sets: a question whose text alone is past the threshold, a page past the last
    const author = await server.createUser({ rank: 1000 });
    const asked = await server.api.post<{ id: string }>('/answer/api/v1/question', {
      title: 'How large can an answer be before it is compressed?',
      content: 'A body long enough to be compressed. '.repeat(Math.ceil(COMPRESS_MIN_BYTES / 20)),
      tags: [{ slug_name: 'compression' }],
    }, { token: author.token });
    expect(asked.code).toBe(200);
    const large = `/answer/api/v1/question/info?id=${asked.data.id}`;
    const plain = await get(server, large);
    expect(plain.body.length).toBeGreaterThan(2 * COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const data = JSON.parse(plain.body.toString()) as { code: number };
    expect(data.code).toBe(200);
    const br = await get(server, large, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(decodedText(br))).toEqual(data);
    const gz = await get(server, large, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decodedText(gz))).toEqual(data);

    const small = await get(server, '/answer/api/v1/tags/page?page=1000', 'gzip, deflate, br');
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ code: 200, data: { list: [] } });
  });
});
