import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer } from '../../../tests/support/test-server.ts';
import { COMPRESS_MIN_BYTES, negotiateEncoding } from './compression.ts';

interface Raw { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

function get(server: TestServer, path: string, acceptEncoding?: string): Promise<Raw> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (r: Raw) => (r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body) : r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body).toString('utf8');

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('%s → %s', (header, expected) => expect(negotiateEncoding(header)).toBe(expected));
});

describe.each(testEngines())('compression on %s', (engine) => {
  let server: TestServer;
  let dist: string;
  const script = `console.log(${JSON.stringify('quorum '.repeat(400))});\n`;
  const html = `<!doctype html><html><head><title>Quorum</title></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`;

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
    // Plugins' settings groups give siteinfo a site's size (past the threshold).
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
    expect(decode(br)).toBe(script);
    const gz = await get(server, '/assets/app-1234.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toBe(script);
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
    expect(decode(page)).toBe(html);
  });

  it('compresses JSON answers above the threshold, by Accept-Encoding', async () => {
    const br = await get(server, '/answer/api/v1/siteinfo', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    const data = JSON.parse(decode(br)) as { code: number };
    expect(data.code).toBe(200);
    const gz = await get(server, '/answer/api/v1/siteinfo', 'gzip');
    expect(JSON.parse(decode(gz))).toEqual(data);
    expect(br.body.length).toBeLessThan(decode(br).length / 2);
    const plain = await get(server, '/answer/api/v1/siteinfo');
    expect(plain.body.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(data);
    const small = await get(server, '/answer/api/v1/language/options', 'br');
    expect(small.body.length < 1024 ? small.headers['content-encoding'] : 'br').toBe(small.body.length < 1024 ? undefined : 'br');
  });
});
