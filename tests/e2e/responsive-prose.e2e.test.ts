import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { png } from '../../plugins/uploads-local/server/upload-test-kit.ts';
import { ask as askByApi } from '../support/posts';
import type { TestUser } from '../support/test-server';
import { AskQuestionPage } from './pages/ask-question-page';
import { Header } from './pages/header';
import { QuestionPage } from './pages/question-page';
import { SearchPage } from './pages/search-page';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { E2E_PLUGINS } from './support/server';
import { signIn } from './support/sign-in';
import { setSiteLanguage, setSiteUrl, type Language } from './support/site';

const PLUGINS = [...E2E_PLUGINS, 'uploads-local', 'search', 'search-sql', 'notifications'];
const WIDTHS = [390, 1280] as const;
const LANGUAGES: Language[] = ['en_US', 'zh_CN'];
/** The names the phone journey clicks, as each language shows them. */
const NAMES = {
  en_US: { menu: 'Menu', tags: 'Tags', admin: 'Admin', dashboard: 'Dashboard', users: 'Users', plugins: 'Plugins' },
  zh_CN: { menu: '菜单', tags: '标签', admin: '后台管理', dashboard: '仪表盘', users: '用户', plugins: '插件' },
} as const;
const CODE_LINE = `const line = [${Array.from({ length: 60 }, (_, i) => `'w${i}'`).join(', ')}];`.padEnd(300, ' // long');

