import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../tests/support/test-server.ts';
import { PDF, png, uploadedPath, uploadFile, type FilePart } from '../../uploads-local/server/upload-test-kit.ts';
import { startLoopbackS3, type LoopbackS3 } from './loopback-s3.ts';
import type { S3Config } from './s3-config.ts';

const ADMIN = '/answer/admin/api';

describe.each(testEngines())('uploads on S3 (s3rver on loopback) on %s', (engine) => {
  let s3: LoopbackS3;
  let server: TestServer;
  let admin: TestUser;
  let member: TestUser;
  /** A file uploaded to the disk before files-s3 was switched on. */
  let onDisk: string;

  const upload = (file: FilePart, token = member.token, fields?: Record<string, string>) => uploadFile(server, token, file, fields);
  const get = (path: string, headers: Record<string, string> = {}) => fetch(new URL(path, server.url), { headers });
  const configure = (config: Partial<S3Config>) =>
    server.api.put(`${ADMIN}/plugin/config`, { plugin_slug_name: 'files-s3', config_fields: config }, { token: admin.token });
  /** The bucket's upload keys (the probe `quorum check` writes is not one). */
  const uploadKeys = async () => (await s3.keys()).filter((key) => !key.startsWith('.'));

  beforeAll(async () => {
    s3 = await startLoopbackS3();
    server = await startTestServer({ engine, plugins: ['uploads-local', 'files-s3'] });
    admin = await server.admin();
    member = await server.createUser();
    onDisk = uploadedPath((await upload({ data: png(2, 2), name: 'before.png' })).data);
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('is off until an admin enables it, and keeps uploads on the disk while it has no bucket and keys', async () => {
    expect(server.kernel.host.get('files-s3')?.status).toBe('disabled');
    expect(existsSync(join(server.home, onDisk))).toBe(true);
    const enabled = await server.api.put(`${ADMIN}/plugin/status`, { plugin_slug_name: 'files-s3', enabled: true }, { token: admin.token });
    expect(enabled.code).toBe(200);
    const res = await upload({ data: png(), name: 'still-local.png' });
    expect(res.status).toBe(200);
    expect(existsSync(join(server.home, uploadedPath(res.data)))).toBe(true);
    expect(await uploadKeys()).toEqual([]);
  });

  it('refuses a malformed endpoint, bucket or public URL on the config form, by field', async () => {
    const res = await configure(s3.config({ endpoint: 'not a url', bucket: 'Bad_Bucket', public_url: 'ftp://cdn' }));
    expect(res.code).toBe(400);
    expect((res.data as { error_field: string }[]).map((e) => e.error_field).sort()).toEqual(['bucket', 'endpoint', 'public_url']);
  });

  it('stores new uploads in the bucket and serves them back byte for byte through the site', async () => {
    expect((await configure(s3.config())).code).toBe(200);
    const image = png(5, 3, [10, 200, 90]);
    const res = await upload({ data: image, name: 'photo.png', type: 'image/png' });
    expect(res.status, JSON.stringify(res)).toBe(200);
    expect(res.data).toMatch(/^http:\/\/quorum\.test\/uploads\/post\/\d{4}\/\d{2}\/[a-f0-9]{32}\.png$/);
    const key = uploadedPath(res.data).slice('/uploads/'.length);
    expect(await uploadKeys()).toEqual([key]);
    expect(await s3.object(key)).toEqual(image);
    expect(existsSync(join(server.home, 'uploads', key))).toBe(false);

    const served = await get(uploadedPath(res.data));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(image);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never shows the secret key back to the admin, and keeps it when the form sends it back empty', async () => {
    expect((await configure(s3.config())).code).toBe(200);
    const shown = await server.api.get<{ config: Record<string, unknown>; config_fields: { name: string; value: unknown }[] }>(
      `${ADMIN}/plugin/config`, { token: admin.token, query: { plugin_slug_name: 'files-s3' } });
    expect(shown.data.config.secret_access_key).toBe('');
    expect(shown.data.config_fields.find((f) => f.name === 'secret_access_key')?.value).toBe('');
    expect((await configure({ ...s3.config(), secret_access_key: '' })).code).toBe(200);
    expect((await upload({ data: png(), name: 'kept-secret.png' })).code).toBe(200);
  });

  it('takes avatars, and branding from admins, into the bucket too', async () => {
    const avatar = await upload({ data: png(), name: 'me.png' }, member.token, { source: 'avatar' });
    const logo = await upload({ data: png(), name: 'logo.png' }, admin.token, { source: 'branding' });
    expect((await upload({ data: png(), name: 'logo.png' }, member.token, { source: 'branding' })).status).toBe(403);
    const keys = await uploadKeys();
    expect(keys).toContain(uploadedPath(avatar.data).slice('/uploads/'.length));
    expect(keys).toContain(uploadedPath(logo.data).slice('/uploads/'.length));
  });

  it('keeps serving the files uploaded to the disk before the switch', async () => {
    const served = await get(onDisk);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png(2, 2));
    expect((await get(`/uploads/post/2020/01/${'c'.repeat(32)}.png`)).status).toBe(404);
  });

  it('still refuses a text file named .png by its content, storing nothing', async () => {
    const before = await uploadKeys();
    const res = await upload({ data: Buffer.from('<html><script>alert(1)</script></html>'), name: 'evil.png', type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.reason).toBe('error.upload.unsupported_type');
    expect(res.data).toEqual([expect.objectContaining({ error_field: 'file' })]);
    expect(await uploadKeys()).toEqual(before);
  });

  it('links to the public URL on a public site, and never on a login-required one', async () => {
    expect((await configure(s3.config({ public_url: 'https://cdn.example.test/files/' }))).code).toBe(200);
    const direct = await upload({ data: png(), name: 'a.png' });
    expect(direct.data).toMatch(/^https:\/\/cdn\.example\.test\/files\/post\/\d{4}\/\d{2}\/[a-f0-9]{32}\.png$/);
    await server.kernel.settings.put('login', { login_required: true });
    try {
      const guarded = await upload({ data: png(), name: 'a.png' });
      expect(guarded.data).toMatch(/^http:\/\/quorum\.test\/uploads\/post\//);
    } finally {
      await server.kernel.settings.put('login', { login_required: false });
      await configure(s3.config());
    }
  });

  it('keeps attachments in the bucket too, linked through the site even with a public URL, and sent as downloads', async () => {
    expect((await configure(s3.config({ public_url: 'https://cdn.example.test/files/' }))).code).toBe(200);
    expect((await server.api.put(`${ADMIN}/siteinfo/uploads`, { authorized_attachment_extensions: ['pdf'] }, { token: admin.token })).code).toBe(200);
    try {
      const res = await upload({ data: PDF, name: 'minutes.pdf', type: 'application/pdf' }, member.token, { source: 'post_attachment' });
      expect(res.status, JSON.stringify(res)).toBe(200);
      expect(res.data).toMatch(/^http:\/\/quorum\.test\/uploads\/post_attachment\/\d{4}\/\d{2}\/[a-f0-9]{32}\.pdf\?name=minutes\.pdf$/);
      const key = uploadedPath(res.data).slice('/uploads/'.length);
      expect(await s3.object(key)).toEqual(PDF);
      expect(existsSync(join(server.home, 'uploads', key))).toBe(false);
      const served = await get(`${uploadedPath(res.data)}?name=minutes.pdf`);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PDF);
      expect(served.headers.get('content-type')).toBe('application/pdf');
      expect(served.headers.get('content-disposition')).toBe(`attachment; filename="minutes.pdf"; filename*=UTF-8''minutes.pdf`);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await server.api.put(`${ADMIN}/siteinfo/uploads`, { authorized_attachment_extensions: [] }, { token: admin.token });
      await configure(s3.config());
    }
  });

  it('on a login-required site refuses visitors a file in the bucket and serves members by their session cookie', async () => {
    const stored = uploadedPath((await upload({ data: png(), name: 'private.png' })).data);
    await server.kernel.settings.put('login', { login_required: true });
    try {
      const visitor = await get(stored);
      expect(visitor.status).toBe(401);
      expect(((await visitor.json()) as { reason: string }).reason).toBe('base.unauthorized_error');
      const login = await fetch(new URL('/answer/api/v1/user/login/email', server.url), {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ e_mail: member.email, pass: member.password }),
      });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
      const served = await get(stored, { cookie });
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toMatch(/^private/);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(png());
    } finally {
      await server.kernel.settings.put('login', { login_required: false });
    }
  });

  it('answers an upload the S3 server refuses with a 503 that tells no member the server, bucket or cause, storing nothing', async () => {
    const before = await uploadKeys();
    try {
      expect((await configure(s3.config({ access_key_id: 'NOT-A-KEY' }))).code).toBe(200);
      const refused = await upload({ data: png(), name: 'a.png' });
      expect(refused).toMatchObject({ status: 503, code: 503, reason: 'error.files_s3.unavailable', data: null });
      expect(refused.msg).toBe('File storage is unavailable right now. An administrator can find the cause in the server log or with `quorum check`.');
      expect(refused.msg).not.toContain(s3.endpoint);

      expect((await configure(s3.config({ endpoint: 'http://127.0.0.1:1' }))).code).toBe(200);
      const unreachable = await uploadFile(server, member.token, { data: png(), name: 'a.png' }, { source: 'post' }, 'zh_CN');
      expect(unreachable).toMatchObject({ status: 503, reason: 'error.files_s3.unavailable' });
      expect(unreachable.msg).toBe('文件存储暂不可用。管理员可以在服务器日志中或用 `quorum check` 查看原因。');

      expect((await configure(s3.config({ bucket: 'no-such-bucket' }))).code).toBe(200);
      expect(await upload({ data: png(), name: 'a.png' })).toMatchObject({ status: 503, reason: 'error.files_s3.unavailable' });
      // A file in the bucket cannot be fetched either: a 503, not a 404 (it is not gone) nor a 500.
      expect((await get(`/uploads/post/2020/01/${'d'.repeat(32)}.png`)).status).toBe(503);
    } finally {
      await configure(s3.config());
    }
    expect(await uploadKeys()).toEqual(before);
  });

  it("counts the bucket's files beside the disk's in the admin dashboard's storage figure", async () => {
    const inBucket = await Promise.all((await uploadKeys()).map(async (key) => (await s3.object(key))!.length));
    const disk = join(server.home, 'uploads');
    const files = (await readdir(disk, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && !e.name.startsWith('.'));
    const onDiskBytes = await Promise.all(files.map(async (e) => (await stat(join(e.parentPath, e.name))).size));
    const total = [...inBucket, ...onDiskBytes].reduce((a, b) => a + b, 0);
    expect(total).toBeLessThan(1024); // so the figure is in bytes, exactly
    const info = await server.api.get<{ info: { occupying_storage_space: string } }>(`${ADMIN}/dashboard`, { token: admin.token });
    expect(info.data.info.occupying_storage_space).toBe(`${total} B`);
  });
});
