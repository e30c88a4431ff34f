import { describe, expect, it } from 'vitest';
import { AskQuestionPage } from './pages/ask-question-page';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { signIn } from './support/sign-in';
import { setSiteLanguage, setSiteUrl } from './support/site';

const PLUGINS = ['markdown', 'uploads-local', 'tags', 'questions', 'admin'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');

/**
 * Issue 26 item 8 as a member meets it: once the admin takes PDF and text attachments (Uploads
 * settings), the editor's upload form offers them, refuses an HTML page naming every type taken,
 * and links an uploaded PDF as `[name](url)`; the link downloads it. A file dropped on the text
 * goes the same way. At 1280 and 390 px, in
 * English and Chinese, with the admin's Uploads page.
 */
describe('attachments in the editor', () => {
  const j = useJourney({ installed: true, plugins: PLUGINS });

  it('a member attaches a PDF to a question and the link downloads it', async () => {
    await setSiteUrl(j.server, j.server.url);
    const admin = await j.server.admin();
    const set = await j.server.api.put('/answer/admin/api/siteinfo/uploads', { authorized_attachment_extensions: ['pdf', 'txt'], max_attachment_size: 2 }, { token: admin.token });
    expect(set.code).toBe(200);
    const member = await j.server.createUser({ name: 'Attacher' });
    const { page } = j.browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, member);
    const ask = await new AskQuestionPage(page).goto();
    await ask.body.setAndSelect('');

    const dialog = await ask.body.openForm('Image', 'image');
    expect(await dialog.getByTestId('attachment-hint').innerText()).toBe('Files: pdf, txt, up to 2 MB; they are linked, and download when clicked.');
    expect(await dialog.locator('input[type=file]').getAttribute('accept')).toContain('.pdf,.txt');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<html></html>') });
    await dialog.getByText('Only these files can be uploaded: jpg, jpeg, png, webp, pdf, txt.').waitFor();
    await j.browser.screenshot('attachment-dialog-refused-1280');
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await j.browser.screenshot('attachment-dialog-refused-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog.locator('input[type=file]').setInputFiles({ name: 'Minutes Q3.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => ask.body.value(), { timeout: 10_000 }).toMatch(/^\[Minutes Q3\.pdf\]\(http:\/\/127\.0\.0\.1:\d+\/uploads\/post_attachment\/\d{4}\/\d{2}\/[a-f0-9]{32}\.pdf\?name=Minutes%20Q3\.pdf\)$/);
    const link = ask.body.preview().getByRole('link', { name: 'Minutes Q3.pdf' });
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    const download = await page.request.get(href);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toBe(`attachment; filename="Minutes Q3.pdf"; filename*=UTF-8''Minutes%20Q3.pdf`);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect(Buffer.from(await download.body())).toEqual(PDF);
    await j.browser.screenshot('attachment-linked-1280');

    // A text file dropped on the editor is linked the same way; a dropped HTML page is refused
    // with the dialog's words, and the page stays where it is.
    await ask.body.setAndSelect('');
    await ask.body.dropFile({ name: 'notes.txt', mimeType: 'text/plain', text: 'Meeting notes.\n' });
    await expect.poll(() => ask.body.value(), { timeout: 10_000 }).toMatch(/^\[notes\.txt\]\(http:\/\/127\.0\.0\.1:\d+\/uploads\/post_attachment\/\d{4}\/\d{2}\/[a-f0-9]{32}\.txt\?name=notes\.txt\)$/);
    await ask.body.dropFile({ name: 'page.html', mimeType: 'text/html', text: '<html></html>' });
    await page.getByText('Only these files can be uploaded: jpg, jpeg, png, webp, pdf, txt.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/questions/ask');
    expect(await ask.body.value()).toMatch(/^\[notes\.txt\]\([^)]+\)$/);
  }, JOURNEY_TIMEOUT_MS);

  it("shows the admin's attachment settings and the editor's form in Chinese, at 390 and 1280 px", async () => {
    const admin = await j.server.admin();
    const { page } = j.browser;
    await setSiteLanguage(j.server, 'zh_CN');
    try {
      await signIn(page, admin);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/admin/uploads');
        await page.getByTestId('settings-form').getByText('接受的附件类型').waitFor();
        await j.browser.screenshot(`zh_CN-admin-uploads-${width}`);
      }
      const ask = await new AskQuestionPage(page).goto();
      await ask.body.icon('图片').click();
      const dialog = page.getByTestId('image-dialog');
      await dialog.getByTestId('attachment-hint').filter({ hasText: '以链接插入' }).waitFor();
      await j.browser.screenshot('zh_CN-attachment-dialog-390');
    } finally {
      await setSiteLanguage(j.server, 'en_US');
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/uploads');
    await page.getByTestId('settings-form').getByText('Attachment types taken').waitFor();
    await j.browser.screenshot('admin-uploads-1280');
  }, JOURNEY_TIMEOUT_MS);
});
