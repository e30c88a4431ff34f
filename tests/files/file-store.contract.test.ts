import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStorePoint } from '../../kernel/api.ts';
import type { FileStore, StoredFile } from '../../kernel/provider-api.ts';
import { startLoopbackS3, type LoopbackS3 } from '../../plugins/files-s3/server/loopback-s3.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const PROVIDERS = ['uploads-local', 'files-s3'] as const;

/** A fresh upload key, as the upload route names them. */
const newKey = (ext = 'png') => `post/2026/11/${randomBytes(16).toString('hex')}.${ext}`;

async function bytes(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The FileStore contract (kernel/ports/file-store.ts) on every store a files plugin provides:
 * what the upload route, `/uploads`, the dashboard and `quorum check` rely on from whichever store
 * holds the site's files. Each store is the one its plugin provides on a real site; files-s3's
 * talks to a real S3 protocol server (s3rver) on loopback.
 */
describe.each(PROVIDERS)('file store contract: %s', (provider) => {
  let server: TestServer;
  let s3: LoopbackS3 | undefined;
  let store: FileStore;

  beforeAll(async () => {
    server = await startTestServer({ plugins: ['uploads-local', 'files-s3'] });
    if (provider === 'files-s3') {
      s3 = await startLoopbackS3();
      await server.kernel.host.setConfig(server.kernel.db, 'files-s3', s3.config({ public_url: 'https://cdn.example.test/q/' }), server.kernel.clock.now());
      await server.kernel.host.setEnabled(server.kernel.db, 'files-s3', true, server.kernel.clock.now());
    }
    const owner = (id: string) => server.kernel.host.extensions.providedBy(id).includes(FileStorePoint.id);
    expect(owner(provider)).toBe(true);
    // uploads-local's disk is enabled beside files-s3 (which requires it): each says what it is
    const named = await Promise.all(server.kernel.host.extensions.all(FileStorePoint).map(async (s) => ({ s, name: await s.describe() })));
    const pattern = provider === 'uploads-local' ? /^local disk \// : /^S3 bucket quorum-uploads at http:\/\/127\.0\.0\.1:\d+$/;
    expect(named.filter(({ name }) => pattern.test(name))).toHaveLength(1);
    store = named.find(({ name }) => pattern.test(name))!.s;
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('is ready once configured', async () => {
    expect(await store.ready()).toBe(true);
  });

  it('gives back the bytes it was given, with their length', async () => {
    const data = randomBytes(70_000);
    const key = newKey('webp');
    await store.put(key, data, 'image/webp');
    const file = await store.get(key);
    expect(file?.size).toBe(data.length);
    expect(await bytes(file!)).toEqual(data);
  });

  it('holds nothing under a key it was never given', async () => {
    expect(await store.get(newKey())).toBeUndefined();
  });

  it('refuses to store under anything but an upload key, and finds nothing there', async () => {
    for (const key of ['../config.yaml', 'post/2026/11/../../x.png', 'post/2026/11/abc.png', `other/2026/11/${'a'.repeat(32)}.png`, `post/2026/11/${'a'.repeat(32)}.svg`]) {
      await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow();
      expect(await store.get(key)).toBeUndefined();
    }
  });

  it('counts the bytes of what it holds', async () => {
    const before = await store.usage();
    await store.put(newKey(), Buffer.alloc(1234, 7), 'image/png');
    expect(await store.usage()).toBe(before + 1234);
  });

  it('proves it works with a probe that is neither counted nor ever an upload', async () => {
    const before = await store.usage();
    expect(await store.check()).toBe(`${await store.describe()}, writable`);
    expect(await store.usage()).toBe(before);
  });

  it('names a public URL only where it has one, as an absolute URL ending in the key', async () => {
    const key = newKey();
    // the disk has none (its files are only served through the site); the bucket is configured with one here
    expect(await store.publicUrl(key)).toBe(provider === 'uploads-local' ? undefined : `https://cdn.example.test/q/${key}`);
  });
});