/** How the page and a post's parts measure, read in the page. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const body = document.querySelector('[data-testid=question-body]')!;
    const pre = body.querySelector('pre')!;
    const keyword = pre.querySelector('.hljs-keyword')!;
    const cell = body.querySelector('td')!;
    const image = body.querySelector('img')!;
    return {
      pageWidth: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
      bodyWidth: body.getBoundingClientRect().width,
      imageWidth: image.getBoundingClientRect().width,
      imageLoaded: image.complete && image.naturalWidth === 1800,
      preScrolls: pre.scrollWidth > pre.clientWidth,
      preOverflow: getComputedStyle(pre).overflowX,
      plainColour: getComputedStyle(pre).color,
      keywordColour: getComputedStyle(keyword).color,
      hljsSpans: pre.querySelectorAll('span[class^=hljs-]').length,
      cellBorder: parseFloat(getComputedStyle(cell).borderTopWidth),
      cellPadding: parseFloat(getComputedStyle(cell).paddingLeft),
      quoteBorder: parseFloat(getComputedStyle(body.querySelector('blockquote')!).borderLeftWidth),
      longWordFits: (body.querySelector('[data-long-word]') ?? body.querySelector('p:last-of-type')!).getBoundingClientRect().width <= body.getBoundingClientRect().width + 0.5,
    };
  });
}

/** The page is no wider than the window. */
async function fitsWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('posts keep their layout and a phone reaches every action', () => {
  const j = useJourney({ installed: true, plugins: PLUGINS });
  let questionId = '';
  let admin: TestUser;

  it('a title with no break point in it wraps on its page, in the lists, the sidebar and the profile, at 390 and 1280 px', async () => {
    const asker = await j.server.createUser({ name: 'Longtitle', rank: 100 });
    const title = `A word with no break point ${'Unbreakable_'.repeat(9)}end`;
    const id = await askByApi(j.server, asker, title);
    const { page } = j.browser;
    for (const lang of LANGUAGES) {
      await setSiteLanguage(j.server, lang);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await new QuestionPage(page).goto(id);
        // on the question page it is the heading and, in the sidebar, a hot question
        await page.getByTestId('question-title').waitFor();
        expect(await fitsWindow(page), `${lang} ${width}: question page`).toBe(true);
        await page.goto('/');
        await page.getByTestId('question-row').first().waitFor();
        expect(await fitsWindow(page), `${lang} ${width}: home`).toBe(true);
        await page.goto(`/users/${asker.username}`);
        await page.getByTestId('profile-head').waitFor();
        await page.getByText('Unbreakable_', { exact: false }).first().waitFor();
        expect(await fitsWindow(page), `${lang} ${width}: profile`).toBe(true);
      }
    }
  }, JOURNEY_TIMEOUT_MS);

  it('a question with an 1800 px screenshot, a 300-character code line and a table fits 390 and 1280 px, in both languages', async () => {
    admin = await j.server.admin();
    await setSiteUrl(j.server, j.server.url);
    const form = new FormData();
    form.append('source', 'post');
    form.append('file', new Blob([new Uint8Array(png(1800, 600, [40, 120, 200]))], { type: 'image/png' }), 'wide-screenshot.png');
    const uploaded = (await (await fetch(new URL('/answer/api/v1/file', j.server.url), { method: 'POST', body: form, headers: { authorization: admin.token } })).json()) as { code: number; data: string };
    expect(uploaded.code, JSON.stringify(uploaded)).toBe(200);
    const content = [
      'A screenshot of the whole dashboard:',
      '',
      `![dashboard](${uploaded.data})`,
      '',
      '```js',
      CODE_LINE,
      '```',
      '',
      '| Setting | Value | Why |',
      '|---|---|---|',
      '| cache | on | pages are kept for visitors |',
      '| workers | 2 | two cores |',
      '',
      '> A quoted line with `inline code`.',
      '',
      `https://example.com/${'a-very-long-path-segment-'.repeat(8)}`,
    ].join('\n');
    const asked = await j.server.api.post<{ id: string }>('/answer/api/v1/question', {
      title: 'Why does my wide screenshot break the page?', content, tags: [{ slug_name: 'layout', display_name: 'layout' }],
    }, { token: admin.token });
    expect(asked.code, JSON.stringify(asked)).toBe(200);
    questionId = asked.data.id;
    // a comment with the long line too: comments are prose in a narrower box
    const commented = await j.server.api.post('/answer/api/v1/comment', { object_id: questionId, original_text: `Same here:\n\n\`\`\`js\n${CODE_LINE}\n\`\`\`` }, { token: admin.token });
    expect(commented.code, JSON.stringify(commented)).toBe(200);

    const { page } = j.browser;
    for (const lang of LANGUAGES) {
      await setSiteLanguage(j.server, lang);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const question = await new QuestionPage(page).goto(questionId);
        await question.question().body().locator('pre .hljs-keyword').first().waitFor();
        await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=question-body] img')].every((i) => (i as HTMLImageElement).complete));
        const m = await measure(page);
        expect(m.imageLoaded, `${lang} ${width}`).toBe(true);
        expect(m.pageWidth, `${lang} ${width}: page width`).toBeLessThanOrEqual(m.viewport);
        expect(m.imageWidth).toBeLessThanOrEqual(m.bodyWidth + 0.5);
        expect(m.hljsSpans).toBeGreaterThan(3);
        expect(m.keywordColour).not.toBe(m.plainColour);
        expect(m.preScrolls).toBe(true);
        expect(m.preOverflow).toBe('auto');
        expect(m.cellBorder).toBeGreaterThan(0);
        expect(m.cellPadding).toBeGreaterThan(4);
        expect(m.quoteBorder).toBeGreaterThan(0);
        expect(m.longWordFits).toBe(true);
        await j.browser.screenshot(`prose-${lang}-${width}-question`);

        await page.goto('/');
        await page.getByTestId('question-row').first().waitFor();
        expect(await fitsWindow(page), `${lang} ${width}: home`).toBe(true);
        await j.browser.screenshot(`prose-${lang}-${width}-home`);

        const search = await new SearchPage(page).goto('screenshot');
        await search.hits().first().waitFor();
        await search.tips().waitFor();
        expect(await fitsWindow(page), `${lang} ${width}: search`).toBe(true);
        // the order tabs are separate boxes, not one run of text
        const tabs = search.root.getByTestId('search-orders').getByRole('link');
        const boxes = await tabs.evaluateAll((links) => links.map((a) => a.getBoundingClientRect()));
        for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.left).toBeGreaterThanOrEqual(boxes[i - 1]!.right - 1);
        expect(await tabs.first().evaluate((a) => parseFloat(getComputedStyle(a).paddingLeft))).toBeGreaterThan(4);
        // the tips stay inside their card
        expect(await search.tips().evaluate((card) => card.scrollWidth <= card.clientWidth)).toBe(true);
        await j.browser.screenshot(`prose-${lang}-${width}-search`);
      }
    }
    await setSiteLanguage(j.server, 'en_US');
  }, JOURNEY_TIMEOUT_MS * 3);

  it.each(LANGUAGES)('on a 390 px phone in %s a member asks a question and searches, and an admin opens the admin pages', async (lang) => {
    const words = NAMES[lang];
    const { page } = j.browser;
    await setSiteLanguage(j.server, lang);
    await page.setViewportSize({ width: 390, height: 844 });
    await askByApi(j.server, admin, `A first question that makes the shared tag (${lang})`);
    const member = await j.server.createUser({ name: `PhoneAsker${lang.slice(0, 2)}` });
    await signIn(page, member);
    const header = new Header(page);
    // every action of the desktop header is on the phone's too
    await header.askButton().waitFor({ state: 'visible' });
    await header.root.getByTestId('nav-inbox').waitFor({ state: 'visible' });
    await header.userMenu().waitFor({ state: 'visible' });
    await header.root.getByRole('searchbox').waitFor({ state: 'visible' });
    await header.root.getByRole('button', { name: words.menu, exact: true }).click();
    await header.root.getByRole('link', { name: words.tags }).waitFor({ state: 'visible' });
    await header.root.getByRole('button', { name: words.menu, exact: true }).click();
    await header.userMenu().click();
    await header.root.getByTestId('color-scheme').waitFor();
    expect(await header.root.locator('.q-menu__list').evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    expect(await fitsWindow(page)).toBe(true);
    await j.browser.screenshot(`prose-${lang}-390-account-menu`);
    await header.userMenu().click();

    await header.askButton().click();
    const ask = new AskQuestionPage(page);
    await ask.body.root.waitFor();
    // the editor stacks its text over its preview in the phone's one column
    const [editor, preview] = await Promise.all(['.bytemd-editor', '.bytemd-preview'].map((s) => ask.body.root.locator(s).boundingBox()));
    expect(preview!.y).toBeGreaterThanOrEqual(editor!.y + editor!.height - 1);
    expect(editor!.width).toBeGreaterThan(300);
    await ask.fill({ title: `How do I ask from a phone without a keyboard in ${lang}?` });
    await ask.body.type('Typed on a phone: the editor and the form fit the screen.\n\n```python\ndef ask():\n    return True\n```\n');
    await ask.body.preview().locator('.hljs-keyword').first().waitFor();
    await ask.addTag('quorum-test');
    expect(await fitsWindow(page)).toBe(true);
    await j.browser.screenshot(`prose-${lang}-390-ask`);
    const id = await ask.post();
    await new QuestionPage(page).question().body().locator('.hljs-keyword').first().waitFor();
    expect(id).toMatch(/^\d+$/);

    await header.search('keyboard');
    await new SearchPage(page).hits().first().waitFor();
    expect(await fitsWindow(page)).toBe(true);

    await signIn(page, admin);
    await header.userMenu().click();
    await header.root.getByRole('menuitem', { name: words.admin }).click();
    await page.getByTestId('admin-layout').waitFor();
    // the admin menu folds behind one button naming the page shown
    const toggle = page.getByTestId('side-menu-toggle');
    const menu = page.getByTestId('admin-menu');
    await toggle.filter({ hasText: words.dashboard }).waitFor({ state: 'visible' });
    expect(await menu.getByRole('link', { name: words.users, exact: true }).isVisible()).toBe(false);
    await toggle.click();
    await j.browser.screenshot(`prose-${lang}-390-admin-menu`);
    await menu.getByRole('link', { name: words.users, exact: true }).click();
    await page.waitForURL(/\/admin\/users/);
    await toggle.filter({ hasText: words.users }).waitFor();
    expect(await menu.getByRole('link', { name: words.plugins, exact: true }).isVisible()).toBe(false);
    expect(await fitsWindow(page)).toBe(true);
    await setSiteLanguage(j.server, 'en_US');
  }, JOURNEY_TIMEOUT_MS * 2);

  it('the ask page and the admin menu fit both widths in both languages', async () => {
    const { page } = j.browser;
    for (const lang of LANGUAGES) {
      await setSiteLanguage(j.server, lang);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/questions/ask');
        await page.getByTestId('ask-form').waitFor();
        await page.locator('.CodeMirror').waitFor();
        expect(await fitsWindow(page), `${lang} ${width}: ask`).toBe(true);
        await j.browser.screenshot(`prose-${lang}-${width}-ask-page`);
        await page.goto('/admin');
        await page.getByTestId('admin-layout').waitFor();
        if (width === 390) await page.getByTestId('side-menu-toggle').click();
        await page.getByTestId('admin-menu').getByRole('link').nth(3).waitFor({ state: 'visible' });
        expect(await fitsWindow(page), `${lang} ${width}: admin`).toBe(true);
        await j.browser.screenshot(`prose-${lang}-${width}-admin`);
      }
    }
    await setSiteLanguage(j.server, 'en_US');
  }, JOURNEY_TIMEOUT_MS * 2);

  it('a member picks dark, light or the device\'s scheme in the account menu: applied at once, kept for the next visit from the first paint', async () => {
    const { page, context } = j.browser;
    const member = await j.server.createUser({ name: 'NightOwl' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, member);
    const header = new Header(page);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await header.userMenu().click();
    await header.root.getByTestId('color-scheme-dark').click();
    await expect.poll(background).not.toBe(light);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await header.root.getByTestId('color-scheme-dark').getAttribute('aria-checked')).toBe('true');
    const dark = await background();

    // the next visit is dark before any of the app's scripts run (no flash of the light page)
    await new QuestionPage(page).goto(questionId);
    await page.getByTestId('question-body').locator('pre .hljs-keyword').first().waitFor();
    expect(await background()).toBe(dark);
    const colours = await page.evaluate(() => {
      const pre = document.querySelector('[data-testid=question-body] pre')!;
      return { code: getComputedStyle(pre).backgroundColor, keyword: getComputedStyle(pre.querySelector('.hljs-keyword')!).color, text: getComputedStyle(document.body).color };
    });
    expect(colours.code).not.toBe('rgb(246, 248, 250)');
    expect(colours.keyword).not.toBe(colours.text);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await j.browser.screenshot(`prose-dark-${width}-question`);
    }
    for (const [name, path, shown] of [['list', '/questions', '[data-testid=question-row]'], ['search', '/search?q=screenshot', '[data-testid=search-hit]'], ['ask', '/questions/ask', '.CodeMirror']] as const) {
      await page.goto(path);
      await page.locator(shown).first().waitFor();
      expect(await background()).toBe(dark);
      await j.browser.screenshot(`prose-dark-1280-${name}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/questions', { waitUntil: 'load' });
    expect(await page.evaluate(() => document.documentElement.dataset.colorScheme)).toBe('dark');
    expect(await background()).toBe(dark);
    await page.unroute(/\/assets\/.*\.js$/);

    // "System" follows the device
    await page.goto('/questions');
    await header.userMenu().click();
    await header.root.getByTestId('color-scheme-system').click();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(background).toBe(light);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(background).toBe(dark);
    await header.root.getByTestId('color-scheme-light').click();
    await expect.poll(background).toBe(light);
    await page.emulateMedia({ colorScheme: null });
    expect((await context.cookies()).find((c) => c.name === 'quorum_color_scheme')?.value).toBe('light');
  }, JOURNEY_TIMEOUT_MS);
});
