import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserStatus } from '../../../../kernel/api.ts';
import { startTestServer, testEngines, type TestServer } from '../../../../tests/support/test-server.ts';
import { MAX_UPLOAD_BYTES } from '../../schemas/upload.ts';
import { GIF, JPEG, WEBP, png, uploadFile, type FilePart, type UploadResult } from '../upload-test-kit.ts';

const FILE = '/answer/api/v1/file';

describe.each(testEngines())('file uploads on %s', (engine) => {
  let server: TestServer;
  let member: { token: string };

  const upload = (token: string | undefined, file?: FilePart, fields?: Record<string, string>) => uploadFile(server, token, file, fields);

  /** The stored file behind a returned URL, fetched from the test server. */
  function local(url: string): string {
    const { pathname } = new URL(url);
    return new URL(pathname, server.url).href;
  }

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['uploads-local'] });
    member = await server.createUser();
  });
  afterAll(() => server.close());

  it.each([
    ['PNG', png(3, 2), 'a.png', 'png', 'image/png'],
    ['JPEG', JPEG, 'photo.jpeg', 'jpg', 'image/jpeg'],
    ['WebP', WEBP, 'pic.webp', 'webp', 'image/webp'],
  ])('stores a %s and serves the same bytes back', async (_kind, data, name, ext, mime) => {
    const res = await upload(member.token, { data, name, type: mime });
    expect(res.status, JSON.stringify(res)).toBe(200);
    const url = res.data as string;
    const now = new Date(server.kernel.clock.now() * 1000);
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    expect(url).toMatch(new RegExp(`^http://quorum\\.test/uploads/post/${now.getUTCFullYear()}/${month}/[a-f0-9]{32}\\.${ext}$`));
    const onDisk = join(server.home, new URL(url).pathname);
    expect(await readFile(onDisk)).toEqual(data);

    const served = await fetch(local(url));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(data);
    expect(served.headers.get('content-type')).toBe(mime);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('names the file by its content, not by the name the browser sent', async () => {
    const res = await upload(member.token, { data: png(), name: 'looks-like.jpg', type: 'image/jpeg' });
    expect(res.data).toMatch(/\.png$/);
  });

  it('gives every upload its own name', async () => {
    const [a, b] = await Promise.all([upload(member.token, { data: png(), name: 'a.png' }), upload(member.token, { data: png(), name: 'a.png' })]);
    expect(a.data).not.toBe(b.data);
  });

  it.each([
    ['text named .png', Buffer.from('just some text, not an image'), 'evil.png', 'image/png'],
    ['an HTML page named .jpg', Buffer.from('<html><script>alert(1)</script></html>'), 'x.jpg', 'image/jpeg'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'x.svg', 'image/svg+xml'],
    ['a GIF', GIF, 'x.gif', 'image/gif'],
    ['an empty file', Buffer.alloc(0), 'x.png', 'image/png'],
  ])('refuses %s with a 400 naming file', async (_label, data, name, type) => {
    const res = await upload(member.token, { data, name, type });
    expect(res.status).toBe(400);
    expect(res.reason).toBe('error.upload.unsupported_type');
    expect(res.data).toEqual([{ error_field: 'file', error_msg: 'Only JPEG, PNG and WebP images can be uploaded.' }]);
  });

  it('refuses a file over 4 MB with a clean 400 naming file, and takes one of exactly 4 MB', async () => {
    const big = Buffer.concat([png(), Buffer.alloc(MAX_UPLOAD_BYTES + 1 - png().length)]);
    const tooBig = await upload(member.token, { data: big, name: 'big.png', type: 'image/png' });
    expect(tooBig.status).toBe(400);
    expect(tooBig.reason).toBe('error.upload.too_large');
    expect(tooBig.data).toEqual([expect.objectContaining({ error_field: 'file' })]);
    const atLimit = await upload(member.token, { data: big.subarray(0, MAX_UPLOAD_BYTES), name: 'big.png', type: 'image/png' });
    expect(atLimit.status).toBe(200);
  });

  it('translates its messages', async () => {
    const form = new FormData();
    form.append('source', 'post');
    form.append('file', new Blob(['text']), 'x.png');
    const res = await fetch(new URL(FILE, server.url), { method: 'POST', body: form, headers: { authorization: member.token, 'accept-language': 'zh_CN' } });
    expect(((await res.json()) as { msg: string }).msg).toBe('只能上传 JPEG、PNG 和 WebP 图片。');
  });

  it('refuses a request without a file, or with the file under another field', async () => {
    const none = await upload(member.token, undefined);
    expect(none.status).toBe(400);
    expect(none.data).toEqual([expect.objectContaining({ error_field: 'file' })]);
    const form = new FormData();
    form.append('source', 'post');
    form.append('image', new Blob([new Uint8Array(png())]), 'a.png');
    const res = await fetch(new URL(FILE, server.url), { method: 'POST', body: form, headers: { authorization: member.token } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as UploadResult).data).toEqual([expect.objectContaining({ error_field: 'file' })]);
  });

  it.each([
    ['a missing source', {}],
    ['an unknown source', { source: 'banner' }],
  ])('refuses %s with a 400 naming source', async (_label, fields) => {
    const res = await upload(member.token, { data: png(), name: 'a.png' }, fields);
    expect(res.status).toBe(400);
    expect(res.data).toEqual([expect.objectContaining({ error_field: 'source' })]);
  });

  it('refuses visitors (401), members with an unverified e-mail (403 inactive) and suspended members (403)', async () => {
    expect((await upload(undefined, { data: png(), name: 'a.png' })).status).toBe(401);
    const pending = await server.createUser({ activated: false });
    const inactive = await upload(pending.token, { data: png(), name: 'a.png' });
    expect(inactive.status).toBe(403);
    expect(inactive.data).toEqual({ type: 'inactive' });
    const suspended = await server.createUser({ status: UserStatus.suspended });
    expect((await upload(suspended.token, { data: png(), name: 'a.png' })).status).toBe(403);
  });

  it('lets members upload avatars but only admins upload branding', async () => {
    const avatar = await upload(member.token, { data: png(), name: 'me.png' }, { source: 'avatar' });
    expect(avatar.data).toMatch(/\/uploads\/avatar\//);
    const refused = await upload(member.token, { data: png(), name: 'logo.png' }, { source: 'branding' });
    expect(refused.status).toBe(403);
    expect(refused.reason).toBe('error.upload.branding_admin_only');
    const admin = await server.admin();
    const logo = await upload(admin.token, { data: png(), name: 'logo.png' }, { source: 'branding' });
    expect(logo.status).toBe(200);
    expect(logo.data).toMatch(/^http:\/\/quorum\.test\/uploads\/branding\//);
  });

  it('answers URLs under the site URL of the moment', async () => {
    const admin = await server.admin();
    const general = await server.api.get<Record<string, unknown>>('/answer/admin/api/siteinfo/general', { token: admin.token });
    const put = (site_url: string) => server.api.put('/answer/admin/api/siteinfo/general', { ...general.data, site_url }, { token: admin.token });
    expect((await put('https://forum.example.test/')).code).toBe(200);
    try {
      const url = (await upload(member.token, { data: WEBP, name: 'a.webp' })).data as string;
      expect(url).toMatch(/^https:\/\/forum\.example\.test\/uploads\/post\/\d{4}\/\d{2}\/[a-f0-9]{32}\.webp$/);
      expect(existsSync(join(server.home, new URL(url).pathname))).toBe(true);
    } finally {
      await put(general.data.site_url as string);
    }
  });
  it("takes the limits the admin sets (size, types, megapixels) and shows them on Answer 2.0's advanced page", async () => {
    const admin = await server.admin();
    const ADMIN = '/answer/admin/api';
    const set = (body: object) => server.api.put(`${ADMIN}/siteinfo/uploads`, body, { token: admin.token });
    try {
      expect((await set({ max_image_size: 1, max_image_megapixel: 1, authorized_image_extensions: ['png', 'webp'] })).code).toBe(200);
      const big = Buffer.concat([png(), Buffer.alloc(1024 * 1024 + 1 - png().length)]);
      const tooBig = await upload(member.token, { data: big, name: 'big.png', type: 'image/png' });
      expect([tooBig.status, tooBig.msg]).toEqual([400, 'The file is larger than 1 MB.']);
      const jpeg = await upload(member.token, { data: JPEG, name: 'photo.jpg', type: 'image/jpeg' });
      expect([jpeg.status, jpeg.reason, jpeg.data[0].error_field]).toEqual([400, 'error.upload.type_not_taken', 'file']);
      expect(jpeg.msg).toBe('This site takes only these image types: png, webp.');
      // a 1,001 x 1,000 header: the size is read from it before anything is stored
      const wide = png(1001, 1000);
      const pixels = await upload(member.token, { data: wide, name: 'wide.png', type: 'image/png' });
      expect([pixels.status, pixels.msg]).toEqual([400, 'The image has more than 1 megapixels.']);
      expect((await upload(member.token, { data: png(1000, 1000), name: 'square.png', type: 'image/png' })).status).toBe(200);
      expect((await upload(member.token, { data: WEBP, name: 'pic.webp', type: 'image/webp' })).status).toBe(200);

      const advanced = await server.api.get(`${ADMIN}/siteinfo/advanced`, { token: admin.token });
      expect(advanced.data).toEqual({ max_image_size: 1, max_image_megapixel: 1, authorized_image_extensions: ['png', 'webp'], max_attachment_size: 8, authorized_attachment_extensions: [] });
      expect(((await server.api.get<{ site_advanced: unknown }>('/answer/api/v1/siteinfo')).data).site_advanced).toEqual(advanced.data);
      expect((await server.api.put(`${ADMIN}/siteinfo/advanced`, { max_image_size: 2, authorized_attachment_extensions: [] }, { token: admin.token })).code).toBe(200);
      expect(((await server.api.get<{ max_image_size: number }>(`${ADMIN}/siteinfo/uploads`, { token: admin.token })).data).max_image_size).toBe(2);
      const attachments = await server.api.put(`${ADMIN}/siteinfo/advanced`, { authorized_attachment_extensions: ['svg'] }, { token: admin.token });
      expect(attachments.status).toBe(400);
      expect((await set({ max_image_size: 21 })).status).toBe(400);
      expect((await set({ authorized_image_extensions: ['gif'] })).status).toBe(400);
    } finally {
      expect((await set({ max_image_size: 4, max_image_megapixel: 40, authorized_image_extensions: ['jpg', 'jpeg', 'png', 'webp'] })).code).toBe(200);
    }
  });
});
