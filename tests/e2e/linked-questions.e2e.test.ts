import { describe, expect, it } from 'vitest';
import { TAG } from '../support/posts';
import type { TestUser } from '../support/test-server';
import { LinkedCard, LinkedPage } from './pages/linked-questions';
import { QuestionPage } from './pages/question-page';
import { JOURNEY_TIMEOUT_MS, useJourney } from './support/journey';
import { E2E_PLUGINS } from './support/server';
import { signIn } from './support/sign-in';
import { setSiteLanguage } from './support/site';
import { addMember as addMemberTo } from './support/accounts';

const V1 = '/answer/api/v1';
const BODY = 'A body long enough to pass the rules of the site.';

/**
 * Issue 26 item 3 as members meet it: a member links one question from an answer they write in
 * the editor, and both questions show the other under "Linked"; a question many link to shows the
 * first five and leads to all of them, at 1280 and at 390 px, in English and in Chinese.
 */
describe('linked questions on the question page', () => {
  const j = useJourney({ installed: true, plugins: [...E2E_PLUGINS, 'question-links'] });

  const addMember = (name: string) => addMemberTo(j.server, name);
  const ask = async (who: TestUser, title: string, content = BODY, tags: object[] = [{ slug_name: TAG }]) => {
    const res = await j.server.api.post<{ id: string }>(`${V1}/question`, { title, content, tags }, { token: who.token });
    expect(res.code, JSON.stringify(res)).toBe(200);
    return res.data.id;
  };
  /** Links are found after the post commits: the page is opened once the server lists them. */
  const linkedCount = async (id: string) => (await j.server.api.get<{ count: number }>(`${V1}/question/link`, { query: { question_id: id } })).data.count;
  const noSideScroll = () => j.browser.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('a link written in an answer shows on both questions, and a busy question leads to all its links', async () => {
    const admin = await j.server.admin();
    await ask(admin, 'A staff question that makes the tag', BODY, [{ slug_name: TAG, display_name: TAG }]);
    const target = await ask(admin, 'How should a plugin keep its own tables?');
    const source = await ask(admin, 'Where do plugin migrations run?');
    const writer = await addMember('Linda');
    const { page } = j.browser;
    await page.setViewportSize({ width: 1280, height: 900 });

    await signIn(page, writer);
    const question = await new QuestionPage(page).goto(source);
    await question.postAnswer(`Each plugin runs its own, see [the question on tables](/questions/${target}) for more.`);
    await expect.poll(() => linkedCount(target), { timeout: 10_000, interval: 50 }).toBe(1);

    await new QuestionPage(page).goto(target);
    const card = new LinkedCard(page);
    await card.item('Where do plugin migrations run?').waitFor();
    expect(await card.heading().innerText()).toBe('Linked');
    expect(await card.more().count()).toBe(0);
    await card.item('Where do plugin migrations run?').getByRole('link').click();
    await page.waitForURL(new RegExp(`/questions/${source}`));
    await card.item('How should a plugin keep its own tables?').waitFor();

    for (let i = 1; i <= 6; i += 1) await ask(admin, `Another question that links to the tables one, number ${i}`, `Like /questions/${target} says. ${BODY}`);
    await expect.poll(() => linkedCount(target), { timeout: 10_000, interval: 50 }).toBe(7);
    await new QuestionPage(page).goto(target);
    await card.more().filter({ hasText: 'All 7' }).waitFor();
    expect(await card.items().count()).toBe(5);
    await j.browser.screenshot('linked-questions-1280');
    await card.more().click();
    const linked = new LinkedPage(page);
    await linked.rows().nth(6).waitFor();
    expect(await linked.rows().first().innerText()).toContain('number 6');
    await linked.sortTab('Score').click();
    await page.waitForURL(/order=score/);
    await j.browser.screenshot('linked-page-1280');
    await linked.backLink().click();
    await page.waitForURL(new RegExp(`/questions/${target}`));

    await page.setViewportSize({ width: 390, height: 800 });
    await new QuestionPage(page).goto(target);
    await card.more().waitFor();
    expect(await noSideScroll()).toBe(true);
    await card.root.scrollIntoViewIfNeeded();
    await j.browser.screenshot('linked-questions-390');
    await new LinkedPage(page).goto(target);
    expect(await linked.rows().count()).toBe(7);
    expect(await noSideScroll()).toBe(true);
    await j.browser.screenshot('linked-page-390');

    await setSiteLanguage(j.server, 'zh_CN');
    try {
      await new QuestionPage(page).goto(target);
      await card.heading().filter({ hasText: '关联问题' }).waitFor();
      await card.more().filter({ hasText: '全部 7 个' }).waitFor();
      await j.browser.screenshot('zh_CN-linked-questions-390');
      await new LinkedPage(page).goto(target);
      await linked.root.getByRole('heading', { name: '关联问题' }).waitFor();
      await linked.sortTab('评分').waitFor();
      expect(await linked.root.innerText()).toContain('有 7 个问题与此问题互相链接');
      await page.setViewportSize({ width: 1280, height: 900 });
      await j.browser.screenshot('zh_CN-linked-page-1280');
    } finally {
      await setSiteLanguage(j.server, 'en_US');
    }
  }, JOURNEY_TIMEOUT_MS);
});
