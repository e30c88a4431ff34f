import { describe, expect, it } from 'vitest';
import type { TestUser } from '../support/test-server';
import { TagPages } from './pages/tag-pages';
import { DeletedTagsPage, TagInfoPage } from './pages/tag-tools';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { signIn } from './support/sign-in';
import { setSiteLanguage } from './support/site';

const V1 = '/answer/api/v1';
const BODY = 'A body long enough to pass the rules of the site.';
/** 35 characters, the longest a tag name may be, with no space to break at. */
const LONG = 'continuous-integration-pipelines-ab';

/**
 * Issue 26 item 5 as staff meet it, on a tag's wiki page: synonyms added, a tag merged into another
 * (its questions then listed under the target; a target that became a synonym meanwhile refused on
 * the target field), an unused tag deleted and found among the deleted tags, then recovered; a tag
 * with questions is refused before anything is sent. At 1280 and 390 px, in English and Chinese.
 */
describe('tag tools for staff', () => {
  const j = useJourney({ installed: true });
  const noSideScroll = () => j.browser.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  const tagOf = async (admin: TestUser, name: string) =>
    (await j.server.api.get<{ tag_id: string; status: string; main_tag_slug_name: string; question_count: number }>(`${V1}/tag`, { query: { name }, token: admin.token })).data;
  const ask = async (admin: TestUser, title: string, tags: string[]) => {
    const res = await j.server.api.post(`${V1}/question`, { title, content: BODY, tags: tags.map((slug_name) => ({ slug_name, display_name: slug_name })) }, { token: admin.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
  };

  it('an admin adds a synonym, merges a tag, deletes an unused one and recovers it', async () => {
    const admin = await j.server.admin();
    await ask(admin, 'How do pipelines cache their dependencies?', [LONG]);
    await ask(admin, 'Which runner should a pipeline use?', [LONG, 'ci']);
    await ask(admin, 'What does a CI server do at all?', ['ci']);
    await ask(admin, 'A question that makes the spare tags', ['spare-one', 'spare-two']);
    for (const slug of ['unused-tag']) expect((await j.server.api.post(`${V1}/tag`, { slug_name: slug, display_name: slug }, { token: admin.token })).code).toBe(200);
    const { page } = j.browser;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, admin);

    // synonyms: the long tag gets one new synonym, typed in
    const info = await new TagInfoPage(page).goto(LONG);
    await info.addSynonyms('cicd-pipelines');
    await info.root.getByTestId('synonym').filter({ hasText: 'cicd-pipelines' }).waitFor();
    expect(await info.synonyms()).toEqual(['cicd-pipelines']);
    expect((await tagOf(admin, 'cicd-pipelines')).main_tag_slug_name).toBe(LONG);

    // a tag with questions is refused before anything is sent
    await info.tool('delete-tag').click();
    expect(await info.deleteDialog.getByTestId('dialog-message').innerText()).toContain('is on 2 questions, so it cannot be deleted');
    expect(await info.deleteDialog.getByTestId('confirm').count()).toBe(0);
    await info.deleteDialog.getByRole('button', { name: 'Close' }).last().click();

    // merge: the chosen target turns into a synonym before the admin confirms, and is refused on its field
    await info.pickMergeTarget('spare-t', 'spare-two');
    const spareOne = await tagOf(admin, 'spare-one');
    expect((await j.server.api.put(`${V1}/tag/synonym`, { tag_id: spareOne.tag_id, synonym_tag_list: [{ slug_name: 'spare-two' }] }, { token: admin.token })).code).toBe(200);
    await info.mergeDialog.getByTestId('merge-submit').click();
    expect(await info.mergeError().innerText()).toBe('A tag cannot be merged into a synonym; merge into its main tag.');
    expect(await info.mergeDialog.getByTestId('merge-source').innerText()).toBe(LONG);
    await j.browser.screenshot('tag-merge-refused-1280');
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await noSideScroll()).toBe(true);
    await j.browser.screenshot('tag-merge-refused-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await info.pickMergeTarget('ci', 'ci');
    await info.mergeDialog.getByTestId('merge-submit').click();
    await page.waitForURL((url) => url.pathname === '/tags/ci');
    const tagPages = new TagPages(page);
    await tagPages.questionRows().nth(2).waitFor();
    const titles = await tagPages.questionRows().locator('a[href^="/questions/"]').allInnerTexts();
    for (const title of ['How do pipelines cache their dependencies?', 'Which runner should a pipeline use?', 'What does a CI server do at all?']) expect(titles).toContain(title);
    expect(await tagOf(admin, LONG)).toMatchObject({ main_tag_slug_name: 'ci', question_count: 0 });
    expect((await tagOf(admin, 'cicd-pipelines')).main_tag_slug_name).toBe('ci');
    expect((await tagOf(admin, 'ci')).question_count).toBe(3);

    // delete an unused tag: it leaves the list and shows among the deleted ones
    await (await new TagInfoPage(page).goto('unused-tag')).tool('delete-tag').click();
    expect(await info.deleteDialog.getByTestId('dialog-message').innerText()).toContain('Delete “unused-tag”?');
    await info.deleteDialog.getByTestId('confirm').click();
    await page.waitForURL((url) => url.search === '?order=deleted');
    const deleted = new DeletedTagsPage(page);
    await deleted.cards().filter({ hasText: 'unused-tag' }).waitFor();
    expect((await tagOf(admin, 'unused-tag')).status).toBe('deleted');
    expect((await j.server.api.get(`${V1}/tag`, { query: { name: 'unused-tag' } })).status).toBe(404);
    await j.browser.screenshot('tag-deleted-list-1280');

    // recover it from its page, reached from the deleted list
    await deleted.cards().filter({ hasText: 'unused-tag' }).getByRole('link').click();
    await info.deletedNotice().waitFor();
    await page.setViewportSize({ width: 390, height: 800 });
    await j.browser.screenshot('tag-deleted-info-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await info.tool('recover-tag').click();
    await info.recoverDialog.getByTestId('confirm').click();
    await info.deletedNotice().waitFor({ state: 'detached' });
    await info.tool('delete-tag').waitFor();
    expect((await tagOf(admin, 'unused-tag')).status).toBe('available');
    await deleted.goto();
    await deleted.root.getByTestId('tag-list-empty').waitFor();
  }, JOURNEY_TIMEOUT_MS);

  it('shows the tools with a 35-letter tag name at 390 px, in Chinese too', async () => {
    const admin = await j.server.admin();
    const long = 'kubernetes-operator-reconciliation';
    await ask(admin, 'How does an operator reconcile its resources?', [long]);
    const { page } = j.browser;
    await signIn(page, admin);
    await page.setViewportSize({ width: 390, height: 800 });
    const info = await new TagInfoPage(page).goto(long);
    await info.addSynonyms('operator-reconciliation-loops-long');
    await info.tool('merge-tag').click();
    await info.mergeDialog.waitFor();
    expect(await noSideScroll()).toBe(true);
    await j.browser.screenshot('tag-merge-dialog-390');
    await page.keyboard.press('Escape');
    expect(await noSideScroll()).toBe(true);
    await j.browser.screenshot('tag-info-staff-390');

    await setSiteLanguage(j.server, 'zh_CN');
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await info.goto(long);
      await info.tool('merge-tag').filter({ hasText: '合并' }).click();
      await info.mergeDialog.getByRole('heading', { name: '合并标签' }).waitFor();
      await j.browser.screenshot('zh_CN-tag-merge-dialog-1280');
      await page.keyboard.press('Escape');
      await info.tool('delete-tag').click();
      expect(await info.deleteDialog.getByTestId('dialog-message').innerText()).toContain('无法删除');
      await page.setViewportSize({ width: 390, height: 800 });
      expect(await noSideScroll()).toBe(true);
      await j.browser.screenshot('zh_CN-tag-delete-refused-390');
      await page.keyboard.press('Escape');
      await new DeletedTagsPage(page).goto();
      await page.getByTestId('tag-tabs').getByRole('link', { name: '已删除' }).waitFor();
      await j.browser.screenshot('zh_CN-tag-deleted-list-390');
    } finally {
      await setSiteLanguage(j.server, 'en_US');
    }
  }, JOURNEY_TIMEOUT_MS);
});
