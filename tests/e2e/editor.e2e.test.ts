import { describe, expect, it } from 'vitest';
import { ask } from '../support/posts';
import type { TestUser } from '../support/test-server';
import { AskQuestionPage } from './pages/ask-question-page';
import { QuestionPage } from './pages/question-page';
import { launchBrowser } from './support/browser';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { signIn } from './support/sign-in';
import { setSiteUrl } from './support/site';

const QA_PLUGINS = ['markdown', 'uploads-local', 'tags', 'questions', 'votes', 'bookmarks', 'follow', 'comments'];
/** A 1×1 PNG, made here so the journey needs no fixture file. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const DRAFT_KEY = 'quorum.draft.question';

describe('the editor: drafts, insert forms and image upload', () => {
  const j = useJourney({ installed: true, plugins: QA_PLUGINS });
  let asker: TestUser;

  it('restores a question draft after a reload and in another browser, and discards it after confirmation', async () => {
    asker = await j.server.createUser({ name: 'Drafter' });
    const { page } = j.browser;
    await signIn(page, asker);
    const ask = await new AskQuestionPage(page).goto();
    // the empty tag selector lines up with the title above it
    const leftEdge = (name: string) => ask.input(name).evaluate((el) => el.getBoundingClientRect().left);
    expect(await leftEdge('tag_search')).toBe(await leftEdge('title'));
    const saved = page.waitForResponse((r) => r.url().includes('/answer/api/v1/draft') && r.request().method() === 'PUT' && r.ok() && (r.request().postData() ?? '').includes('three seconds'));
    await ask.fill({ title: 'Why does my draft survive a reload?' });
    await ask.body.type('Because it is saved three seconds after the last change.');
    await saved;
    await page.waitForFunction((key) => (localStorage.getItem(key) ?? '').includes('three seconds'), DRAFT_KEY);

    // the leave warning asks first (beforeunload); leaving is the user's choice here
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await ask.input('title').waitFor();
    const bar = page.getByTestId('draft-bar');
    await bar.waitFor();
    await expect.poll(() => ask.input('title').inputValue()).toBe('Why does my draft survive a reload?');
    await expect.poll(() => ask.body.value()).toContain('saved three seconds after');
    await j.browser.screenshot('editor-draft-restored');

    const other = await launchBrowser({ baseURL: j.server.url });
    try {
      await signIn(other.page, asker);
      const elsewhere = await new AskQuestionPage(other.page).goto();
      await other.page.getByTestId('draft-bar').waitFor();
      await expect.poll(() => elsewhere.input('title').inputValue()).toBe('Why does my draft survive a reload?');
    } finally {
      await other.close();
    }

    const deleted = page.waitForResponse((r) => r.url().includes('/answer/api/v1/draft') && r.request().method() === 'DELETE' && r.ok());
    await bar.getByTestId('discard-draft').click();
    const confirm = page.getByTestId('alert-modal');
    await confirm.filter({ hasText: 'Are you sure you want to discard the draft?' }).waitFor();
    await confirm.locator('.q-btn--primary').click();
    await bar.waitFor({ state: 'detached' });
    await deleted;
    await expect.poll(() => ask.input('title').inputValue()).toBe('');
    await expect.poll(() => ask.body.value()).toBe('');
    expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
    const left = await j.server.api.get('/answer/api/v1/draft', { query: { object_type: 'question', object_id: '' }, token: asker.token });
    expect(left.data).toBeNull();
  }, JOURNEY_TIMEOUT_MS);

  it('keeps an answer draft on the server, so it follows its writer to another browser', async () => {
    const questionId = await ask(j.server, asker, 'Where do my unsent answers go?');
    const { page } = j.browser;
    const question = await new QuestionPage(page).goto(questionId);
    const saved = page.waitForResponse((r) => r.url().includes('/answer/api/v1/draft') && r.request().method() === 'PUT' && r.ok());
    await question.answerEditor.type('They stay on the server as a draft until I post them.');
    await saved;

    const other = await launchBrowser({ baseURL: j.server.url });
    try {
      await signIn(other.page, asker);
      const elsewhere = await new QuestionPage(other.page).goto(questionId);
      const bar = other.page.getByTestId('answer-form').getByTestId('draft-bar');
      await bar.waitFor();
      await expect.poll(() => elsewhere.answerEditor.value()).toBe('They stay on the server as a draft until I post them.');
      const deleted = other.page.waitForResponse((r) => r.url().includes('/answer/api/v1/draft') && r.request().method() === 'DELETE' && r.ok());
      await bar.getByTestId('discard-draft').click();
      await elsewhere.confirm();
      await deleted;
      await expect.poll(() => elsewhere.answerEditor.value()).toBe('');
    } finally {
      await other.close();
    }
    const left = await j.server.api.get('/answer/api/v1/draft', { query: { object_type: 'answer', object_id: questionId }, token: asker.token });
    expect(left.data).toBeNull();
    page.once('dialog', (dialog) => void dialog.accept()); // this browser still holds the unsent text
  }, JOURNEY_TIMEOUT_MS);

  it('inserts code and links through their forms, by the SPEC §5 rules', async () => {
    const { page } = j.browser;
    const ask = await new AskQuestionPage(page).goto();
    // contents, help, write only, preview only, fullscreen: bytemd's link to its repository is hidden
    await expect.poll(() => ask.body.root.locator('.bytemd-toolbar-right .bytemd-toolbar-icon:visible').count()).toBe(5);
    // each named for assistive technology, as the left-hand ones are
    const rightNames = await ask.body.root.locator('.bytemd-toolbar-right .bytemd-toolbar-icon:visible').evaluateAll((icons) => icons.map((i) => i.getAttribute('aria-label')));
    expect(rightNames).toEqual(['Table of contents', 'Help', 'Write only', 'Preview only', 'Fullscreen']);
    const code = await ask.body.openForm('Code', 'code');
    await ask.body.insertButton(code).click();
    await code.locator('[data-field=code] .q-field__error').filter({ hasText: 'Code cannot be empty.' }).waitFor();
    await j.browser.screenshot('editor-code-form-empty');
    await code.locator('[name=code]').fill('fn main() {\n    println!("hi");\n}');
    await code.locator('[name=lang]').fill('rust');
    await ask.body.insertButton(code).click();
    await code.waitFor({ state: 'detached' });
    await expect.poll(() => ask.body.value()).toContain('```rust\nfn main() {\n    println!("hi");\n}\n```');

    await ask.body.setAndSelect('npm ci');
    await ask.body.icon('Code').click();
    await expect.poll(() => ask.body.value()).toBe('`npm ci`');
    const long = 'cargo build --release --target x86_64-unknown-linux-musl';
    await ask.body.setAndSelect(long);
    await ask.body.icon('Code').click();
    await expect.poll(() => ask.body.value()).toBe(`\n\`\`\`\n${long}\n\`\`\`\n`);

    await ask.body.setAndSelect('');
    const link = await ask.body.openForm('Link', 'link');
    const url = link.locator('[name=url]');
    expect(await url.inputValue()).toBe('https://');
    await url.fill('');
    await ask.body.insertButton(link).click();
    expect(await url.getAttribute('aria-invalid')).toBe('true');
    expect(await link.locator('.q-field__error').count()).toBe(0);
    await url.fill('https://example.org/docs');
    await link.locator('[name=name]').fill('the docs');
    await ask.body.insertButton(link).click();
    await link.waitFor({ state: 'detached' });
    await expect.poll(() => ask.body.value()).toBe('[the docs](https://example.org/docs)');
  }, JOURNEY_TIMEOUT_MS);

  it('uploads a PNG through the image form and refuses a text file named .png', async () => {
    await setSiteUrl(j.server, j.server.url);
    const { page } = j.browser;
    page.once('dialog', (dialog) => void dialog.accept()); // the link text left behind is unsaved
    const ask = await new AskQuestionPage(page).goto();
    await ask.body.setAndSelect('');

    let dialog = await ask.body.openForm('Image', 'image');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await dialog.getByText('Only these images can be uploaded: jpg, jpeg, png, webp.').waitFor();
    await expect.poll(() => ask.body.value()).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    dialog = await ask.body.openForm('Image', 'image');
    await dialog.locator('input[type=file]').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => {
      const cm = (document.querySelector('[data-testid=question-editor] .CodeMirror') as unknown as { CodeMirror: { getValue(): string } }).CodeMirror;
      return /^!\[dot\]\(http:\/\/127\.0\.0\.1:\d+\/uploads\/post\/[^)]+\.png\)$/.test(cm.getValue());
    });
    // The file name without its extension is the alt text (issue 23: it was empty).
    const image = ask.body.preview().locator('img[src*="/uploads/post/"][alt="dot"]');
    await image.waitFor();
    await page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth === 1, await image.elementHandle());
    await j.browser.screenshot('editor-image-uploaded');

    dialog = await ask.body.openForm('Image', 'image');
    await dialog.getByTestId('image-tab-url').click();
    await ask.body.insertButton(dialog).click();
    await dialog.getByText('Image URL cannot be empty.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  }, JOURNEY_TIMEOUT_MS);
});
