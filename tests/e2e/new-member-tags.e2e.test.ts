import { describe, expect, it } from 'vitest';
import { AskQuestionPage } from './pages/ask-question-page';
import { Header } from './pages/header';
import { RegisterPage } from './pages/register-page';
import { CreateTagPage } from './pages/tag-pages';
import { newMember } from './support/accounts';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { signIn } from './support/sign-in';
import { setSiteLanguage } from './support/site';

/**
 * Issue 23: a new member on a fresh site is told before writing why a new tag is refused, and
 * asks once an existing tag is there. Creating a tag needs 750 reputation at the default
 * privilege level; the member registers through the sign-up page as people do.
 */
describe('a new member on a fresh site and its tags', () => {
  const j = useJourney({ installed: true });
  const member = newMember('Newcomer');

  it('the ask page says before any writing that an admin or moderator must create tags, and the tag box offers no creation', async () => {
    await j.server.kernel.settings.put('login', { require_email_verification: false });
    const { page } = j.browser;
    await (await new RegisterPage(page).goto()).register(member.name, member.email, member.password);
    await new Header(page).userMenu().waitFor();

    const ask = await new AskQuestionPage(page).goto();
    const notice = page.getByTestId('ask-no-usable-tags');
    await notice.waitFor();
    expect(await notice.innerText()).toBe(
      'Every question needs at least one tag, and this site has no tag you can use yet. You cannot create tags yet. This needs at least 750 reputation. An admin or moderator must create tags before you can ask.',
    );
    // Above the form's fields: read before the title is written.
    const noticeBox = (await notice.boundingBox())!;
    const titleBox = (await ask.input('title').boundingBox())!;
    expect(noticeBox.y).toBeLessThan(titleBox.y);

    // Said under the tag box too, before anything is typed there.
    expect(await page.getByTestId('tag-selector-hint').innerText()).toBe('Up to 5 tags, chosen from existing ones: you cannot create tags yet. This needs at least 750 reputation.');
    const input = ask.input('tag_search');
    await input.fill('python');
    const refused = page.getByTestId('create-tag-refused');
    await refused.waitFor();
    expect(await refused.innerText()).toContain('There is no tag “python” and you cannot create tags yet. This needs at least 750 reputation.');
    expect(await page.getByTestId('create-tag-option').count()).toBe(0);
    await j.browser.screenshot('new-member-ask-no-tags-1280-en_US');
    await input.press('Enter');
    await expect.poll(() => ask.selectedTags().count()).toBe(0);
  }, JOURNEY_TIMEOUT_MS);

  it('on a phone in Chinese the same notice comes first', async () => {
    const { page } = j.browser;
    await setSiteLanguage(j.server, 'zh_CN');
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await new AskQuestionPage(page).goto();
      const notice = page.getByTestId('ask-no-usable-tags');
      await notice.waitFor();
      expect(await notice.innerText()).toBe('每个问题至少需要一个标签，而本站还没有你可以使用的标签。你还不能创建标签。此操作至少需要 750 声望。需要管理员或版主先创建标签，你才能提问。');
      await page.locator('[name="tag_search"]').fill('python');
      await page.getByTestId('create-tag-refused').filter({ hasText: '你还不能创建标签' }).waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await j.browser.screenshot('new-member-ask-no-tags-390-zh_CN');
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
      await setSiteLanguage(j.server, 'en_US');
    }
  }, JOURNEY_TIMEOUT_MS);

  it('where asking itself needs more reputation than the member has, the ask page says that first', async () => {
    const admin = await j.server.admin();
    const privileges = (body: object) => j.server.api.put('/answer/admin/api/setting/privileges', body, { token: admin.token });
    expect((await privileges({ level: 99, custom_privileges: [{ key: 'rank.question.add', value: 5 }] })).code).toBe(200);
    try {
      const { page } = j.browser;
      await new AskQuestionPage(page).goto();
      const notice = page.getByTestId('ask-not-allowed');
      await notice.waitFor();
      expect(await notice.innerText()).toBe('You cannot ask a question yet. This needs at least 5 reputation. Your reputation grows as others upvote your answers.');
    } finally {
      expect((await privileges({ level: 2, custom_privileges: [] })).code).toBe(200);
    }
  }, JOURNEY_TIMEOUT_MS);

  it('once the admin has made a tag (its slug filled from the name), the notice is gone and the member asks with it', async () => {
    const { page } = j.browser;
    await signIn(page, await j.server.admin());
    const create = await new CreateTagPage(page).goto();
    await create.input('display_name').fill('Python 3');
    // The slug follows the name as it is typed, and stays editable.
    await expect.poll(() => create.input('slug_name').inputValue()).toBe('python-3');
    await create.input('display_name').fill('Python');
    await expect.poll(() => create.input('slug_name').inputValue()).toBe('python');
    await j.browser.screenshot('new-member-admin-creates-tag');
    await create.submit();
    await page.waitForURL((url) => url.pathname === '/tags/python');

    await signIn(page, await j.server.login(member.email, member.password));
    const ask = await new AskQuestionPage(page).goto();
    await ask.fill({ title: 'How do I read a file line by line in Python?' });
    await ask.body.type('I want to read a large text file without loading it all into memory at once.');
    const input = ask.input('tag_search');
    await input.fill('rust');
    await page.getByTestId('create-tag-refused').waitFor();
    await input.fill('pyth');
    await page.getByTestId('tag-suggestions').getByRole('button', { name: 'Python' }).click();
    await ask.selectedTags().filter({ hasText: 'Python' }).waitFor();
    expect(await page.getByTestId('ask-no-usable-tags').count()).toBe(0);
    await j.browser.screenshot('new-member-ask-with-tag-1280-en_US');
    await ask.post();
    await page.getByRole('heading', { name: 'How do I read a file line by line in Python?' }).waitFor();
  }, JOURNEY_TIMEOUT_MS);
});
