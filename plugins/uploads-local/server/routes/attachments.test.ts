import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_EXTENSIONS as KERNEL_ATTACHMENTS } from '../../../../kernel/provider-api.ts';
import { startTestServer, testEngines, type TestServer, type TestUser } from '../../../../tests/support/test-server.ts';
import { ATTACHMENT_EXTENSIONS } from '../../schemas/uploads-settings.ts';
import { PDF, png, uploadFile, uploadedPath, zipWith, type FilePart } from '../upload-test-kit.ts';

const ADMIN = '/answer/admin/api';
const ATTACH = { source: 'post_attachment' };
const MB = 1024 * 1024;

/** Issue 26 item 8: attachments other than images, as Answer's `post_attachment` source takes them. */
describe.each(testEngines())('post attachments on %s', (engine) => {
  let server: TestServer;
  let member: TestUser;
  let admin: TestUser;
  const attach = (file: FilePart, token: string | undefined = member.token, language?: string) => uploadFile(server, token, file, ATTACH, language);
  const setUploads = (body: object) => server.api.put(`${ADMIN}/siteinfo/uploads`, body, { token: admin.token });
  const served = (url: string, query = '') => fetch(new URL(`${uploadedPath(url)}${query || new URL(url).search}`, server.url));

  beforeAll(async () => {
    server = await startTestServer({ engine, plugins: ['uploads-local', 'admin'] });
    member = await server.createUser();
    admin = await server.admin();
  });
  afterAll(() => server.close());

  it('takes none until the admin picks types, on Answer 2.0 advanced page as on Uploads', async () => {
    expect(KERNEL_ATTACHMENTS).toEqual(ATTACHMENT_EXTENSIONS);
    const off = await attach({ data: PDF, name: 'report.pdf', type: 'application/pdf' });
    expect([off.status, off.reason, off.data]).toEqual([400, 'error.upload.attachments_off', [{ error_field: 'file', error_msg: 'This site does not take attachments.' }]]);
    const advanced = await server.api.get(`${ADMIN}/siteinfo/advanced`, { token: admin.token });
    expect(advanced.data).toMatchObject({ max_attachment_size: 8, authorized_attachment_extensions: [] });
    const put = await server.api.put(`${ADMIN}/siteinfo/advanced`, { max_attachment_size: 1, authorized_attachment_extensions: ['pdf', 'zip', 'docx', 'txt', 'csv', 'md'] }, { token: admin.token });
    expect(put.code).toBe(200);
    const site = await server.api.get<{ site_advanced: Record<string, unknown> }>('/answer/api/v1/siteinfo');
    expect(site.data.site_advanced).toMatchObject({ max_attachment_size: 1, authorized_attachment_extensions: ['pdf', 'zip', 'docx', 'txt', 'csv', 'md'] });
    expect((await setUploads({ authorized_attachment_extensions: ['exe'] })).status).toBe(400);
    expect((await setUploads({ authorized_attachment_extensions: ['html'] })).status).toBe(400);
    expect((await setUploads({ max_attachment_size: 21 })).status).toBe(400);
  });

  it.each([
    ['a PDF', PDF, 'Q3 report.pdf', 'pdf', 'application/pdf'],
    ['a zip', zipWith('notes/readme.txt'), 'bundle.zip', 'zip', 'application/zip'],
    ['a Word file', zipWith('word/document.xml', '<w:document/>'), 'letter.docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['UTF-8 text', Buffer.from('第一行\nsecond line\n'), 'notes.txt', 'txt', 'text/plain; charset=utf-8'],
    ['a CSV', Buffer.from('name,score\nada,3\n'), 'scores.CSV', 'csv', 'text/csv; charset=utf-8'],
    ['Markdown', Buffer.from('# Title\n\n<!-- a comment -->\nSome *text*.\n'), 'readme.md', 'md', 'text/markdown; charset=utf-8'],
  ])('stores %s and serves it as a download, never rendered', async (_label, data, name, ext, mime) => {
    const res = await attach({ data, name, type: 'application/octet-stream' });
    expect(res.status, JSON.stringify(res)).toBe(200);
    const url = res.data as string;
    expect(url).toMatch(new RegExp(`^http://quorum\\.test/uploads/post_attachment/\\d{4}/\\d{2}/[a-f0-9]{32}\\.${ext}\\?name=${encodeURIComponent(name).replace(/\./g, '\\.')}$`));
    const got = await served(url);
    expect(got.status).toBe(200);
    expect(Buffer.from(await got.arrayBuffer())).toEqual(data);
    expect(got.headers.get('content-type')).toBe(mime);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-disposition')).toBe(`attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`);
  });

  it('downloads under a cleaned name that keeps the stored type, whatever the link says', async () => {
    const url = (await attach({ data: Buffer.from('plain words'), name: '报告 "final".txt' })).data as string;
    const named = await served(url);
    expect(named.headers.get('content-disposition')).toBe(`attachment; filename="__ final.txt"; filename*=UTF-8''${encodeURIComponent('报告 final.txt')}`);
    const renamed = await served(url, '?name=run-me.exe');
    expect(renamed.headers.get('content-disposition')).toContain('filename="run-me.exe.txt"');
    expect(renamed.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const bare = await served(url, '?');
    expect(bare.headers.get('content-disposition')).toContain('filename="file.txt"');
  });

  it.each([
    ['a program', Buffer.from('MZ\x90\x00\x03', 'latin1'), 'setup.exe'],
    ['an HTML page', Buffer.from('<html><script>alert(1)</script></html>'), 'page.html'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.svg'],
    ['a type the admin did not pick', zipWith('xl/workbook.xml'), 'sheet.xlsx'],
    ['a name without an extension', PDF, 'README'],
  ])('refuses %s by its extension, naming file and the types taken', async (_label, data, name) => {
    const res = await attach({ data, name });
    expect([res.status, res.reason]).toEqual([400, 'error.upload.attachment_type_not_taken']);
    expect(res.data).toEqual([{ error_field: 'file', error_msg: 'This site takes only these attachment types: pdf, zip, docx, txt, csv, md.' }]);
  });

  it.each([
    ['text named .pdf', Buffer.from('not a pdf at all'), 'fake.pdf', 'pdf'],
    ['a program named .txt', Buffer.from('MZ\x90\x00\x03 this program cannot be run', 'latin1'), 'notes.txt', 'txt'],
    ['an HTML page named .txt', Buffer.from('\n  <!DOCTYPE html><html><body>hi</body></html>'), 'page.txt', 'txt'],
    ['an SVG named .md', Buffer.from('<svg onload="alert(1)"></svg>'), 'pic.md', 'md'],
    ['a script named .txt', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'run.txt', 'txt'],
    ['bytes that are not UTF-8 named .csv', Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0x0a]), 'data.csv', 'csv'],
    ['text with a NUL named .txt', Buffer.from('a\u0000b'), 'nul.txt', 'txt'],
    ['a plain zip named .docx', zipWith('notes.txt'), 'letter.docx', 'docx'],
    ['a PDF named .zip', PDF, 'bundle.zip', 'zip'],
  ])('refuses %s: the content must be what the extension says', async (_label, data, name, ext) => {
    const res = await attach({ data, name });
    expect([res.status, res.reason, res.data]).toEqual([400, 'error.upload.content_mismatch', [{ error_field: 'file', error_msg: `The file's content is not a .${ext} file.` }]]);
  });

  it('refuses an attachment over the attachment limit, while images keep their own', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MB + 1 - PDF.length, 0x20)]);
    const tooBig = await attach({ data: big, name: 'big.pdf' });
    expect([tooBig.status, tooBig.reason, tooBig.msg]).toEqual([400, 'error.upload.too_large', 'The file is larger than 1 MB.']);
    expect(tooBig.data).toEqual([expect.objectContaining({ error_field: 'file' })]);
    expect((await attach({ data: big.subarray(0, MB), name: 'fits.pdf' })).status).toBe(200);
    const image = Buffer.concat([png(), Buffer.alloc(2 * MB - png().length)]);
    expect((await uploadFile(server, member.token, { data: image, name: 'two-mb.png', type: 'image/png' })).status).toBe(200);
    const zh = await attach({ data: Buffer.from('x'), name: 'fake.pdf' }, member.token, 'zh_CN');
    expect(zh.msg).toBe('文件内容不是 .pdf 文件。');
  });

  it('keeps a login-required site\'s attachments from visitors, as its images', async () => {
    const url = (await attach({ data: PDF, name: 'members-only.pdf' })).data as string;
    await server.kernel.settings.put('login', { login_required: true });
    try {
      expect((await served(url)).status).toBe(401);
      expect((await attach({ data: PDF, name: 'x.pdf' }, '')).status).toBe(401);
      const cookie = await sessionCookie(server, member);
      const res = await fetch(new URL(`${uploadedPath(url)}${new URL(url).search}`, server.url), { headers: { cookie } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('private');
      expect(res.headers.get('content-disposition')).toContain('attachment;');
    } finally {
      await server.kernel.settings.put('login', { login_required: false });
    }
  });
});

/** Signs in as a browser does; the session cookie is what `/uploads` knows members by. */
async function sessionCookie(server: TestServer, user: TestUser): Promise<string> {
  const res = await fetch(new URL('/answer/api/v1/user/login/email', server.url), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ e_mail: user.email, pass: user.password }),
  });
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}
