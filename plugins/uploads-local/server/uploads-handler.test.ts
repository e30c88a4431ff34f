import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedText, rawRequest } from '../../../tests/support/raw-request.ts';
import { startTestServer, testEngines, type TestServer } from '../../../tests/support/test-server.ts';
import { png, uploadedPath, uploadFile } from './upload-test-kit.ts';

/** GET with the path sent exactly as written (fetch would normalise `..` away), its body as text. */
async function rawGet(server: TestServer, path: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  const res = await rawRequest(server, path);
  return { ...res, body: decodedText(res) };
}

describe.each(testEngines())('serving /uploads on %s', (engine) => {
  let server: TestServer;
  let stored: string;

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['uploads-local'] });
    const member = await server.createUser();
    stored = uploadedPath((await uploadFile(server, member.token, { data: png(), name: 'a.png' })).data);
    // Files the store never writes, placed beside real ones: they must not be served either.
    const dir = join(server.home, 'uploads', 'post', '2024', '01');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'page.html'), '<script>alert(1)</script>');
    await writeFile(join(dir, `${'a'.repeat(32)}.svg`), '<svg onload="alert(1)"/>');
    await writeFile(join(dir, '.hidden.png'), png());
  });
  afterAll(() => server.close());

  it('serves a stored file, also to HEAD', async () => {
    const get = await rawGet(server, stored);
    expect(get.status).toBe(200);
    expect(get.headers['content-type']).toBe('image/png');
    const head = await fetch(new URL(stored, server.url), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(png().length));
  });

  it('answers 304 to a browser that already has the file', async () => {
    const first = await fetch(new URL(stored, server.url));
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[a-f0-9]{32}"$/);
    const again = await fetch(new URL(stored, server.url), { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it.each([
    '/uploads/post/..%2f..%2fconfig.yaml',
    '/uploads/..%2fconfig.yaml',
    '/uploads/%2e%2e/config.yaml',
    '/uploads/%2e%2e%2fconfig.yaml',
    '/uploads/../config.yaml',
    '/uploads/post/2024/01/../../../../config.yaml',
    '/uploads/post/2024/01/..%5c..%5c..%5c..%5cconfig.yaml',
    '/uploads/post/2024/01/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fconfig.yaml',
  ])('refuses the traversal %s', async (path) => {
    const res = await rawGet(server, path);
    expect(res.status).toBe(404);
    expect(res.body).not.toMatch(/jwt|secret|database/i);
  });

  it.each(['/uploads', '/uploads/', '/uploads/post/', '/uploads/post/2024/', '/uploads/post/2024/01/'])('lists no directory at %s', async (path) => {
    const res = await rawGet(server, path);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('page.html');
  });

  it.each([
    ['a file the store did not name', '/uploads/post/2024/01/page.html'],
    ['an SVG', `/uploads/post/2024/01/${'a'.repeat(32)}.svg`],
    ['a hidden file', '/uploads/post/2024/01/.hidden.png'],
    ['a well-formed name that does not exist', `/uploads/post/2024/01/${'b'.repeat(32)}.png`],
    ['an unknown source folder', `/uploads/other/2024/01/${'b'.repeat(32)}.png`],
  ])('answers 404 for %s', async (_label, path) => {
    const res = await rawGet(server, path);
    expect(res.status).toBe(404);
    expect(String(res.headers['cache-control'] ?? '')).not.toContain('immutable');
    expect(JSON.parse(res.body)).toMatchObject({ code: 404, reason: 'base.not_found' });
  });

  it('answers only GET and HEAD', async () => {
    const res = await fetch(new URL(stored, server.url), { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect((await rawGet(server, stored)).status).toBe(200);
  });
});
